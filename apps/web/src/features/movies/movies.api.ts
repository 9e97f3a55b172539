import type { Genre, MovieCard, MovieDetail, Pagination, Release } from '@nzbkino/shared';
import { getJson } from '../../lib/api-client';
import {
  genreCheck,
  movieCardCheck,
  movieDetailCheck,
  paginationCheck,
  releaseCheck,
} from '../../lib/contract-guards';
import { arrayOf, listResponseOf, responseOf, shape } from '../../lib/guards';

/** Spec 001 §9: 24 cards per page on the movie and series lists. */
export const CATALOGUE_PAGE_SIZE = 24;

export interface MovieList {
  movies: MovieCard[];
  pagination: Pagination;
}

export interface CatalogueQuery {
  page?: number;
  limit?: number;
  search?: string;
  genre?: string;
  sort?: string;
}

/** `limit` goes first: the cache hints of spec 000 §7 match on '/movies?limit=20'. */
export function catalogueQueryString({ page, limit, search, genre, sort }: CatalogueQuery): string {
  const query = new URLSearchParams();
  query.set('limit', String(limit ?? CATALOGUE_PAGE_SIZE));
  if (page && page > 1) query.set('page', String(page));
  if (search) query.set('search', search);
  if (genre) query.set('genre', genre);
  if (sort) query.set('sort', sort);
  return query.toString();
}

const movieListResponse = responseOf<MovieList>(
  shape({ movies: arrayOf(movieCardCheck), pagination: paginationCheck }),
);

export function fetchMovies(query: CatalogueQuery, signal?: AbortSignal): Promise<MovieList> {
  return getJson(`/movies?${catalogueQueryString(query)}`, movieListResponse, { signal });
}

export function fetchMovieGenres(signal?: AbortSignal): Promise<Genre[]> {
  return getJson('/movies/genres', listResponseOf<Genre>(genreCheck, ['genres', 'data']), { signal });
}

export function fetchMovie(slug: string, signal?: AbortSignal): Promise<MovieDetail> {
  return getJson(`/movies/${encodeURIComponent(slug)}`, responseOf<MovieDetail>(movieDetailCheck), {
    signal,
  });
}

export function fetchMovieReleases(slug: string, signal?: AbortSignal): Promise<Release[]> {
  return getJson(
    `/movies/${encodeURIComponent(slug)}/releases`,
    listResponseOf<Release>(releaseCheck, ['releases', 'data']),
    { signal },
  );
}

export function fetchRelatedMovies(slug: string, signal?: AbortSignal): Promise<MovieCard[]> {
  return getJson(
    `/movies/${encodeURIComponent(slug)}/related`,
    listResponseOf<MovieCard>(movieCardCheck, ['movies', 'data']),
    { signal },
  );
}

export const movieKeys = {
  list: (query: CatalogueQuery) => ['movies', 'list', query] as const,
  genres: ['movies', 'genres'] as const,
  detail: (slug: string) => ['movies', 'detail', slug] as const,
  releases: (slug: string) => ['movies', 'releases', slug] as const,
  related: (slug: string) => ['movies', 'related', slug] as const,
  suggestions: (slug: string) => ['movies', 'suggestions', slug] as const,
};

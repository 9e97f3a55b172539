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
import { catalogueQueryString, type CatalogueQuery } from '../../components/catalogue/catalogue-query';

export interface MovieList {
  movies: MovieCard[];
  pagination: Pagination;
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

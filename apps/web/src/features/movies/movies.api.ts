import type { Genre, MovieCard, MovieDetail, MovieList, Release } from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';
import { catalogueQuery, type CatalogueQuery } from '../../components/catalogue/catalogue-query';
import type { MovieSort } from '../../lib/contract-values';

export function fetchMovies(query: CatalogueQuery<MovieSort>, signal?: AbortSignal): Promise<MovieList> {
  return bodyOf(api.GET('/api/movies', { params: { query: catalogueQuery(query) }, signal }));
}

export function fetchMovieGenres(signal?: AbortSignal): Promise<Genre[]> {
  return bodyOf(api.GET('/api/movies/genres', { signal }));
}

export function fetchMovie(slug: string, signal?: AbortSignal): Promise<MovieDetail> {
  return bodyOf(api.GET('/api/movies/{slugOrId}', { params: { path: { slugOrId: slug } }, signal }));
}

export function fetchMovieReleases(slug: string, signal?: AbortSignal): Promise<Release[]> {
  return bodyOf(api.GET('/api/movies/{slugOrId}/releases', { params: { path: { slugOrId: slug } }, signal }));
}

export function fetchRelatedMovies(slug: string, signal?: AbortSignal): Promise<MovieCard[]> {
  return bodyOf(api.GET('/api/movies/{slugOrId}/related', { params: { path: { slugOrId: slug } }, signal }));
}

export const movieKeys = {
  list: (query: CatalogueQuery) => ['movies', 'list', query] as const,
  genres: ['movies', 'genres'] as const,
  detail: (slug: string) => ['movies', 'detail', slug] as const,
  releases: (slug: string) => ['movies', 'releases', slug] as const,
  related: (slug: string) => ['movies', 'related', slug] as const,
  suggestions: (slug: string) => ['movies', 'suggestions', slug] as const,
};

import type { Episode, Genre, Release, SeriesDetail, SeriesList } from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';
import { catalogueQuery, type CatalogueQuery } from '../../components/catalogue/catalogue-query';
import type { SeriesSort } from '../../lib/contract-values';

export function fetchSeriesList(
  query: CatalogueQuery<SeriesSort>,
  signal?: AbortSignal,
): Promise<SeriesList> {
  return bodyOf(api.GET('/api/series', { params: { query: catalogueQuery(query) }, signal }));
}

export function fetchSeriesGenres(signal?: AbortSignal): Promise<Genre[]> {
  return bodyOf(api.GET('/api/series/genres', { signal }));
}

export function fetchSeries(slug: string, signal?: AbortSignal): Promise<SeriesDetail> {
  return bodyOf(api.GET('/api/series/{slugOrId}', { params: { path: { slugOrId: slug } }, signal }));
}

export function fetchSeasonEpisodes(seasonId: number, signal?: AbortSignal): Promise<Episode[]> {
  return bodyOf(
    api.GET('/api/series/seasons/{seasonId}/episodes', { params: { path: { seasonId } }, signal }),
  );
}

export function fetchUnassignedReleases(slug: string, signal?: AbortSignal): Promise<Release[]> {
  return bodyOf(
    api.GET('/api/series/{slugOrId}/releases/unassigned', {
      params: { path: { slugOrId: slug } },
      signal,
    }),
  );
}

export const seriesKeys = {
  list: (query: CatalogueQuery) => ['series', 'list', query] as const,
  genres: ['series', 'genres'] as const,
  detail: (slug: string) => ['series', 'detail', slug] as const,
  episodes: (seasonId: number) => ['series', 'episodes', seasonId] as const,
  unassigned: (slug: string) => ['series', 'unassigned', slug] as const,
};

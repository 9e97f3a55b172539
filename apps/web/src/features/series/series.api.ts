import type { Episode, Genre, Pagination, Release, SeriesCard, SeriesDetail } from '@nzbkino/shared';
import { getJson } from '../../lib/api-client';
import {
  episodeCheck,
  genreCheck,
  paginationCheck,
  releaseCheck,
  seriesCardCheck,
  seriesDetailCheck,
} from '../../lib/contract-guards';
import { arrayOf, listResponseOf, responseOf, shape } from '../../lib/guards';
import { catalogueQueryString, type CatalogueQuery } from '../../components/catalogue/catalogue-query';

export interface SeriesList {
  series: SeriesCard[];
  pagination: Pagination;
}

const seriesListResponse = responseOf<SeriesList>(
  shape({ series: arrayOf(seriesCardCheck), pagination: paginationCheck }),
);

export function fetchSeriesList(query: CatalogueQuery, signal?: AbortSignal): Promise<SeriesList> {
  return getJson(`/series?${catalogueQueryString(query)}`, seriesListResponse, { signal });
}

export function fetchSeriesGenres(signal?: AbortSignal): Promise<Genre[]> {
  return getJson('/series/genres', listResponseOf<Genre>(genreCheck, ['genres', 'data']), { signal });
}

export function fetchSeries(slug: string, signal?: AbortSignal): Promise<SeriesDetail> {
  return getJson(`/series/${encodeURIComponent(slug)}`, responseOf<SeriesDetail>(seriesDetailCheck), {
    signal,
  });
}

export function fetchSeasonEpisodes(seasonId: number, signal?: AbortSignal): Promise<Episode[]> {
  return getJson(
    `/series/seasons/${seasonId}/episodes`,
    listResponseOf<Episode>(episodeCheck, ['episodes', 'data']),
    { signal },
  );
}

export function fetchUnassignedReleases(slug: string, signal?: AbortSignal): Promise<Release[]> {
  return getJson(
    `/series/${encodeURIComponent(slug)}/releases/unassigned`,
    listResponseOf<Release>(releaseCheck, ['releases', 'data']),
    { signal },
  );
}

export const seriesKeys = {
  list: (query: CatalogueQuery) => ['series', 'list', query] as const,
  genres: ['series', 'genres'] as const,
  detail: (slug: string) => ['series', 'detail', slug] as const,
  episodes: (seasonId: number) => ['series', 'episodes', seasonId] as const,
  unassigned: (slug: string) => ['series', 'unassigned', slug] as const,
};

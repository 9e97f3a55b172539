import type { Release, ReleaseGroup, ReleasePage } from '@nzbkino/api-types';
import { api, bodyOf } from '../../lib/api-client';
import type { ReleaseSort } from '../../lib/contract-values';
import type { ReleaseTypeFilter, ResolutionFilter } from './useReleaseFilters';

/** Spec 000 §9. */
export const RELEASE_PAGE_SIZE = 25;
/** Spec 001 §9: the detail pages ask for up to 100 releases at once. */
export const RELEASE_LIST_LIMIT = 100;

export interface ReleaseQuery {
  page?: number;
  limit?: number;
  search?: string;
  type?: ReleaseTypeFilter;
  resolution?: ResolutionFilter;
  group?: string;
  /** A combined sort value (createdAt_desc); sent split into sortBy and sortOrder. */
  sort?: ReleaseSort;
  episodeId?: number;
  seriesId?: number;
  parsedSeason?: number;
  parsedEpisode?: number;
}

type SortField = ReleaseSort extends `${infer Field}_${string}` ? Field : never;
type SortOrder = ReleaseSort extends `${string}_${infer Order}` ? Order : never;

function releaseParams({ page, limit, search, type, resolution, group, sort, ...ids }: ReleaseQuery) {
  const cut = sort ? sort.lastIndexOf('_') : -1;
  return {
    page: page && page > 1 ? page : undefined,
    limit: limit ?? RELEASE_PAGE_SIZE,
    search: search || undefined,
    type: type && type !== 'all' ? type : undefined,
    resolution: resolution && resolution !== 'all' ? resolution : undefined,
    group: group || undefined,
    sortBy: sort ? (sort.slice(0, cut) as SortField) : undefined,
    sortOrder: sort ? (sort.slice(cut + 1) as SortOrder) : undefined,
    ...ids,
  };
}

export function fetchReleasePage(query: ReleaseQuery, signal?: AbortSignal): Promise<ReleasePage> {
  return bodyOf(api.GET('/api/releases', { params: { query: releaseParams(query) }, signal }));
}

/** All releases of an episode (up to RELEASE_LIST_LIMIT), as one list. */
export async function fetchReleaseList(query: ReleaseQuery, signal?: AbortSignal): Promise<Release[]> {
  const page = await fetchReleasePage({ limit: RELEASE_LIST_LIMIT, ...query }, signal);
  return page.data;
}

export function fetchReleaseGroups(signal?: AbortSignal): Promise<ReleaseGroup[]> {
  return bodyOf(api.GET('/api/releases/groups/list', { signal }));
}

export const releaseKeys = {
  page: (query: ReleaseQuery) => ['releases', 'page', query] as const,
  list: (query: ReleaseQuery) => ['releases', 'list', query] as const,
  groups: ['releases', 'groups'] as const,
};

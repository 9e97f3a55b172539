import type { Release, ReleaseGroup, ReleasePage } from '@nzbkino/shared';
import { getJson } from '../../lib/api-client';
import { releaseCheck, releaseGroupCheck, releasePageCheck } from '../../lib/contract-guards';
import { listResponseOf, responseOf } from '../../lib/guards';

/** Spec 000 §9. */
export const RELEASE_PAGE_SIZE = 25;
/** Spec 001 §9: the detail pages ask for up to 100 releases at once. */
export const RELEASE_LIST_LIMIT = 100;

export interface ReleaseQuery {
  page?: number;
  limit?: number;
  search?: string;
  type?: string;
  resolution?: string;
  group?: string;
  /** A combined sort value (createdAt_desc); sent split into sortBy and sortOrder. */
  sort?: string;
  episodeId?: number;
  seriesId?: number;
  parsedSeason?: number;
  parsedEpisode?: number;
}

export function releaseQueryString(query: ReleaseQuery): string {
  const params = new URLSearchParams();
  if (query.page && query.page > 1) params.set('page', String(query.page));
  params.set('limit', String(query.limit ?? RELEASE_PAGE_SIZE));
  if (query.search) params.set('search', query.search);
  if (query.type && query.type !== 'all') params.set('type', query.type);
  if (query.resolution && query.resolution !== 'all') params.set('resolution', query.resolution);
  if (query.group) params.set('group', query.group);
  if (query.sort) {
    const cut = query.sort.lastIndexOf('_');
    params.set('sortBy', query.sort.slice(0, cut));
    params.set('sortOrder', query.sort.slice(cut + 1));
  }
  for (const key of ['episodeId', 'seriesId', 'parsedSeason', 'parsedEpisode'] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

const releasePageResponse = responseOf<ReleasePage>(releasePageCheck);

export function fetchReleasePage(query: ReleaseQuery, signal?: AbortSignal): Promise<ReleasePage> {
  return getJson(`/releases?${releaseQueryString(query)}`, releasePageResponse, { signal });
}

/** Release lists of an episode: the answer may be a page or a bare list (spec 001 §7). */
export function fetchReleaseList(query: ReleaseQuery, signal?: AbortSignal): Promise<Release[]> {
  return getJson(
    `/releases?${releaseQueryString({ limit: RELEASE_LIST_LIMIT, ...query })}`,
    listResponseOf<Release>(releaseCheck, ['data', 'releases']),
    { signal },
  );
}

export function fetchReleaseGroups(signal?: AbortSignal): Promise<ReleaseGroup[]> {
  return getJson(
    '/releases/groups/list',
    listResponseOf<ReleaseGroup>(releaseGroupCheck, ['groups', 'data']),
    {
      signal,
    },
  );
}

export const releaseKeys = {
  page: (query: ReleaseQuery) => ['releases', 'page', query] as const,
  list: (query: ReleaseQuery) => ['releases', 'list', query] as const,
  groups: ['releases', 'groups'] as const,
};

import {
  RELEASE_RESOLUTIONS,
  RELEASE_SORTS,
  type ReleaseResolution,
  type ReleaseSort,
} from '../../lib/contract-values';
import { pageFrom, pickFrom, useQueryParams } from '../../lib/useQueryParams';

export type ReleaseTypeFilter = 'all' | 'movie' | 'series';
export type ResolutionFilter = 'all' | ReleaseResolution;

export const RELEASE_TYPES: readonly ReleaseTypeFilter[] = ['all', 'movie', 'series'];
export const RESOLUTIONS: readonly ResolutionFilter[] = ['all', ...RELEASE_RESOLUTIONS];
export const DEFAULT_RELEASE_SORT: ReleaseSort = 'createdAt_desc';

export interface ReleaseFilterState {
  page: number;
  search: string;
  type: ReleaseTypeFilter;
  resolution: ResolutionFilter;
  group: string;
  sort: ReleaseSort;
}

/**
 * The release catalogue's search, filters, sort and page, kept in the query string.
 * Any change of search, filter or sort goes back to page 1 (spec 000 §4).
 */
export function useReleaseFilters() {
  const { params, update } = useQueryParams();
  const state: ReleaseFilterState = {
    page: pageFrom(params),
    search: params.get('search')?.trim() ?? '',
    type: pickFrom(params.get('type'), RELEASE_TYPES, 'all'),
    resolution: pickFrom(params.get('resolution'), RESOLUTIONS, 'all'),
    group: params.get('group') ?? '',
    sort: pickFrom(params.get('sort'), RELEASE_SORTS, DEFAULT_RELEASE_SORT),
  };
  const isFiltered =
    state.search !== '' ||
    state.type !== 'all' ||
    state.resolution !== 'all' ||
    state.group !== '' ||
    state.sort !== DEFAULT_RELEASE_SORT;

  return {
    ...state,
    isFiltered,
    setSearch: (search: string) => update({ search }, { replace: true }),
    setType: (type: string) => update({ type: type === 'all' ? null : type }),
    setResolution: (resolution: string) => update({ resolution: resolution === 'all' ? null : resolution }),
    setGroup: (group: string) => update({ group }),
    setSort: (sort: string) => update({ sort: sort === DEFAULT_RELEASE_SORT ? null : sort }),
    setPage: (page: number, replace = false) =>
      update({ page: page > 1 ? page : null }, { keepPage: true, replace }),
    reset: () => update({ search: null, type: null, resolution: null, group: null, sort: null }),
  };
}

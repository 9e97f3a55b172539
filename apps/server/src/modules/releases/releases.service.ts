import type { Release, ReleaseGroup, ReleaseListQuery, ReleasePage } from '@nzbkino/shared';
import { TtlCache } from '../../lib/ttl-cache';
import type { ReleaseSearch } from '../search/release-search';
import type { ReleaseCriteria, ReleaseOrder, ReleaseSortColumn } from './release-query.types';
import type { ReleasesRepository } from './releases.repository';
import { toRelease } from './release-view';

/** How long the group list stays cached (it reads every release). */
export interface ReleaseListOptions {
  groupCacheTtlMs: number;
}

/** Spec 001 §9: 2160p/4K ranks above 1080p above 720p above everything else. */
const RESOLUTIONS_BEST_FIRST = ['2160p', '1080p', '720p'];
/** A movie or series page lists at most this many releases. */
export const MAX_WORK_RELEASES = 1000;

/** sortBy (combined like createdAt_desc, or a field with sortOrder) wins over sort; default newest first. */
function orderOf(query: ReleaseListQuery): ReleaseOrder {
  const value = query.sortBy ?? query.sort;
  if (!value) return { column: 'createdAt', direction: query.sortOrder ?? 'desc' };
  const [column, combined] = value.split('_') as [ReleaseSortColumn, 'asc' | 'desc' | undefined];
  return { column, direction: combined ?? query.sortOrder ?? (column === 'name' ? 'asc' : 'desc') };
}

function criteriaOf(query: ReleaseListQuery): ReleaseCriteria {
  const criteria: ReleaseCriteria = {};
  if (query.type === 'movie') criteria.kind = { parsedType: 'MOVIE', linkedTo: 'movie' };
  if (query.type === 'series') criteria.kind = { parsedType: 'TV', linkedTo: 'series' };
  if (query.resolution === 'SD') criteria.resolutionNotIn = RESOLUTIONS_BEST_FIRST;
  else if (query.resolution && query.resolution !== 'all') criteria.resolutionIn = [query.resolution];
  const group = query.group?.trim();
  if (group) criteria.groupName = group;
  if (query.movieId !== undefined) criteria.movieId = query.movieId;
  if (query.seriesId !== undefined) criteria.seriesId = query.seriesId;
  if (query.episodeId !== undefined) criteria.episodeId = query.episodeId;
  if (query.parsedSeason !== undefined) criteria.parsedSeason = query.parsedSeason;
  if (query.parsedEpisode !== undefined) criteria.parsedEpisode = query.parsedEpisode;
  return criteria;
}

/**
 * The release catalogue: filtered, sorted pages with a total that is exact for
 * ordinary result sets and an estimate (flagged `estimated`) for huge ones, so
 * that no request has to count a million rows. The pages come from the
 * installation's release search, as the Newznab API's do.
 */
export class ReleasesService {
  private readonly groupList: TtlCache<ReleaseGroup[]>;

  constructor(
    private readonly repository: ReleasesRepository,
    private readonly search: Pick<ReleaseSearch, 'listing'>,
    options: ReleaseListOptions = { groupCacheTtlMs: 60_000 },
  ) {
    this.groupList = new TtlCache(options.groupCacheTtlMs, 1);
  }

  async list(query: ReleaseListQuery): Promise<ReleasePage> {
    const { page, limit } = query;
    const { rows, total } = await this.search.listing({
      ...(query.search ? { words: query.search } : {}),
      filters: criteriaOf(query),
      order: orderOf(query),
      limit,
      offset: (page - 1) * limit,
    });
    return {
      data: rows.map(toRelease),
      currentPage: page,
      totalPages: Math.ceil(total.value / limit),
      totalItems: total.value,
      total: total.value,
      limit,
      estimated: total.estimated,
    };
  }

  /** Every release of a movie, best resolution first, smaller size first within it. */
  async forMovie(movieId: number): Promise<Release[]> {
    const rows = await this.repository.ranked(
      { movieId },
      RESOLUTIONS_BEST_FIRST,
      MAX_WORK_RELEASES,
      'sizeAsc',
    );
    return rows.map(toRelease);
  }

  /** Every release of a series by season and episode (packs first), best resolution first within one. */
  async forSeries(seriesId: number): Promise<Release[]> {
    const rows = await this.repository.ranked(
      { seriesId },
      RESOLUTIONS_BEST_FIRST,
      MAX_WORK_RELEASES,
      'seasonEpisode',
    );
    return rows.map(toRelease);
  }

  /** Releases of a series that no episode claims: season packs and episodes the catalogue lacks. */
  async unassigned(seriesId: number): Promise<Release[]> {
    const rows = await this.repository.ranked(
      { seriesId, withoutEpisode: true },
      RESOLUTIONS_BEST_FIRST,
      MAX_WORK_RELEASES,
      'seasonEpisode',
    );
    return rows.map(toRelease);
  }

  unassignedCount(seriesId: number): Promise<number> {
    return this.repository.countUpTo({ seriesId, withoutEpisode: true });
  }

  countFor(criteria: { movieId: number } | { seriesId: number }): Promise<number> {
    return this.repository.countUpTo(criteria);
  }

  countsByEpisode(episodeIds: number[]): Promise<Map<number, number>> {
    return this.repository.countByEpisode(episodeIds);
  }

  /** Release groups with their counts, sorted by name; cached briefly because it reads every release. */
  groups(): Promise<ReleaseGroup[]> {
    return this.groupList.getOrLoad('all', () => this.repository.groupsWithCounts());
  }
}

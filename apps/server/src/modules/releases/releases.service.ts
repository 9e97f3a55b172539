import type { Release, ReleaseGroup, ReleaseListQuery, ReleasePage } from '@nzbkino/shared';
import { TtlCache } from '../../lib/ttl-cache';
import { containsPattern, spellOutUmlauts, textSearch } from '../../lib/text-search';
import type { ReleaseCriteria, ReleaseOrder, ReleaseSortColumn } from './release-query.types';
import type { ReleasesRepository } from './releases.repository';
import { toRelease } from './release-view';

/** How totals are counted; the defaults suit a million releases, tests lower them. */
export interface ReleaseCountOptions {
  /** Up to this many matches the total is an exact count; beyond it the planner's estimate. */
  exactCountLimit: number;
  /** How long a total stays cached in this process (TTL only, so several servers stay correct enough). */
  countCacheTtlMs: number;
  /** How long the group list stays cached. */
  groupCacheTtlMs: number;
}

export const DEFAULT_RELEASE_COUNT_OPTIONS: ReleaseCountOptions = {
  exactCountLimit: 10_000,
  countCacheTtlMs: 30_000,
  groupCacheTtlMs: 60_000,
};

/** Spec 001 §9: 2160p/4K ranks above 1080p above 720p above everything else. */
const RESOLUTIONS_BEST_FIRST = ['2160p', '1080p', '720p'];
/** A movie or series page lists at most this many releases. */
export const MAX_WORK_RELEASES = 1000;
/** Below this length a search that found no word match is not retried as a substring. */
const MIN_SUBSTRING_SEARCH = 3;
/** Words in at least 1 % of release names are taken as typed in full (no prefix search). */
const FREQUENT_WORD_SHARE = 0.01;
/** The planner statistics change with ANALYZE only. */
const FREQUENT_WORDS_TTL_MS = 10 * 60_000;

interface Total {
  value: number;
  estimated: boolean;
}

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
 * ordinary result sets and a planner estimate (flagged `estimated`) for huge
 * ones, so that no request has to count a million rows.
 */
export class ReleasesService {
  private readonly options: ReleaseCountOptions;
  private readonly totals: TtlCache<Total>;
  private readonly groupList: TtlCache<ReleaseGroup[]>;
  private readonly frequentWords = new TtlCache<ReadonlySet<string>>(FREQUENT_WORDS_TTL_MS, 1);

  constructor(
    private readonly repository: ReleasesRepository,
    options: Partial<ReleaseCountOptions> = {},
  ) {
    this.options = { ...DEFAULT_RELEASE_COUNT_OPTIONS, ...options };
    this.totals = new TtlCache(this.options.countCacheTtlMs);
    this.groupList = new TtlCache(this.options.groupCacheTtlMs, 1);
  }

  async list(query: ReleaseListQuery): Promise<ReleasePage> {
    const { page, limit } = query;
    const criteria = criteriaOf(query);
    const order = orderOf(query);
    const search = query.search ? textSearch(query.search, await this.commonWords()) : null;
    // Input without a single letter or digit cannot match a release name.
    if (search && search.tsquery === null)
      return this.answer([], { value: 0, estimated: false }, page, limit);
    if (search?.tsquery) criteria.textQuery = search.tsquery;

    let result = await this.pageOf(criteria, order, page, limit);
    // Word search found nothing: retry as a substring ("etropoli", "264-GR") through the trigram index.
    if (search && result.total.value === 0 && search.raw.length >= MIN_SUBSTRING_SEARCH) {
      const { textQuery: _word, ...rest } = criteria;
      result = await this.pageOf(
        { ...rest, namePattern: containsPattern(spellOutUmlauts(search.raw.toLowerCase())) },
        order,
        page,
        limit,
      );
    }
    return this.answer(result.rows.map(toRelease), result.total, page, limit);
  }

  private async pageOf(criteria: ReleaseCriteria, order: ReleaseOrder, page: number, limit: number) {
    const offset = (page - 1) * limit;
    const [rows, counted] = await Promise.all([
      this.repository.page(criteria, order, limit, offset),
      this.total(criteria),
    ]);
    let total = counted;
    // A short page tells the exact total, whatever the estimate said.
    if (rows.length < limit && (rows.length > 0 || offset === 0)) {
      total = { value: offset + rows.length, estimated: false };
    } else if (rows.length === limit && total.value < offset + limit) {
      total = { value: offset + limit, estimated: true };
    }
    return { rows, total };
  }

  private commonWords(): Promise<ReadonlySet<string>> {
    return this.frequentWords.getOrLoad(
      'all',
      async () => new Set(await this.repository.frequentLexemes(FREQUENT_WORD_SHARE)),
    );
  }

  private answer(data: Release[], total: Total, page: number, limit: number): ReleasePage {
    return {
      data,
      currentPage: page,
      totalPages: Math.ceil(total.value / limit),
      totalItems: total.value,
      total: total.value,
      limit,
      estimated: total.estimated,
    };
  }

  private total(criteria: ReleaseCriteria): Promise<Total> {
    return this.totals.getOrLoad(JSON.stringify(criteria), async () => {
      const limit = this.options.exactCountLimit;
      const estimate = await this.repository.estimate(criteria);
      if (estimate > limit) return { value: estimate, estimated: true };
      const counted = await this.repository.countUpTo(criteria, limit + 1);
      return counted <= limit
        ? { value: counted, estimated: false }
        : { value: Math.max(counted, estimate), estimated: true };
    });
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

import { and, asc, count, desc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { episodes, movies, releaseGroups, releases, series } from '../../db/schema';

/** Which releases a list shows; every field narrows the set (AND). */
export interface ReleaseCriteria {
  /** A `to_tsquery('simple', …)` text matched against the name vector. */
  textQuery?: string;
  /** An ILIKE pattern (escape character `!`) matched against the name. */
  namePattern?: string;
  /** Parsed type, or linked to a work of that kind. */
  kind?: { parsedType: 'MOVIE' | 'TV'; linkedTo: 'movie' | 'series' };
  resolutionIn?: string[];
  /** Resolution unknown or none of these. */
  resolutionNotIn?: string[];
  /** Release group name, compared case-insensitively. */
  groupName?: string;
  movieId?: number;
  seriesId?: number;
  episodeId?: number;
  parsedSeason?: number;
  parsedEpisode?: number;
  withoutEpisode?: boolean;
}

export type ReleaseSortColumn = 'createdAt' | 'name' | 'size';
export interface ReleaseOrder {
  column: ReleaseSortColumn;
  direction: 'asc' | 'desc';
}

const SORT_COLUMNS = { createdAt: releases.createdAt, name: releases.name, size: releases.size } as const;

/** The columns a release row needs, with its movie, series, episode and group joined in. */
const rowColumns = {
  id: releases.id,
  guid: releases.guid,
  name: releases.name,
  parsedTitle: releases.parsedTitle,
  parsedType: releases.parsedType,
  parsedResolution: releases.parsedResolution,
  parsedGroup: releases.parsedGroup,
  parsedSeason: releases.parsedSeason,
  parsedEpisode: releases.parsedEpisode,
  source: releases.source,
  remux: releases.remux,
  videoCodec: releases.videoCodec,
  hdr: releases.hdr,
  audioFormats: releases.audioFormats,
  audioChannels: releases.audioChannels,
  audioLanguages: releases.audioLanguages,
  dualLanguage: releases.dualLanguage,
  multiLanguage: releases.multiLanguage,
  size: releases.size,
  fileCount: releases.fileCount,
  grabs: releases.grabs,
  nfoHash: releases.nfoHash,
  postedAt: releases.postedAt,
  createdAt: releases.createdAt,
  movieId: releases.movieId,
  seriesId: releases.seriesId,
  episodeId: releases.episodeId,
  groupName: releaseGroups.name,
  movieSlug: movies.slug,
  movieTitle: movies.title,
  movieYear: movies.year,
  movieLanguage: movies.originalLanguage,
  seriesSlug: series.slug,
  seriesTitle: series.title,
  seriesLanguage: series.originalLanguage,
  episodeNumber: episodes.episodeNumber,
  episodeTitle: episodes.title,
  episodeSeasonNumber: episodes.seasonNumber,
  episodeSeriesId: episodes.seriesId,
};

export interface ReleaseListRow {
  id: number;
  guid: string;
  name: string;
  parsedTitle: string;
  parsedType: 'MOVIE' | 'TV' | 'MUSIC' | 'UNKNOWN';
  parsedResolution: string | null;
  parsedGroup: string | null;
  parsedSeason: number | null;
  parsedEpisode: number | null;
  source: string | null;
  remux: boolean;
  videoCodec: string | null;
  hdr: string[];
  audioFormats: string[];
  audioChannels: string | null;
  audioLanguages: string[];
  dualLanguage: boolean;
  multiLanguage: boolean;
  size: number;
  fileCount: number;
  grabs: number;
  nfoHash: string | null;
  postedAt: Date | null;
  createdAt: Date;
  movieId: number | null;
  seriesId: number | null;
  episodeId: number | null;
  groupName: string | null;
  movieSlug: string | null;
  movieTitle: string | null;
  movieYear: number | null;
  movieLanguage: string | null;
  seriesSlug: string | null;
  seriesTitle: string | null;
  seriesLanguage: string | null;
  episodeNumber: number | null;
  episodeTitle: string | null;
  episodeSeasonNumber: number | null;
  episodeSeriesId: number | null;
}

function whereOf(c: ReleaseCriteria): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (c.textQuery !== undefined)
    parts.push(sql`${releases.searchVector} @@ to_tsquery('simple', ${c.textQuery})`);
  if (c.namePattern !== undefined) parts.push(sql`${releases.name} ilike ${c.namePattern} escape '!'`);
  if (c.kind) {
    const linked = c.kind.linkedTo === 'movie' ? releases.movieId : releases.seriesId;
    parts.push(or(eq(releases.parsedType, c.kind.parsedType), sql`${linked} is not null`));
  }
  if (c.resolutionIn) parts.push(inArray(releases.parsedResolution, c.resolutionIn));
  if (c.resolutionNotIn)
    parts.push(
      or(isNull(releases.parsedResolution), notInArray(releases.parsedResolution, c.resolutionNotIn)),
    );
  if (c.groupName !== undefined)
    parts.push(
      sql`${releases.groupId} = (select ${releaseGroups.id} from ${releaseGroups} where lower(${releaseGroups.name}) = lower(${c.groupName}))`,
    );
  if (c.movieId !== undefined) parts.push(eq(releases.movieId, c.movieId));
  if (c.seriesId !== undefined) parts.push(eq(releases.seriesId, c.seriesId));
  if (c.episodeId !== undefined) parts.push(eq(releases.episodeId, c.episodeId));
  if (c.parsedSeason !== undefined) parts.push(eq(releases.parsedSeason, c.parsedSeason));
  if (c.parsedEpisode !== undefined) parts.push(eq(releases.parsedEpisode, c.parsedEpisode));
  if (c.withoutEpisode) parts.push(isNull(releases.episodeId));
  return parts.length ? and(...parts) : undefined;
}

function orderOf(order: ReleaseOrder): SQL[] {
  const by = order.direction === 'asc' ? asc : desc;
  return [by(SORT_COLUMNS[order.column]), by(releases.id)];
}

/** `CASE resolution WHEN first THEN n … ELSE 0 END`: a ranking given as best-first list. */
function resolutionRank(bestFirst: string[]): SQL {
  const cases = bestFirst.map((value, i) => sql`when ${value} then ${bestFirst.length - i}`);
  return sql`case ${releases.parsedResolution} ${sql.join(cases, sql` `)} else 0 end`;
}

function planRows(result: unknown): number {
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);
  const cell = rows[0]?.['QUERY PLAN'];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/** Release lists and counts. Pages select ids first (index-only where possible), then join the page's rows. */
export class ReleasesRepository {
  constructor(private readonly db: Database) {}

  private joined() {
    return this.db
      .select(rowColumns)
      .from(releases)
      .leftJoin(releaseGroups, eq(releaseGroups.id, releases.groupId))
      .leftJoin(movies, eq(movies.id, releases.movieId))
      .leftJoin(series, eq(series.id, releases.seriesId))
      .leftJoin(episodes, eq(episodes.id, releases.episodeId));
  }

  /** One page: the ids come from the sort index, the joins run for those rows only. */
  async page(
    criteria: ReleaseCriteria,
    order: ReleaseOrder,
    limit: number,
    offset: number,
  ): Promise<ReleaseListRow[]> {
    const ids = this.db
      .select({ id: releases.id })
      .from(releases)
      .where(whereOf(criteria))
      .orderBy(...orderOf(order))
      .limit(limit)
      .offset(offset)
      .as('page_ids');
    return this.db
      .select(rowColumns)
      .from(ids)
      .innerJoin(releases, eq(releases.id, ids.id))
      .leftJoin(releaseGroups, eq(releaseGroups.id, releases.groupId))
      .leftJoin(movies, eq(movies.id, releases.movieId))
      .leftJoin(series, eq(series.id, releases.seriesId))
      .leftJoin(episodes, eq(episodes.id, releases.episodeId))
      .orderBy(...orderOf(order));
  }

  /** Releases ordered by resolution rank (best first), then the given keys. */
  ranked(
    criteria: ReleaseCriteria,
    bestFirst: string[],
    limit: number,
    thenBy: 'sizeAsc' | 'seasonEpisode',
  ): Promise<ReleaseListRow[]> {
    const rank = resolutionRank(bestFirst);
    const order =
      thenBy === 'sizeAsc'
        ? [desc(rank), asc(releases.size), desc(releases.id)]
        : [
            sql`${releases.parsedSeason} asc nulls last`,
            sql`${releases.parsedEpisode} asc nulls first`,
            desc(rank),
            asc(releases.size),
            desc(releases.id),
          ];
    return this.joined()
      .where(whereOf(criteria))
      .orderBy(...order)
      .limit(limit);
  }

  /** The number of matching releases, or min(count, cap): counting stops once cap rows are found. */
  async countUpTo(criteria: ReleaseCriteria, cap?: number): Promise<number> {
    if (cap === undefined) {
      const [row] = await this.db.select({ n: count() }).from(releases).where(whereOf(criteria));
      return row?.n ?? 0;
    }
    const capped = this.db
      .select({ one: sql`1` })
      .from(releases)
      .where(whereOf(criteria))
      .limit(cap)
      .as('capped');
    const [row] = await this.db.select({ n: count() }).from(capped);
    return row?.n ?? 0;
  }

  /** The planner's row estimate for the criteria: no rows are read. */
  async estimate(criteria: ReleaseCriteria): Promise<number> {
    const query = this.db
      .select({ one: sql`1` })
      .from(releases)
      .where(whereOf(criteria));
    return planRows(await this.db.execute(sql`explain (format json) ${query}`));
  }

  /** Lexemes of the name vector at least this frequent, from the planner statistics (empty before ANALYZE). */
  async frequentLexemes(minFrequency: number): Promise<string[]> {
    const result = await this.db.execute(
      sql`select most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs from pg_stats
          where schemaname = current_schema() and tablename = 'releases' and attname = 'search_vector'`,
    );
    const rows = (result as unknown as { rows: { elems: string[] | null; freqs: number[] | null }[] }).rows;
    const { elems, freqs } = rows[0] ?? { elems: null, freqs: null };
    if (!elems || !freqs) return [];
    return elems.filter((_, i) => (freqs[i] ?? 0) >= minFrequency);
  }

  async countByEpisode(episodeIds: number[]): Promise<Map<number, number>> {
    if (episodeIds.length === 0) return new Map();
    const rows = await this.db
      .select({ episodeId: releases.episodeId, n: count() })
      .from(releases)
      .where(inArray(releases.episodeId, episodeIds))
      .groupBy(releases.episodeId);
    return new Map(rows.map((r) => [r.episodeId!, r.n]));
  }

  /** Groups with their release counts, by name. */
  groupsWithCounts(): Promise<{ id: number; name: string; releaseCount: number }[]> {
    const counts = this.db
      .select({ groupId: releases.groupId, n: count().as('n') })
      .from(releases)
      .where(sql`${releases.groupId} is not null`)
      .groupBy(releases.groupId)
      .as('counts');
    return this.db
      .select({ id: releaseGroups.id, name: releaseGroups.name, releaseCount: counts.n })
      .from(releaseGroups)
      .innerJoin(counts, eq(counts.groupId, releaseGroups.id))
      .orderBy(sql`lower(${releaseGroups.name})`, asc(releaseGroups.id));
  }
}

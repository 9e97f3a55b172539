import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { releaseGroups, releases } from '../../db/schema';
import { ReleasePageQueries } from './release-page-query';
import { joinRowRelations, releaseRowColumns, whereOf } from './release-query-parts';
import type { ReleaseCriteria, ReleaseListRow, ReleaseOrder } from './release-query.types';

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
  private readonly pages: ReleasePageQueries;

  constructor(private readonly db: Database) {
    this.pages = new ReleasePageQueries(db);
  }

  private joined() {
    return joinRowRelations(this.db.select(releaseRowColumns).from(releases).$dynamic());
  }

  /** One page: the ids come from the sort index, the joins run for those rows only (built once per shape). */
  page(
    criteria: ReleaseCriteria,
    order: ReleaseOrder,
    limit: number,
    offset: number,
  ): Promise<ReleaseListRow[]> {
    return this.pages.run(criteria, order, limit, offset);
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

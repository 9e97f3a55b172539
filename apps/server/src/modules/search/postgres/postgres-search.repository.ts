import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { executePrepared, queryPreparedArrays } from '../../../db/prepared';
import { rowsOf } from '../../../db/user-lock';
import type { SearchCriteria } from '../release-search';
import {
  CATALOGUE_STAMP,
  catalogueJoins,
  catalogueStampOf,
  readRows,
  selectList,
  titlePage,
  type RowDetail,
} from '../../newznab/rows/newznab-rows';
import type { NewznabRow } from '../../newznab/rows/newznab-row';

/** The films or series that carry all these ids (Sonarr sends tvdbid and imdbid together: they must name the same entry). */
function idsMatch(ids: Record<string, string | number | undefined>): SQL {
  const columns: Record<string, string> = {
    imdbId: 'imdb_id',
    tmdbId: 'tmdb_id',
    tvdbId: 'tvdb_id',
    tvmazeId: 'tvmaze_id',
    tvrageId: 'tvrage_id',
  };
  const parts = Object.entries(ids)
    .filter(([, v]) => v !== undefined)
    .map(([key, value]) => sql`${sql.identifier(columns[key]!)} = ${value}`);
  return sql.join(parts, sql` and `);
}

function idMatch(table: 'movies' | 'series', ids: Record<string, string | number | undefined>): SQL {
  return sql`(select id from ${sql.identifier(table)} where ${idsMatch(ids)})`;
}

function whereOf(c: SearchCriteria): SQL {
  const parts: SQL[] = [sql`true`];
  if (c.tsquery !== undefined) parts.push(sql`r.search_vector @@ to_tsquery('simple', ${c.tsquery})`);
  if (c.categories) parts.push(sql`r.newznab_category = any(${sql.param(c.categories)}::int[])`);
  if (c.postedAfter) parts.push(sql`coalesce(r.posted_at, r.created_at) > ${c.postedAfter}`);
  if (c.minSize !== undefined) parts.push(sql`r.size >= ${c.minSize}`);
  if (c.maxSize !== undefined) parts.push(sql`r.size <= ${c.maxSize}`);
  if (c.season !== undefined) parts.push(sql`r.parsed_season = ${c.season}`);
  if (c.episode !== undefined)
    parts.push(sql`(r.parsed_episode = ${c.episode} or ${c.episode} = any(r.parsed_episodes))`);
  if (c.airDate !== undefined) parts.push(sql`r.air_date = ${c.airDate}::date`);
  if (c.movie) parts.push(sql`r.movie_id = any(array${idMatch('movies', c.movie)})`);
  if (c.series) parts.push(sql`r.series_id = any(array${idMatch('series', c.series)})`);
  if (c.guid !== undefined) parts.push(sql`r.guid = ${c.guid}`);
  if (c.releaseIds) parts.push(sql`r.id = any(${sql.param(c.releaseIds)}::int[])`);
  if (c.movieIds) parts.push(sql`r.movie_id = any(${sql.param(c.movieIds)}::int[])`);
  if (c.seriesIds) parts.push(sql`r.series_id = any(${sql.param(c.seriesIds)}::int[])`);
  return sql.join(parts, sql` and `);
}

/** Whether the criteria name films, series or releases (whose releases one plan finds, whatever the values). */
const namesTitles = (c: SearchCriteria) =>
  c.movie !== undefined ||
  c.series !== undefined ||
  c.guid !== undefined ||
  c.releaseIds !== undefined ||
  c.movieIds !== undefined ||
  c.seriesIds !== undefined;

/**
 * The rows of a page. Rows read without their films and series (`catalogueStamp`
 * set) get them from the server's copy (catalogue-entries.ts), as of that stamp.
 */
export interface PageRows {
  rows: NewznabRow[];
  /** The catalogue's newest change stamp in the rows' statement; null when the rows carry their entries. */
  catalogueStamp: number | null;
}

const joinedRows = (rows: NewznabRow[]): PageRows => ({ rows, catalogueStamp: null });

export type { SearchCriteria };

/** Release lookups of the PostgreSQL search driver: newest first, ids of the page first, then their rows. */
export class PostgresSearchRepository {
  constructor(private readonly db: Database) {}

  /**
   * One page, newest first. With a film or series named by its ids (Radarr's
   * and Sonarr's searches) one prepared statement reads that title once and
   * its releases ({@link titlePage}). With releases or the titles of a
   * member's lists named, the best plan is always those releases: one
   * prepared statement reads the page and its rows. A page of other criteria
   * (categories, words, sizes) needs the index its values favour, so its plan
   * was made anew on every call, joins and per-release subqueries included (on
   * PGlite about half of the RSS-sync page's time): there the page's ids are
   * planned per call and their rows read by the one generic statement of
   * {@link rowsOf}.
   */
  async search(c: SearchCriteria, limit: number, offset: number, detail: RowDetail): Promise<PageRows> {
    const order = sql`order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`;
    const title = c.movie && !c.series ? 'movie' : c.series && !c.movie ? 'series' : null;
    if (title) {
      const entries = idsMatch((c.movie ?? c.series)!);
      const rest = sql`where ${whereOf({ ...c, movie: undefined, series: undefined })} ${order}`;
      const query = titlePage(title, entries, detail, rest);
      return joinedRows(readRows(await queryPreparedArrays(this.db, query), detail));
    }
    const where = whereOf(c);
    if (namesTitles(c)) {
      const query = sql`with page as (select r.id, r.created_at from releases r where ${where} ${order})
        select ${selectList(detail)}
        from page join releases r on r.id = page.id ${catalogueJoins}
        order by page.created_at desc, page.id desc`;
      return joinedRows(readRows(await queryPreparedArrays(this.db, query), detail));
    }
    const { ids } = await this.pageIds(c, limit, offset);
    return ids.length === 0 ? joinedRows([]) : this.rowsOf(ids, detail);
  }

  /**
   * The ids of one page, newest first, with the catalogue's newest change
   * stamp (for rows the server holds itself: release-store.ts; null without rows).
   */
  async pageIds(
    c: SearchCriteria,
    limit: number,
    offset: number,
  ): Promise<{ ids: number[]; catalogueStamp: number | null }> {
    const query = sql`select r.id, ${CATALOGUE_STAMP} as stamp from releases r where ${whereOf(c)}
      order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`;
    // Word and size filters change which index is best from value to value: planned afresh.
    const valueDependent = c.tsquery !== undefined || c.minSize !== undefined || c.maxSize !== undefined;
    const result = valueDependent ? await this.db.execute(query) : await executePrepared(this.db, query);
    const rows = rowsOf<{ id: number; stamp: number | null }>(result);
    return {
      ids: rows.map((row) => Number(row.id)),
      catalogueStamp: rows[0] ? Number(rows[0].stamp ?? 0) : null,
    };
  }

  /**
   * The releases among `ids`, newest first: a category page's rows, or those of
   * a page the server's copy of the releases does not hold yet. Their films and
   * series are not looked up here: the statement reads the entry ids and the
   * catalogue's change stamp (catalogue-entries.ts fills them in).
   */
  async rowsOf(ids: number[], detail: RowDetail): Promise<PageRows> {
    const query = sql`select ${selectList(detail, undefined, 'entries')}
      from releases r
      where r.id = any(${sql.param(ids)}::int[])
      order by r.created_at desc, r.id desc`;
    // Found by id whatever the values: one plan serves every call, so the generic one is forced
    // (a page of a few releases would otherwise be planned anew each time).
    const cells = await queryPreparedArrays(this.db, query, 'generic');
    return { rows: readRows(cells, detail, 'entries'), catalogueStamp: catalogueStampOf(cells, detail) };
  }

  /** Matching releases, counted up to `cap` (a huge result is reported as cap). */
  async countUpTo(c: SearchCriteria, cap: number): Promise<number> {
    const [row] = rowsOf<{ n: number | string }>(
      await this.db.execute(
        sql`select count(*) as n from (select 1 from releases r where ${whereOf(c)} limit ${cap}) capped`,
      ),
    );
    return Number(row?.n ?? 0);
  }

  /** The planner's estimate of matching releases (no rows are read). */
  async estimate(c: SearchCriteria): Promise<number> {
    const result = await this.db.execute(
      sql`explain (format json) select 1 from releases r where ${whereOf(c)}`,
    );
    const [row] = rowsOf<Record<string, unknown>>(result);
    const cell = row?.['QUERY PLAN'];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: { 'Plan Rows': number } }];
    return Math.round(plan[0].Plan['Plan Rows']);
  }

  async idByGuid(guid: string): Promise<number | null> {
    const [row] = rowsOf<{ id: number }>(
      await executePrepared(this.db, sql`select id from releases where guid = ${guid} limit 1`),
    );
    return row ? Number(row.id) : null;
  }
}

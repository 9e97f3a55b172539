import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executePrepared, queryPreparedArrays } from '../../db/prepared';
import { rowsOf } from '../../db/user-lock';
import { CATALOGUE_STAMP, cellCount, readRows, selectList } from './newznab-rows';
import type { StoredRelease } from './release-store';
import type { IndexedRelease } from './word-index-base';

/** A release as the word index and the release store read it, with when it last changed. */
export interface ReleaseWords extends IndexedRelease {
  updatedMs: number | null;
  /** the release as a Newznab item shows it (its film or series by id only) */
  release: StoredRelease;
}

/**
 * Every column an item with attributes shows, read as the pages read them
 * (newznab-rows.ts: the same select list, so the copy and a page of the
 * database hold the same values), then the search vector's lexemes and the
 * change stamp. Lexemes never hold a space.
 */
const ITEM_CELLS = cellCount('attributes', 'entries');
const COLUMNS = sql`${selectList('attributes', undefined, 'entries')},
  array_to_string(tsvector_to_array(r.search_vector), ' ') as lexemes,
  date_part('epoch', r.updated_at) * 1000 as updated_ms`;

function toWords(cells: unknown[][]): ReleaseWords[] {
  const releases = readRows(cells, 'attributes', 'entries');
  return releases.map((release, n) => {
    const lexemes = String(cells[n]![ITEM_CELLS] ?? '');
    const updated = cells[n]![ITEM_CELLS + 1];
    const { movie: _m, series: _s, genres: _g, originalLanguage: _l, ...own } = release;
    return {
      id: release.id,
      createdMs: release.createdAt.getTime(),
      postedMs: (release.postedAt ?? release.createdAt).getTime(),
      size: release.size,
      category: release.category,
      lexemes: lexemes === '' ? [] : lexemes.split(' '),
      updatedMs: updated == null ? null : Number(updated),
      release: own,
    };
  });
}

/** What the Newznab word index and release store read of the releases: in id order, by id, and what changed lately. */
export class ReleaseWordsRepository {
  constructor(private readonly db: Database) {}

  private async read(query: SQL): Promise<ReleaseWords[]> {
    return toWords(await queryPreparedArrays(this.db, query));
  }

  /** Up to `limit` releases with ids above `afterId`, ascending. */
  after(afterId: number, limit: number): Promise<ReleaseWords[]> {
    return this.read(
      sql`select ${COLUMNS} from releases r where r.id > ${afterId} order by r.id limit ${limit}`,
    );
  }

  /** The releases among `ids` (missing ones were never committed or are deleted), and those changed after `since`. */
  byIdsOrChangedAfter(ids: number[], since: Date): Promise<ReleaseWords[]> {
    return this.read(sql`select ${COLUMNS} from releases r where r.id = any(${sql.param(ids)}::int[])
      union all select ${COLUMNS} from releases r where r.updated_at > ${since}
        and r.id <> all(${sql.param(ids)}::int[])`);
  }

  /** Releases deleted after `since` (by any server: a trigger notes them, migration 0018). */
  async deletedAfter(since: Date): Promise<number[]> {
    const rows = rowsOf<{ id: number }>(
      await executePrepared(
        this.db,
        sql`select release_id as id from release_deletions where deleted_at > ${since}`,
      ),
    );
    return rows.map((row) => Number(row.id));
  }

  /** Download counts changed after `since`. */
  async grabsChangedAfter(since: Date): Promise<{ id: number; grabs: number }[]> {
    const rows = rowsOf<{ id: number; grabs: number }>(
      await executePrepared(
        this.db,
        sql`select release_id as id, grabs from release_grab_counts where updated_at > ${since}`,
      ),
    );
    return rows.map((row) => ({ id: Number(row.id), grabs: Number(row.grabs) }));
  }

  /** The newest change stamp of the films and series (epoch ms; 0 while none has one). */
  async catalogueStamp(): Promise<number> {
    const [row] = rowsOf<{ stamp: number | null }>(
      await executePrepared(this.db, sql`select ${CATALOGUE_STAMP} as stamp`),
    );
    return Number(row?.stamp ?? 0);
  }

  /** The planner's count of releases (no rows are read; 0 before the first ANALYZE). */
  async estimatedCount(): Promise<number> {
    const [row] = rowsOf<{ n: number | null }>(
      await this.db.execute(
        sql`select reltuples::float8 as n from pg_class where oid = 'releases'::regclass`,
      ),
    );
    return Math.max(0, Math.ceil(Number(row?.n ?? 0) * 1.02));
  }

  async highestId(): Promise<number> {
    const [row] = rowsOf<{ id: number | null }>(
      await this.db.execute(sql`select max(id) as id from releases`),
    );
    return Number(row?.id ?? 0);
  }

  /** The database's clock, which stamps `updated_at`. */
  async now(): Promise<Date> {
    const [row] = rowsOf<{ now: Date | string }>(await this.db.execute(sql`select now() as now`));
    return new Date(row!.now);
  }
}

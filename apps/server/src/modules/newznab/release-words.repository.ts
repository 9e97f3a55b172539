import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { rowsOf } from '../../db/user-lock';
import type { IndexedRelease } from './word-index-base';

/** A release as the word index reads it, with when an admin last changed it. */
export interface ReleaseWords extends IndexedRelease {
  updatedMs: number | null;
}

// Times as epoch milliseconds (float8 keeps the microseconds the order uses); lexemes never hold a space.
const COLUMNS = sql`r.id, extract(epoch from r.created_at)::float8 * 1000 as created_ms,
  extract(epoch from coalesce(r.posted_at, r.created_at))::float8 * 1000 as posted_ms,
  r.size, r.newznab_category, extract(epoch from r.updated_at)::float8 * 1000 as updated_ms,
  array_to_string(tsvector_to_array(r.search_vector), ' ') as lexemes`;

type Raw = Record<string, unknown>;

function toWords(r: Raw): ReleaseWords {
  const lexemes = String(r.lexemes ?? '');
  return {
    id: Number(r.id),
    createdMs: Number(r.created_ms),
    postedMs: Number(r.posted_ms),
    size: Number(r.size),
    category: Number(r.newznab_category ?? 0),
    lexemes: lexemes === '' ? [] : lexemes.split(' '),
    updatedMs: r.updated_ms == null ? null : Number(r.updated_ms),
  };
}

/** What the Newznab word index reads of the releases: in id order, by id, and the ones changed lately. */
export class ReleaseWordsRepository {
  constructor(private readonly db: Database) {}

  private async read(query: SQL): Promise<ReleaseWords[]> {
    return rowsOf<Raw>(await executePrepared(this.db, query)).map(toWords);
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
      union select ${COLUMNS} from releases r where r.updated_at > ${since}`);
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

import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { executePrepared } from '../../../db/prepared';
import { rowsOf } from '../../../db/user-lock';

/** A place in the feed: after the change `changeId` of the transaction sealed as `seq`. */
export interface FeedPosition {
  seq: number;
  changeId: number;
}

/** One change of the feed, in commit order. */
export interface FeedChange extends FeedPosition {
  releaseId: number;
  /** `upsert`: inserted or changed, read it again; `delete`: gone. */
  kind: 'upsert' | 'delete';
}

/** Before the first change: a consumer there reads the whole retained feed. */
export const FEED_START: FeedPosition = { seq: 0, changeId: 0 };
/** A change id beyond every change of a transaction: "after the whole transaction `seq`". */
const WHOLE_TRANSACTION = Number.MAX_SAFE_INTEGER;

interface ChangeCells {
  seq: string | number;
  change_id: string | number;
  release_id: number;
  kind: 'upsert' | 'delete';
}

/**
 * Reads and keeps the search change feed that the triggers of migration 0019
 * write. Only sealed (committed) transactions are read, and seqs are sealed in
 * commit order, so reading "after a position" never skips a change that
 * commits later.
 */
export class SearchFeedRepository {
  constructor(private readonly db: Database) {}

  /** Up to `limit` changes after `position`, in commit order (and in each transaction, in order of writing). */
  async after(position: FeedPosition, limit: number, db: Database = this.db): Promise<FeedChange[]> {
    const query = sql`select t.seq, c.id as change_id, c.release_id, c.kind
      from search_feed_transactions t join search_feed_changes c on c.tx_id = t.tx_id
      where t.seq >= ${position.seq} and (t.seq > ${position.seq} or c.id > ${position.changeId})
      order by t.seq, c.id
      limit ${limit}`;
    return rowsOf<ChangeCells>(await executePrepared(db, query, 'generic')).map((row) => ({
      seq: Number(row.seq),
      changeId: Number(row.change_id),
      releaseId: Number(row.release_id),
      kind: row.kind,
    }));
  }

  /** After the newest committed change: where a consumer starts that needs nothing older. */
  async head(db: Database = this.db): Promise<FeedPosition> {
    const [row] = rowsOf<{ seq: string | number | null }>(
      await executePrepared(db, sql`select max(seq) as seq from search_feed_transactions`),
    );
    return { seq: Number(row?.seq ?? 0), changeId: WHOLE_TRANSACTION };
  }

  /** The oldest sealed transaction still kept; null when the feed is empty. */
  async oldestSeq(): Promise<number | null> {
    const [row] = rowsOf<{ seq: string | number | null }>(
      await this.db.execute(sql`select min(seq) as seq from search_feed_transactions`),
    );
    return row?.seq == null ? null : Number(row.seq);
  }

  /** The position a durable consumer saved; null when it has none. */
  async position(consumer: string, db: Database = this.db): Promise<FeedPosition | null> {
    const [row] = rowsOf<{ seq: string | number; change_id: string | number }>(
      await db.execute(
        sql`select seq, change_id from search_feed_positions where consumer = ${consumer} for update`,
      ),
    );
    return row ? { seq: Number(row.seq), changeId: Number(row.change_id) } : null;
  }

  async savePosition(consumer: string, position: FeedPosition, db: Database = this.db): Promise<void> {
    await db.execute(sql`insert into search_feed_positions (consumer, seq, change_id, updated_at)
      values (${consumer}, ${position.seq}, ${position.changeId}, now())
      on conflict (consumer) do update set seq = excluded.seq, change_id = excluded.change_id,
        updated_at = excluded.updated_at`);
  }

  async positions(): Promise<Array<{ consumer: string } & FeedPosition>> {
    const rows = rowsOf<{ consumer: string; seq: string | number; change_id: string | number }>(
      await this.db.execute(
        sql`select consumer, seq, change_id from search_feed_positions order by consumer`,
      ),
    );
    return rows.map((row) => ({
      consumer: row.consumer,
      seq: Number(row.seq),
      changeId: Number(row.change_id),
    }));
  }

  async removePosition(consumer: string): Promise<void> {
    await this.db.execute(sql`delete from search_feed_positions where consumer = ${consumer}`);
  }

  /**
   * Deletes the transactions every durable consumer has applied that were
   * committed more than `keepMs` ago (what a follower that started from the
   * head needs is younger), with their changes. Returns how many transactions went.
   */
  async prune(keepMs: number, batch = 10_000): Promise<number> {
    const result = await this.db.execute(sql`with gone as (
        delete from search_feed_transactions t
        where t.tx_id in (
          select tx_id from search_feed_transactions
          where seq is not null and committed_at < now() - ${keepMs} * interval '1 millisecond'
            and seq < coalesce((select min(seq) from search_feed_positions), ${Number.MAX_SAFE_INTEGER})
          order by seq limit ${batch})
        returning t.tx_id),
      changes as (delete from search_feed_changes c using gone where c.tx_id = gone.tx_id returning 1)
      select (select count(*) from gone) as transactions, (select count(*) from changes) as changes`);
    const [row] = rowsOf<{ transactions: string | number }>(result);
    return Number(row?.transactions ?? 0);
  }

  /** Changes whose transaction row is missing (damage: nothing writes them so); repaired by {@link removeOrphans}. */
  async orphanCount(): Promise<number> {
    const [row] = rowsOf<{ n: string | number }>(
      await this.db.execute(sql`select count(*) as n from search_feed_changes c
        where not exists (select 1 from search_feed_transactions t where t.tx_id = c.tx_id)`),
    );
    return Number(row?.n ?? 0);
  }

  async removeOrphans(): Promise<number> {
    const result = await this.db.execute(sql`with gone as (delete from search_feed_changes c
        where not exists (select 1 from search_feed_transactions t where t.tx_id = c.tx_id) returning 1)
      select count(*) as n from gone`);
    return Number(rowsOf<{ n: string | number }>(result)[0]?.n ?? 0);
  }
}

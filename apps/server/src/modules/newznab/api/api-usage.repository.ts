import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { executePrepared } from '../../../db/prepared';
import { rowsOf } from '../../../db/user-lock';

export interface ApiUsage {
  /** Requests in the window, this one included. */
  count: number;
  /** Start of the oldest hour in the window that holds a request. */
  oldest: Date | null;
}

/**
 * Selected in a statement that counts a request: that statement's transaction
 * (only it, `is_local`) commits without waiting for the WAL flush. A database
 * crash can forget at most the last ~0.6 s of counted requests of a 24-hour
 * quota; waiting was a quarter of an API answer's cost at 1M releases
 * (bench/README.md). Grabs and everything else stay synchronous.
 */
export const COMMIT_ASYNCHRONOUSLY = sql`set_config('synchronous_commit', 'off', true)`;

/** Hourly request counters of the Newznab API (table api_usage). */
export class ApiUsageRepository {
  constructor(private readonly db: Database) {}

  /**
   * Counts one request in the current hour and returns the window's total, in
   * one statement: the upsert is atomic, so concurrent requests of several
   * processes never lose a count. Committed asynchronously ({@link COMMIT_ASYNCHRONOUSLY}).
   */
  async bump(userId: number, hour: Date, windowStart: Date): Promise<ApiUsage> {
    const [row] = rowsOf<{ count: number | string; oldest: Date | string | null }>(
      // Every API call runs this: prepared, so PostgreSQL plans it once per connection.
      await executePrepared(
        this.db,
        sql`with bumped as (
          insert into api_usage (user_id, hour, requests) values (${userId}, ${hour}, 1)
          on conflict (user_id, hour) do update set requests = api_usage.requests + 1
          returning requests)
        select (select requests from bumped) + coalesce(sum(requests), 0) as count,
          least(min(hour), ${hour}::timestamptz) as oldest,
          ${COMMIT_ASYNCHRONOUSLY} as commit_mode
        from api_usage where user_id = ${userId} and hour > ${windowStart} and hour < ${hour}`,
      ),
    );
    return { count: Number(row?.count ?? 1), oldest: row?.oldest ? new Date(row.oldest) : hour };
  }

  /** Takes back a request that was refused (over the limit), so refusals do not extend the lock-out. */
  async unbump(userId: number, hour: Date): Promise<void> {
    await this.db.execute(
      sql`update api_usage set requests = requests - 1 where user_id = ${userId} and hour = ${hour} and requests > 0`,
    );
  }

  async usage(userId: number, windowStart: Date): Promise<ApiUsage> {
    const [row] = rowsOf<{ count: number | string; oldest: Date | string | null }>(
      await this.db.execute(sql`select coalesce(sum(requests), 0) as count, min(hour) as oldest
        from api_usage where user_id = ${userId} and hour > ${windowStart} and requests > 0`),
    );
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  /** Hours that left every window; called now and then so the table stays small. */
  async prune(before: Date): Promise<void> {
    await this.db.execute(sql`delete from api_usage where hour <= ${before}`);
  }
}

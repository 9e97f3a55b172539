import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authThrottles, type ThrottleRow } from '../../db/schema';

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export class ThrottleRepository {
  constructor(private readonly db: Database) {}

  find(keys: string[]): Promise<ThrottleRow[]> {
    return this.db.select().from(authThrottles).where(inArray(authThrottles.key, keys));
  }

  /**
   * Adds one hit in one statement, so parallel requests on several servers
   * each get their own count. A window that began before `windowCutoff` starts over.
   */
  async charge(key: string, now: Date, windowCutoff: Date): Promise<ThrottleRow> {
    const expired = sql`${authThrottles.windowStartedAt} <= ${ts(windowCutoff)}`;
    const [row] = await this.db
      .insert(authThrottles)
      .values({ key, hits: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: authThrottles.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${authThrottles.hits} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${ts(now)} else ${authThrottles.windowStartedAt} end`,
        },
      })
      .returning();
    if (!row) throw new Error('throttle upsert returned no row');
    return row;
  }

  async block(key: string, until: Date, hits: number): Promise<void> {
    await this.db.update(authThrottles).set({ blockedUntil: until, hits }).where(eq(authThrottles.key, key));
  }

  /** Takes back a hit that turned out not to be a failure. */
  async uncharge(key: string): Promise<void> {
    await this.db
      .update(authThrottles)
      .set({ hits: sql`greatest(${authThrottles.hits} - 1, 0)` })
      .where(eq(authThrottles.key, key));
  }

  async remove(key: string): Promise<void> {
    await this.db.delete(authThrottles).where(eq(authThrottles.key, key));
  }

  /** Rows whose window and block both ended before `cutoff`. */
  async purge(cutoff: Date): Promise<void> {
    await this.db
      .delete(authThrottles)
      .where(
        and(
          lt(authThrottles.windowStartedAt, cutoff),
          or(isNull(authThrottles.blockedUntil), lt(authThrottles.blockedUntil, cutoff)),
        ),
      );
  }
}

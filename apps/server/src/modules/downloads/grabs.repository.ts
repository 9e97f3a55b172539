import { and, count, desc, eq, gt, inArray, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { grabs, type GrabRow, type NewGrabRow } from '../../db/schema';
import { withUserLock } from '../../db/user-lock';

/** Queries on the grabs table; what counts and when is the GrabService's business. */
export class GrabsRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` with this user's row locked, on a repository bound to that transaction (null: no such user). */
  forUser<T>(userId: number, work: (tx: GrabsRepository) => Promise<T>): Promise<{ value: T } | null> {
    return withUserLock(this.db, userId, (tx) => work(new GrabsRepository(tx)));
  }

  /** Runs `work` in a transaction without locking the user. */
  inTransaction<T>(work: (tx: GrabsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new GrabsRepository(tx as unknown as Database)));
  }

  /** Which of these releases the user has a counted grab of since `since`. */
  async countedReleaseIdsSince(userId: number, releaseIds: number[], since: Date): Promise<Set<number>> {
    if (releaseIds.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ releaseId: grabs.releaseId })
      .from(grabs)
      .where(
        and(
          eq(grabs.userId, userId),
          inArray(grabs.releaseId, releaseIds),
          eq(grabs.counted, true),
          gt(grabs.createdAt, since),
        ),
      );
    return new Set(rows.map((r) => r.releaseId!));
  }

  /** Counted grabs of the user since `since`, and the oldest of them. */
  async countedSince(userId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
    const [row] = await this.db
      .select({ count: count(), oldest: min(grabs.createdAt) })
      .from(grabs)
      .where(and(eq(grabs.userId, userId), eq(grabs.counted, true), gt(grabs.createdAt, since)));
    return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
  }

  async insert(rows: NewGrabRow[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(grabs).values(rows);
  }

  /**
   * Adds one to each release's download count. The rows are locked in id
   * order first, so two transactions counting overlapping sets cannot deadlock.
   */
  async incrementReleaseCounts(releaseIds: number[]): Promise<void> {
    if (releaseIds.length === 0) return;
    const ids = [...new Set(releaseIds)].sort((a, b) => a - b);
    await this.db.execute(sql`
      update releases set grabs = grabs + 1
      where id in (select id from releases where id = any(${sql.param(ids)}::int[]) order by id for no key update)`);
  }

  /** The user's grabs, newest first. */
  page(userId: number, limit: number, offset: number): Promise<GrabRow[]> {
    return this.db
      .select()
      .from(grabs)
      .where(eq(grabs.userId, userId))
      .orderBy(desc(grabs.createdAt), desc(grabs.id))
      .limit(limit)
      .offset(offset);
  }

  async countFor(userId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(grabs).where(eq(grabs.userId, userId));
    return row?.n ?? 0;
  }
}

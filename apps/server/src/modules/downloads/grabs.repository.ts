import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { withUserLock, rowsOf } from '../../db/user-lock';
import { grabs, releaseGrabCounts, type GrabRow, type NewGrabRow } from '../../db/schema';

/** What a grab decision reads: which releases were counted recently, and the counted grabs in a window. */
export interface GrabState {
  /** Releases of the request with a counted grab since `again`. */
  again: Set<number>;
  /** Counted grabs since `window`, and the oldest of them. */
  used: number;
  oldest: Date | null;
}

const GRAB_COLUMNS = [
  'userId',
  'releaseId',
  'releaseName',
  'releaseSize',
  'releaseGroup',
  'channel',
  'clientAddress',
  'counted',
  'createdAt',
] as const satisfies readonly (keyof NewGrabRow)[];
const GRAB_PLACEHOLDERS = Object.fromEntries(GRAB_COLUMNS.map((c) => [c, sql.placeholder(c)]));

/** Queries on the grabs table; what counts and when is the GrabService's business. */
export class GrabsRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` with this user's row locked, on a repository bound to that transaction (null: no such user). */
  forUser<T>(userId: number, work: (tx: GrabsRepository) => Promise<T>): Promise<{ value: T } | null> {
    return withUserLock(this.db, userId, (tx) => work(new GrabsRepository(tx)));
  }

  /** Both reads of a grab decision in one round trip. */
  async state(userId: number, releaseIds: number[], again: Date, window: Date): Promise<GrabState> {
    const [row] = rowsOf<{ again: number[] | null; used: number | string; oldest: Date | string | null }>(
      await this.db.execute(sql`select
        (select array_agg(distinct release_id) from grabs
          where user_id = ${userId} and release_id = any(${sql.param(releaseIds)}::int[])
            and counted and created_at > ${again}) as again,
        count(*) as used, min(created_at) as oldest
        from grabs where user_id = ${userId} and counted and created_at > ${window}`),
    );
    return {
      again: new Set(row?.again ?? []),
      used: Number(row?.used ?? 0),
      oldest: row?.oldest ? new Date(row.oldest) : null,
    };
  }

  /**
   * Counted grabs of the user since `since`, and the oldest of them. Every API
   * answer of a member with a download limit reads it (the `apilimits`
   * element): prepared, so PGlite does not parse and plan it on every call.
   */
  async countedSince(userId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
    const [row] = rowsOf<{ count: number | string; oldest: Date | string | null }>(
      await executePrepared(
        this.db,
        sql`select count(*) as count, min(created_at) as oldest from grabs
          where user_id = ${userId} and counted and created_at > ${since}`,
      ),
    );
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  /**
   * Inserts the grabs and adds one to the download count of each release
   * with a counted grab, in one statement. The counts are upserted in release
   * order, so two statements counting overlapping sets cannot deadlock.
   */
  async record(rows: NewGrabRow[]): Promise<void> {
    if (rows.length === 0) return;
    if (rows.length === 1) {
      // A single download, the common case: the statement is built once per repository.
      this.recordOne ??= this.recording(GRAB_PLACEHOLDERS).prepare('');
      await this.recordOne.execute({
        releaseGroup: null,
        clientAddress: null,
        createdAt: new Date(),
        ...rows[0],
      });
      return;
    }
    await this.recording(rows);
  }

  private recordOne: ReturnType<ReturnType<GrabsRepository['recording']>['prepare']> | undefined;

  private recording(rows: NewGrabRow[] | typeof GRAB_PLACEHOLDERS) {
    const inserted = this.db.$with('inserted').as(
      this.db
        .insert(grabs)
        .values(rows as NewGrabRow[])
        .returning({ releaseId: grabs.releaseId, counted: grabs.counted }),
    );
    return this.db
      .with(inserted)
      .insert(releaseGrabCounts)
      .select(
        // updated_at: the trigger stamps it (migration 0018); the column is named because the insert lists every column.
        sql`select ${inserted.releaseId}, 1, now() from ${inserted} where ${inserted.counted} order by 1` as never,
      )
      .onConflictDoUpdate({
        target: releaseGrabCounts.releaseId,
        set: { grabs: sql`${releaseGrabCounts.grabs} + 1` },
      });
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

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/user-lock';
import { PeriodicTask } from '../../lib/periodic-task';
import type { NotifyLog } from './notifier.service';

const DAY_MS = 86_400_000;
/** How often old notifications are looked for. */
const LOOK_EVERY_MS = 3600_000;
/** Rows deleted per statement, so a large backlog never holds long locks. */
const BATCH = 5000;

/**
 * Deletes bell notifications older than the retention (NOTIFICATION_RETENTION_DAYS),
 * read or not, with their pending push deliveries. An import writes one row per
 * watcher of each release, so without this the table grows by every release
 * times its watchers, for ever. Ids grow with time: each batch takes the oldest
 * rows by id and stops at the first one still inside the retention, so a look
 * with nothing to delete reads one index entry, not the table.
 */
export class NotificationPruning {
  private readonly task: PeriodicTask;

  constructor(
    private readonly db: Database,
    private readonly retentionDays: number,
    private readonly log: NotifyLog,
  ) {
    this.task = new PeriodicTask(
      () => this.runOnce(),
      LOOK_EVERY_MS,
      (error) => this.log.error({ err: error }, 'Alte Benachrichtigungen: Durchgang fehlgeschlagen'),
    );
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** Deletes what is older than the retention at `now`; answers how many rows. */
  async runOnce(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.retentionDays * DAY_MS);
    let deleted = 0;
    for (;;) {
      const [row] = rowsOf<{ deleted: number | string; kept: number | string }>(
        await this.db.execute(sql`with batch as (
            select id, created_at from notifications order by id limit ${BATCH}),
          gone as (
            delete from notifications n using batch b
            where n.id = b.id and b.created_at < ${cutoff.toISOString()}::timestamptz returning 1)
          select (select count(*) from gone) as deleted,
            (select count(*) from batch where created_at >= ${cutoff.toISOString()}::timestamptz) as kept`),
      );
      const gone = Number(row?.deleted ?? 0);
      deleted += gone;
      if (Number(row?.kept ?? 0) > 0 || gone < BATCH) return deleted;
    }
  }
}

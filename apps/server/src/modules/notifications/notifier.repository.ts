import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/user-lock';
import type { NewNotification } from './notifier';

/** Writes notifications of services (requests resolved …) and their pending ntfy deliveries. */
export class NotifierRepository {
  constructor(private readonly db: Database) {}

  /** Inserts the notifications and, for members with ntfy on, their deliveries: one statement. */
  async insert(items: readonly NewNotification[], pushAt: Date): Promise<number> {
    const values = sql.join(
      items.map(
        (item) =>
          sql`(${item.userId}::int, ${item.type}, ${item.title}, ${item.message}, ${item.movieId ?? null}::int, ${item.seriesId ?? null}::int, ${item.subject ?? null}::text)`,
      ),
      sql`, `,
    );
    const [row] = rowsOf<{ notified: number | string }>(
      await this.db.execute(sql`with inserted as (
        insert into notifications (user_id, type, title, message, movie_id, series_id, subject)
        values ${values}
        returning id, user_id
      ),
      pushed as (
        insert into push_deliveries (notification_id, next_attempt_at)
        select i.id, ${pushAt.toISOString()}::timestamptz
        from inserted i join notification_settings s on s.user_id = i.user_id and s.ntfy_enabled
        returning 1
      )
      select (select count(*) from inserted) as notified, (select count(*) from pushed) as pushed`),
    );
    return Number(row?.notified ?? 0);
  }
}

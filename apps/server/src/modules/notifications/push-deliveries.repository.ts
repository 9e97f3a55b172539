import { sql } from 'drizzle-orm';
import type { NotificationType } from '@nzbkino/shared';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/user-lock';

/** A claimed delivery with what its message is written from; `topic` is null when ntfy is off now. */
export interface DueDelivery {
  notificationId: number;
  attempts: number;
  topic: string | null;
  type: NotificationType;
  title: string;
  message: string | null;
  labels: string[];
  releaseCount: number;
  subject: string | null;
  movieId: number | null;
  seriesId: number | null;
  movieSlug: string | null;
  seriesSlug: string | null;
}

interface DueRow {
  notification_id: number | string;
  attempts: number;
  topic: string | null;
  type: NotificationType;
  title: string;
  message: string | null;
  labels: string[];
  release_count: number;
  subject: string | null;
  movie_id: number | null;
  series_id: number | null;
  movie_slug: string | null;
  series_slug: string | null;
}

/** The push_deliveries outbox. */
export class PushDeliveriesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Claims up to `limit` due deliveries that have attempts left, by moving
   * their next attempt to `leaseUntil` (skip locked: several servers share
   * the work, none sends a message twice while another still tries it).
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number, maxAttempts: number): Promise<DueDelivery[]> {
    const rows = rowsOf<DueRow>(
      await this.db.execute(sql`with claimed as (
        update push_deliveries d set next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
        where d.notification_id in (
          select notification_id from push_deliveries
          where next_attempt_at <= ${now.toISOString()}::timestamptz and attempts < ${maxAttempts}
          order by next_attempt_at
          limit ${limit}
          for update skip locked)
        returning d.notification_id, d.attempts
      )
      select c.notification_id, c.attempts,
        case when ns.ntfy_enabled then coalesce(ns.ntfy_custom_topic, ns.ntfy_topic) end as topic,
        n.type, n.title, n.message, n.labels, n.release_count, n.subject, n.movie_id, n.series_id,
        m.slug as movie_slug, s.slug as series_slug
      from claimed c
      join notifications n on n.id = c.notification_id
      left join notification_settings ns on ns.user_id = n.user_id
      left join movies m on m.id = n.movie_id
      left join series s on s.id = n.series_id
      order by c.notification_id`),
    );
    return rows.map((row) => ({
      notificationId: Number(row.notification_id),
      attempts: row.attempts,
      topic: row.topic,
      type: row.type,
      title: row.title,
      message: row.message,
      labels: row.labels,
      releaseCount: row.release_count,
      subject: row.subject,
      movieId: row.movie_id,
      seriesId: row.series_id,
      movieSlug: row.movie_slug,
      seriesSlug: row.series_slug,
    }));
  }

  async remove(notificationId: number): Promise<void> {
    await this.db.execute(sql`delete from push_deliveries where notification_id = ${notificationId}`);
  }

  /** Records a failed attempt: the count, when to try next and why it failed. */
  async failed(notificationId: number, attempts: number, nextAttemptAt: Date, error: string): Promise<void> {
    await this.db.execute(sql`update push_deliveries
      set attempts = ${attempts}, next_attempt_at = ${nextAttemptAt.toISOString()}::timestamptz,
          last_error = ${error.slice(0, 500)}
      where notification_id = ${notificationId}`);
  }
}

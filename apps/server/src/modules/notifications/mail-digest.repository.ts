import { sql } from 'drizzle-orm';
import type { NotificationType } from '@nzbkino/shared';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/user-lock';

/** A digest claimed for one member: their unread notifications with ids in (afterId, throughId]. */
export interface ClaimedDigest {
  userId: number;
  username: string;
  email: string;
  afterId: number;
  throughId: number;
  /** When the digest before this one went out (null: never), restored if this one fails. */
  previousAt: Date | null;
}

/** One notification as a digest lists it. */
export interface DigestItem {
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

/** Reads and claims of the release mail digest. */
export class MailDigestRepository {
  constructor(private readonly db: Database) {}

  /**
   * Claims the digests due at `now`: members with the mail on, none sent
   * since `sentBefore`, and unread release notifications newer than the last
   * digest. Claiming moves last_digest_at and digest_through_id in the same
   * statement; on PostgreSQL a second server finds the row changed and skips it.
   */
  async claimDue(now: Date, sentBefore: Date, limit: number): Promise<ClaimedDigest[]> {
    const rows = rowsOf<{
      user_id: number;
      username: string;
      email: string;
      after_id: number | string;
      through_id: number | string;
      previous_at: Date | string | null;
    }>(
      await this.db.execute(sql`with pending as (
        select s.user_id, s.digest_through_id as after_id, max(n.id) as through_id, s.last_digest_at as previous_at
        from notification_settings s
        join notifications n on n.user_id = s.user_id and n.id > s.digest_through_id
          and not n.read and n.type = 'release'
        where s.email_enabled
          and (s.last_digest_at is null or s.last_digest_at <= ${sentBefore.toISOString()}::timestamptz)
        group by s.user_id, s.digest_through_id, s.last_digest_at
        order by s.user_id
        limit ${limit}
      ),
      claimed as (
        update notification_settings s
        set last_digest_at = ${now.toISOString()}::timestamptz, digest_through_id = p.through_id
        from pending p
        where s.user_id = p.user_id and s.digest_through_id = p.after_id and s.email_enabled
        returning s.user_id, p.after_id, p.through_id, p.previous_at
      )
      select c.user_id, u.username, u.email, c.after_id, c.through_id, c.previous_at
      from claimed c join users u on u.id = c.user_id
      order by c.user_id`),
    );
    return rows.map((row) => ({
      userId: row.user_id,
      username: row.username,
      email: row.email,
      afterId: Number(row.after_id),
      throughId: Number(row.through_id),
      previousAt: row.previous_at == null ? null : new Date(row.previous_at),
    }));
  }

  /**
   * Undoes a claim whose mail could not be sent, so the next look claims the
   * same notifications again (with any newer ones). Only while nothing else
   * moved the member's digest on.
   */
  async giveBack(digest: ClaimedDigest): Promise<void> {
    await this.db.execute(sql`update notification_settings
      set digest_through_id = ${digest.afterId},
        last_digest_at = ${digest.previousAt ? digest.previousAt.toISOString() : null}::timestamptz
      where user_id = ${digest.userId} and digest_through_id = ${digest.throughId}`);
  }

  /** The digest's notifications, newest first (at most `limit`), and how many there are in all. */
  async items(digest: ClaimedDigest, limit: number): Promise<{ items: DigestItem[]; total: number }> {
    const rows = rowsOf<{
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
      total: number | string;
    }>(
      await this.db.execute(sql`select n.type, n.title, n.message, n.labels, n.release_count, n.subject,
          n.movie_id, n.series_id, m.slug as movie_slug, s.slug as series_slug, count(*) over () as total
        from notifications n
        left join movies m on m.id = n.movie_id
        left join series s on s.id = n.series_id
        where n.user_id = ${digest.userId} and n.id > ${digest.afterId} and n.id <= ${digest.throughId}
          and not n.read and n.type = 'release'
        order by n.id desc
        limit ${limit}`),
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      items: rows.map((row) => ({
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
      })),
    };
  }
}

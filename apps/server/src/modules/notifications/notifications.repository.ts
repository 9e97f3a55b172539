import { and, count, desc, eq, not } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { movies, notifications, series, type NotificationRow } from '../../db/schema';

/** A notification with the slugs of its title, for the link to the title's page. */
export interface NotificationView extends NotificationRow {
  movieSlug: string | null;
  seriesSlug: string | null;
}

/** The notifications rows of one user. */
export class NotificationsRepository {
  constructor(private readonly db: Database) {}

  /** The user's newest `limit` notifications, newest first. */
  async newest(userId: number, limit: number): Promise<NotificationView[]> {
    const rows = await this.db
      .select({ notification: notifications, movieSlug: movies.slug, seriesSlug: series.slug })
      .from(notifications)
      .leftJoin(movies, eq(movies.id, notifications.movieId))
      .leftJoin(series, eq(series.id, notifications.seriesId))
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
    return rows.map((row) => ({ ...row.notification, movieSlug: row.movieSlug, seriesSlug: row.seriesSlug }));
  }

  async unreadCount(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), not(notifications.read)));
    return row?.n ?? 0;
  }

  /** Marks one as read; false when the user has no such notification. */
  async markRead(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  }

  async markAllRead(userId: number): Promise<void> {
    await this.db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, userId), not(notifications.read)));
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  }
}

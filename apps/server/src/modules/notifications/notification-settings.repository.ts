import { and, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notificationSettings, notifications, type NotificationSettingsRow } from '../../db/schema';

/** The notification_settings row of one user. */
export class NotificationSettingsRepository {
  constructor(private readonly db: Database) {}

  /** The user's row, made with `topic` as its random ntfy topic when there is none yet. */
  async ensure(userId: number, topic: string): Promise<NotificationSettingsRow> {
    await this.db.insert(notificationSettings).values({ userId, ntfyTopic: topic }).onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId));
    return row!;
  }

  async setNtfy(
    userId: number,
    enabled: boolean,
    customTopic: string | null,
  ): Promise<NotificationSettingsRow> {
    const [row] = await this.db
      .update(notificationSettings)
      .set({ ntfyEnabled: enabled, ntfyCustomTopic: customTopic })
      .where(eq(notificationSettings.userId, userId))
      .returning();
    return row!;
  }

  /**
   * Switches the mail digest. Switching it on starts after the newest
   * notification the user has now, so the first digest is not their history.
   */
  async setEmail(userId: number, enabled: boolean): Promise<NotificationSettingsRow> {
    const newest = this.db
      .select({ id: sql`coalesce(${max(notifications.id)}, 0)` })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    const [row] = await this.db
      .update(notificationSettings)
      .set(
        enabled
          ? {
              emailEnabled: true,
              digestThroughId: sql`greatest(${notificationSettings.digestThroughId}, (${newest}))`,
            }
          : { emailEnabled: false },
      )
      .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.emailEnabled, !enabled)))
      .returning();
    if (row) return row;
    // Already so: nothing to change.
    const [current] = await this.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId));
    return current!;
  }
}

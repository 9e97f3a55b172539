import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { notificationTypes } from '@nzbkino/shared';
import { createdAt } from './columns';
import { movies } from './movies';
import { series } from './series';
import { users } from './users';

/**
 * What the header bell lists. Release notifications are produced per import
 * batch and title: `subject` ('movie:17', 'series:5') and `import_batch` make
 * one row per member, title and batch, into which later releases of the same
 * batch are folded (`labels` names the first few, `release_count` counts all).
 * The German message of those is written when read, from these fields.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    title: text('title').notNull(),
    /** Free text of system and subscription notifications; null for release ones. */
    message: text('message'),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    releaseCount: integer('release_count').notNull().default(0),
    movieId: integer('movie_id').references(() => movies.id, { onDelete: 'set null' }),
    seriesId: integer('series_id').references(() => series.id, { onDelete: 'set null' }),
    subject: text('subject'),
    importBatch: text('import_batch'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_batch_subject_idx').on(t.userId, t.importBatch, t.subject),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.read}`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** How a member wants to hear about new releases besides the bell: ntfy push and a mail digest. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ntfyEnabled: boolean('ntfy_enabled').notNull().default(false),
  /** Random and hard to guess, made when the settings are first read. */
  ntfyTopic: text('ntfy_topic').notNull(),
  /** The member's own topic, used instead of ntfyTopic when set. */
  ntfyCustomTopic: text('ntfy_custom_topic'),
  emailEnabled: boolean('email_enabled').notNull().default(false),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  /** Notifications up to this id were in a digest (or older than the switch). */
  digestThroughId: bigint('digest_through_id', { mode: 'number' }).notNull().default(0),
});
export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;

/**
 * Push messages still to deliver: an outbox, so that a slow or failing ntfy
 * server never holds up a request or an import, nothing is lost on restart,
 * and several servers share the work (rows are claimed with skip locked).
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notificationId: bigint('notification_id', { mode: 'number' })
      .primaryKey()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [index('push_deliveries_due_idx').on(t.nextAttemptAt)],
);

import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { grabChannels } from '@nzbkino/shared';
import { releases } from './releases';
import { users } from './users';

/**
 * Every NZB handed to a member: the one record that the download history, the
 * per-release download count and the daily limits read. The release's name,
 * size and group are kept as they were, so the history still names a release
 * that was deleted later (release_id then turns null).
 */
export const grabs = pgTable(
  'grabs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    releaseId: integer('release_id').references(() => releases.id, { onDelete: 'set null' }),
    releaseName: text('release_name').notNull(),
    releaseSize: bigint('release_size', { mode: 'number' }).notNull(),
    releaseGroup: text('release_group'),
    channel: text('channel', { enum: grabChannels }).notNull(),
    clientAddress: text('client_address'),
    /**
     * False for a re-download of a release the member grabbed (counted) within
     * the last 7 days: kept for the history, never counted against the limit
     * or the release's download count.
     */
    counted: boolean('counted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('grabs_user_created_idx').on(t.userId, t.createdAt),
    index('grabs_user_release_idx').on(t.userId, t.releaseId, t.createdAt),
    index('grabs_release_idx').on(t.releaseId),
  ],
);
export type GrabRow = typeof grabs.$inferSelect;
export type NewGrabRow = typeof grabs.$inferInsert;

/**
 * How often each release was downloaded (counted grabs), kept beside the
 * release rather than on it: raising a counter on the wide, heavily indexed
 * releases row cost the grab path about 40 % of its throughput at a million
 * releases (bench: pgbench in the README), a row here a fraction of that.
 * Release lists join it by key for their 25 rows.
 */
export const releaseGrabCounts = pgTable(
  'release_grab_counts',
  {
    releaseId: integer('release_id')
      .primaryKey()
      .references(() => releases.id, { onDelete: 'cascade' }),
    grabs: integer('grabs').notNull(),
    /** Stamped by trigger on every change (migration 0018): the Newznab release copies read the counts changed since they last looked. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('release_grab_counts_updated_idx').on(t.updatedAt)],
);

/** A member's cart: releases put aside to download together as one zip. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The key serves the member's lookups; the release index the cascade when a release goes.
  (t) => [primaryKey({ columns: [t.userId, t.releaseId] }), index('cart_items_release_idx').on(t.releaseId)],
);

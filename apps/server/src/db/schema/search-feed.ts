import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The change feed of the search indexes (migration 0019, docs/adr/0001-release-search.md).
 * Database triggers write it in the transaction that changes a release, so a
 * change made by any path is in it. One row per writing transaction: `seq`
 * is given at commit, under a lock held until the commit is visible, so seq
 * order is commit order and a reader that saw seq n has seen every seq below.
 */
export const searchFeedTransactions = pgTable(
  'search_feed_transactions',
  {
    txId: bigint('tx_id', { mode: 'number' }).primaryKey(),
    /** Null until the transaction commits (and never seen before: the row is the transaction's own). */
    seq: bigint('seq', { mode: 'number' }),
    committedAt: timestamp('committed_at', { withTimezone: true }),
  },
  (t) => [index('search_feed_transactions_seq_idx').on(t.seq)],
);

/** The releases one transaction changed: `upsert` (inserted or changed, look again) or `delete`. */
export const searchFeedChanges = pgTable(
  'search_feed_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txId: bigint('tx_id', { mode: 'number' }).notNull(),
    releaseId: integer('release_id').notNull(),
    kind: text('kind', { enum: ['upsert', 'delete'] }).notNull(),
  },
  (t) => [index('search_feed_changes_tx_idx').on(t.txId, t.id)],
);

/** How far each durable consumer (a search engine's index) has applied the feed. */
export const searchFeedPositions = pgTable('search_feed_positions', {
  consumer: text('consumer').primaryKey(),
  /** The last change applied: its transaction's seq and its own id. */
  seq: bigint('seq', { mode: 'number' }).notNull(),
  changeId: bigint('change_id', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

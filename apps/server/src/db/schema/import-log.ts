import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { importOutcomes } from '@nzbkino/shared';

/**
 * The outcome of each NZB import (upload, watch folder, CLI), for the admin
 * overview: the last imports and how many were refused. Kept for a few weeks.
 */
export const importLog = pgTable(
  'import_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    status: text('status', { enum: importOutcomes }).notNull(),
    reason: text('reason'),
    /** The release imported, or the one a duplicate matched; no foreign key: the log outlives deletions. */
    releaseId: integer('release_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('import_log_created_idx').on(t.createdAt, t.id),
    index('import_log_status_idx').on(t.status, t.createdAt),
  ],
);
export type ImportLogRow = typeof importLog.$inferSelect;
export type NewImportLogRow = typeof importLog.$inferInsert;

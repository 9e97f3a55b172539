import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChangeGroup } from '@nzbkino/shared';

/** Versions shown in the changelog dialog; managed by admins. */
export const changelogEntries = pgTable(
  'changelog_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    version: text('version').notNull(),
    isPrerelease: boolean('is_prerelease').notNull().default(false),
    releaseDate: timestamp('release_date', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    changes: jsonb('changes').$type<ChangeGroup[]>().notNull().default([]),
    /** Drafts (false) are seen only by admins; the dialog and the footer version show published entries. */
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('changelog_entries_version_idx').on(t.version),
    index('changelog_entries_release_date_idx').on(t.releaseDate),
  ],
);
export type ChangelogRow = typeof changelogEntries.$inferSelect;

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { titleRequestKinds, titleRequestStatuses } from '@nzbkino/shared';
import { createdAt } from './columns';
import { movies } from './movies';
import { releases } from './releases';
import { series } from './series';
import { users } from './users';

/**
 * A member's request for a film or series the site lacks or has no release
 * for: a catalogue title (movie_id / series_id) or a free title and year.
 * Fulfilled when an import matches a release to it, or resolved by an admin.
 */
export const titleRequests = pgTable(
  'title_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: titleRequestKinds }).notNull(),
    movieId: integer('movie_id').references(() => movies.id, { onDelete: 'set null' }),
    seriesId: integer('series_id').references(() => series.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    year: integer('year'),
    note: text('note'),
    status: text('status', { enum: titleRequestStatuses }).notNull().default('open'),
    reason: text('reason'),
    releaseId: integer('release_id').references(() => releases.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('title_requests_user_created_idx').on(t.userId, t.createdAt),
    index('title_requests_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} = 'open'`),
  ],
);
export type TitleRequestRow = typeof titleRequests.$inferSelect;

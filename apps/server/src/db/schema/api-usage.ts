import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Newznab API requests per member and hour: the rolling 24-hour request limit
 * sums the last 24 rows. Kept in the database, so several server processes
 * share one count; one row per hour keeps it small however busy a client is.
 */
export const apiUsage = pgTable(
  'api_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    requests: integer('requests').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hour] }), index('api_usage_hour_idx').on(t.hour)],
);

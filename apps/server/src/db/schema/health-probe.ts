import { smallint, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row that /api/health writes to prove the database takes writes (a full
 * disk or a read-only database fails here while reads still work).
 */
export const healthProbe = pgTable('health_probe', {
  id: smallint('id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

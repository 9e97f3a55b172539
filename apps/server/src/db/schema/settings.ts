import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Site settings an administrator changes at run time (site name, registration,
 * limits, TMDb, SMTP, ntfy). One row per setting; a missing row means the
 * default from the environment. Read through the SiteSettings provider.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SiteSettingRow = typeof siteSettings.$inferSelect;

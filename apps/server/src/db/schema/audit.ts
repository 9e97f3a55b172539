import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What administrators changed: who, what, when, before and after. The actor's
 * name is kept beside the id, so an entry still says who acted after that
 * account is deleted. Secrets never reach before/after (the services mask them).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** A dotted verb, e.g. user.suspend, release.update, settings.update. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    /** Text, so settings (no numeric id) and numeric ids share the column; null for the whole entity type. */
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_entries_created_idx').on(t.createdAt, t.id),
    index('audit_entries_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_entries_actor_idx').on(t.actorId, t.createdAt),
  ],
);
export type AuditRow = typeof auditEntries.$inferSelect;
export type NewAuditRow = typeof auditEntries.$inferInsert;

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { membershipSources, paidPlanIds } from '@nzbkino/shared';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Every membership a member held, holds or will hold (an extension starts
 * where the running one ends). The ledger behind users.role and
 * users.membership_expires_at, which the membership service keeps in step in
 * the same transaction; the role is judged by that end date at each request,
 * so a lapsed membership falls back to Basic without any job running.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: paidPlanIds }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The payment provider that produced it: 'admin' (a grant) or 'trial'. */
    source: text('source', { enum: membershipSources }).notNull(),
    /** The provider's own reference (a payment id); null for grants and trials. */
    reference: text('reference'),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
    /** When the member was told the end is near; set once, so the background check never tells twice. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When the member was told it ended. */
    endNoticeAt: timestamp('end_notice_at', { withTimezone: true }),
  },
  (t) => [
    index('memberships_user_ends_idx').on(t.userId, t.endsAt),
    // One trial per account, also when two requests race.
    uniqueIndex('memberships_one_trial_idx')
      .on(t.userId)
      .where(sql`${t.source} = 'trial'`),
    index('memberships_notice_due_idx')
      .on(t.endsAt)
      .where(sql`${t.endNoticeAt} is null`),
  ],
);
export type MembershipRow = typeof memberships.$inferSelect;
export type NewMembershipRow = typeof memberships.$inferInsert;

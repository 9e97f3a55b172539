import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Accounts. Roles: USER, PREMIUM, VIP, ADMIN (spec 000 §1, §6). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    /**
     * UTS #39 skeleton of the name (lib/username-skeleton.ts): unique, so no look-alike of
     * an existing name can be registered, also in a race. Null only for an account older
     * than this column whose name already looked like an earlier one's.
     */
    usernameSkeleton: text('username_skeleton'),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['USER', 'PREMIUM', 'VIP', 'ADMIN'] })
      .notNull()
      .default('USER'),
    displayName: text('display_name'),
    /** Bumped by a password change or "log out everywhere": tokens carrying an older value are void. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** End of a PREMIUM or VIP membership; afterwards the account counts as USER. Null: no end. */
    membershipExpiresAt: timestamp('membership_expires_at', { withTimezone: true }),
    /** SHA-256 (hex) of the Newznab API key; the key itself is shown once and never stored. */
    apiKeyHash: text('api_key_hash'),
    apiKeyCreatedAt: timestamp('api_key_created_at', { withTimezone: true }),
    /** Set while an administrator has suspended the account: no sign-in, no API, no downloads. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Max" and "max" are the same account name.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_skeleton_idx').on(t.usernameSkeleton),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_api_key_hash_idx').on(t.apiKeyHash),
    index('users_created_at_idx').on(t.createdAt),
  ],
);
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

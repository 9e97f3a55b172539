import { and, count, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@nzbkino/shared';
import type { Database } from '../../db/client';
import { grabs, users, type GrabRow, type UserRow } from '../../db/schema';
import { containsPattern } from '../../lib/text-search';

export interface UserFilter {
  search?: string | undefined;
  role?: Role | undefined;
  status?: 'active' | 'suspended' | undefined;
}

/** A user row with its counted grabs and API requests since a point in time. */
export interface UserWithUsage {
  user: UserRow;
  grabs: number;
  apiCalls: number;
}

/** Not the acting admin's business whether another admin remains: the statement checks it itself. */
const anotherActiveAdmin = (id: number) =>
  sql`exists (select 1 from ${users} other where other.role = 'ADMIN' and other.suspended_at is null and other.id <> ${id})`;

/** Queries of the admins' user management; the rules are in AdminUsersService. */
export class AdminUsersRepository {
  constructor(private readonly db: Database) {}

  private where(filter: UserFilter): SQL | undefined {
    const term = filter.search?.trim();
    return and(
      term
        ? or(
            sql`${users.username} ilike ${containsPattern(term)} escape '!'`,
            sql`${users.email} ilike ${containsPattern(term)} escape '!'`,
          )
        : undefined,
      filter.role ? eq(users.role, filter.role) : undefined,
      filter.status === 'suspended' ? isNotNull(users.suspendedAt) : undefined,
      filter.status === 'active' ? isNull(users.suspendedAt) : undefined,
    );
  }

  /** The user columns plus counted grabs and API requests since `since`, as subqueries per row. */
  private withUsage(since: Date) {
    // Spelt out: drizzle writes an unqualified "id" here, which inside the subquery would be the grab's.
    const userId = sql.raw('"users"."id"');
    return {
      user: users,
      grabs: sql<number>`(select count(*) from ${grabs} g
        where g.user_id = ${userId} and g.counted and g.created_at > ${since})`.mapWith(Number),
      apiCalls: sql<number>`(select coalesce(sum(a.requests), 0) from api_usage a
        where a.user_id = ${userId} and a.hour > ${since})`.mapWith(Number),
    };
  }

  page(filter: UserFilter, since: Date, limit: number, offset: number): Promise<UserWithUsage[]> {
    return this.db
      .select(this.withUsage(since))
      .from(users)
      .where(this.where(filter))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset);
  }

  async count(filter: UserFilter): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(users).where(this.where(filter));
    return row?.n ?? 0;
  }

  async withUsageById(id: number, since: Date): Promise<UserWithUsage | undefined> {
    const [row] = await this.db.select(this.withUsage(since)).from(users).where(eq(users.id, id));
    return row;
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  recentGrabs(userId: number, limit: number): Promise<GrabRow[]> {
    return this.db
      .select()
      .from(grabs)
      .where(eq(grabs.userId, userId))
      .orderBy(desc(grabs.createdAt), desc(grabs.id))
      .limit(limit);
  }

  async grabCount(userId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(grabs).where(eq(grabs.userId, userId));
    return row?.n ?? 0;
  }

  /**
   * Sets the role unless that would take the last active admin's rights away
   * (checked in the same statement). Undefined: no such user or refused.
   */
  async updateRole(id: number, role: Role, membershipExpiresAt: Date | null): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ role, membershipExpiresAt, updatedAt: new Date() })
      .where(
        role === 'ADMIN'
          ? eq(users.id, id)
          : and(eq(users.id, id), or(ne(users.role, 'ADMIN'), anotherActiveAdmin(id))),
      )
      .returning();
    return row;
  }

  /**
   * Suspends and voids every token at once (token version bumped), unless the
   * account is the last active admin. Undefined: no such user or refused.
   */
  async suspend(id: number, reason: string | null, at: Date): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({
        suspendedAt: at,
        suspendedReason: reason,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: at,
      })
      .where(and(eq(users.id, id), or(ne(users.role, 'ADMIN'), anotherActiveAdmin(id))))
      .returning();
    return row;
  }

  async unsuspend(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ suspendedAt: null, suspendedReason: null, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /** Deletes the account with its data (grabs, cart, watchlist … cascade), unless it is the last active admin. */
  async delete(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db
      .delete(users)
      .where(and(eq(users.id, id), or(ne(users.role, 'ADMIN'), anotherActiveAdmin(id))))
      .returning();
    return row;
  }
}

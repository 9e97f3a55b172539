import { aliasedTable, and, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf, withUserLock } from '../../db/user-lock';
import { memberships, users, type MembershipRow, type NewMembershipRow, type UserRow } from '../../db/schema';

/** A membership with the user name of the admin who granted it. */
export interface MembershipView extends MembershipRow {
  grantedByName: string | null;
}

/** A membership whose member is to be told something, with what the message needs. */
export interface MembershipNotice {
  id: number;
  userId: number;
  plan: MembershipRow['plan'];
  endsAt: Date;
}

export type MemberAccount = Pick<UserRow, 'id' | 'username' | 'role' | 'membershipExpiresAt'>;

const granter = aliasedTable(users, 'granter');
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** Queries on memberships and the membership columns of users; the rules are the MembershipService's. */
export class MembershipsRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` with the member's row locked, on a repository bound to that transaction (null: no such user). */
  forUser<T>(userId: number, work: (tx: MembershipsRepository) => Promise<T>): Promise<{ value: T } | null> {
    return withUserLock(this.db, userId, (tx) => work(new MembershipsRepository(tx)));
  }

  async account(userId: number): Promise<MemberAccount | undefined> {
    const [row] = await this.db
      .select({
        id: users.id,
        username: users.username,
        role: users.role,
        membershipExpiresAt: users.membershipExpiresAt,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  /** Ends every membership of the user that runs past `at` at `at` (or at its start); they count as announced. */
  async cutAt(userId: number, at: Date): Promise<void> {
    await this.db
      .update(memberships)
      .set({
        endsAt: sql`greatest(${memberships.startsAt}, ${at})`,
        remindedAt: sql`coalesce(${memberships.remindedAt}, ${at})`,
        endNoticeAt: sql`coalesce(${memberships.endNoticeAt}, ${at})`,
      })
      .where(and(eq(memberships.userId, userId), gt(memberships.endsAt, at)));
  }

  /** Inserts, or answers null when the row would break a unique rule (a second trial). */
  async insert(row: NewMembershipRow): Promise<MembershipRow | null> {
    try {
      const [inserted] = await this.db.insert(memberships).values(row).returning();
      return inserted ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async setAccountMembership(
    userId: number,
    role: UserRow['role'],
    membershipExpiresAt: Date | null,
  ): Promise<MemberAccount | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ role, membershipExpiresAt, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({
        id: users.id,
        username: users.username,
        role: users.role,
        membershipExpiresAt: users.membershipExpiresAt,
      });
    return row;
  }

  async countFor(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(memberships)
      .where(eq(memberships.userId, userId));
    return row?.n ?? 0;
  }

  async hasTrial(userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.source, 'trial')))
      .limit(1);
    return row !== undefined;
  }

  /** The user's memberships, the latest start first. */
  page(userId: number, limit: number, offset: number): Promise<MembershipView[]> {
    return this.db
      .select({ membership: memberships, grantedByName: granter.username })
      .from(memberships)
      .leftJoin(granter, eq(granter.id, memberships.grantedBy))
      .where(eq(memberships.userId, userId))
      .orderBy(desc(memberships.startsAt), desc(memberships.id))
      .limit(limit)
      .offset(offset)
      .then((rows) => rows.map((r) => ({ ...r.membership, grantedByName: r.grantedByName })));
  }

  /** The membership that runs at `at`, if any. */
  async runningAt(userId: number, at: Date): Promise<MembershipView | undefined> {
    const [row] = await this.db
      .select({ membership: memberships, grantedByName: granter.username })
      .from(memberships)
      .leftJoin(granter, eq(granter.id, memberships.grantedBy))
      .where(and(eq(memberships.userId, userId), lte(memberships.startsAt, at), gt(memberships.endsAt, at)))
      .orderBy(desc(memberships.startsAt), desc(memberships.id))
      .limit(1);
    return row ? { ...row.membership, grantedByName: row.grantedByName } : undefined;
  }

  async byId(id: number): Promise<MembershipView | undefined> {
    const [row] = await this.db
      .select({ membership: memberships, grantedByName: granter.username })
      .from(memberships)
      .leftJoin(granter, eq(granter.id, memberships.grantedBy))
      .where(eq(memberships.id, id))
      .limit(1);
    return row ? { ...row.membership, grantedByName: row.grantedByName } : undefined;
  }

  /**
   * Claims the memberships ending in (now, until] that are the end of their
   * member's current plan (users.membership_expires_at names them) and whose
   * reminder is still due: marked in the same statement, so a second run or a
   * second server never claims them again.
   */
  claimReminders(now: Date, until: Date): Promise<MembershipNotice[]> {
    return this.claim(
      'reminded_at',
      sql`m.reminded_at is null and m.end_notice_at is null and m.ends_at > ${now} and m.ends_at <= ${until}`,
      now,
    );
  }

  /** Claims the memberships that ended by `now` and still owe their member the end notice (see claimReminders). */
  claimEndNotices(now: Date): Promise<MembershipNotice[]> {
    return this.claim('end_notice_at', sql`m.end_notice_at is null and m.ends_at <= ${now}`, now);
  }

  private async claim(column: 'reminded_at' | 'end_notice_at', due: SQL, now: Date) {
    const rows = rowsOf<{ id: number; user_id: number; plan: string; ends_at: Date | string }>(
      await this.db.execute(sql`
        update memberships m set ${sql.raw(column)} = ${now}
        from users u
        where u.id = m.user_id and ${due}
          and u.membership_expires_at = m.ends_at and u.role = upper(m.plan)
        returning m.id, m.user_id, m.plan, m.ends_at`),
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      plan: row.plan as MembershipRow['plan'],
      endsAt: new Date(row.ends_at),
    }));
  }
}

import { asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, type NewUserRow, type UserRow } from '../../db/schema';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

const lowerEquals = (column: typeof users.username | typeof users.email, value: string) =>
  sql`lower(${column}) = lower(${value})`;

export class UsersRepository {
  constructor(private readonly db: Database) {}

  async insert(user: NewUserRow): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(user).returning();
    if (!row) throw new Error('user insert returned no row');
    return row;
  }

  /** Inserts, or answers null when the name or address is taken (also in a race). */
  async insertUnlessTaken(user: NewUserRow): Promise<UserRow | null> {
    try {
      return await this.insert(user);
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async findByUsernameOrEmail(username: string, email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(or(lowerEquals(users.username, username), lowerEquals(users.email, email)))
      .limit(1);
    return row;
  }

  /** Sign-in identifier: a user name or an e-mail address, case-insensitive. */
  async findByIdentifier(identifier: string): Promise<UserRow | undefined> {
    return this.findByUsernameOrEmail(identifier, identifier);
  }

  async findByUsername(username: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(lowerEquals(users.username, username)).limit(1);
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(lowerEquals(users.email, email)).limit(1);
    return row;
  }

  async findByUsernameSkeleton(skeleton: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.usernameSkeleton, skeleton)).limit(1);
    return row;
  }

  async listWithoutUsernameSkeleton(): Promise<{ id: number; username: string }[]> {
    return this.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(isNull(users.usernameSkeleton))
      .orderBy(asc(users.id));
  }

  /** False when another account already holds this skeleton. */
  async setUsernameSkeleton(id: number, skeleton: string): Promise<boolean> {
    try {
      await this.db.update(users).set({ usernameSkeleton: skeleton }).where(eq(users.id, id));
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async updateRole(
    id: number,
    role: UserRow['role'],
    membershipExpiresAt: Date | null,
  ): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ role, membershipExpiresAt, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /** Null when another account holds the address. */
  async updateEmail(id: number, email: string): Promise<UserRow | null | undefined> {
    try {
      const [row] = await this.db
        .update(users)
        .set({ email, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** Sets the password and bumps the token version in one statement: older tokens stop working. */
  async updatePassword(id: number, passwordHash: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async bumpTokenVersion(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async setApiKey(id: number, hash: string | null, createdAt: Date | null): Promise<void> {
    await this.db.update(users).set({ apiKeyHash: hash, apiKeyCreatedAt: createdAt }).where(eq(users.id, id));
  }

  async countAll(): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(users);
    return row?.value ?? 0;
  }
}

import { count, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, type NewUserRow, type UserRow } from '../../db/schema';

export class UsersRepository {
  constructor(private readonly db: Database) {}

  async insert(user: NewUserRow): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(user).returning();
    if (!row) throw new Error('user insert returned no row');
    return row;
  }

  async findByUsernameOrEmail(username: string, email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(
        or(sql`lower(${users.username}) = lower(${username})`, sql`lower(${users.email}) = lower(${email})`),
      )
      .limit(1);
    return row;
  }

  async findByIdentifier(identifier: string): Promise<UserRow | undefined> {
    return this.findByUsernameOrEmail(identifier, identifier);
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async updateRole(id: number, role: UserRow['role']): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  async countAll(): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(users);
    return row?.value ?? 0;
  }
}

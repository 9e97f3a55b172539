import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages, users, type ContactMessageRow } from '../../db/schema';

export type NewContactMessage = Pick<
  ContactMessageRow,
  'name' | 'email' | 'subject' | 'message' | 'clientAddress'
>;

export class ContactRepository {
  constructor(private readonly db: Database) {}

  async insert(message: NewContactMessage): Promise<ContactMessageRow> {
    const [row] = await this.db.insert(contactMessages).values(message).returning();
    return row!;
  }

  list(limit: number, offset: number): Promise<ContactMessageRow[]> {
    return this.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset);
  }

  async countAll(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(contactMessages);
    return row?.n ?? 0;
  }

  async adminEmails(): Promise<string[]> {
    const rows = await this.db.select({ email: users.email }).from(users).where(eq(users.role, 'ADMIN'));
    return rows.map((row) => row.email);
  }
}

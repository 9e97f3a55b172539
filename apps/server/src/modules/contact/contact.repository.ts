import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { ContactMessageStatus } from '@nzbkino/shared';
import type { Database } from '../../db/client';
import { contactMessages, users, type ContactMessageRow } from '../../db/schema';

export type NewContactMessage = Pick<
  ContactMessageRow,
  'name' | 'email' | 'subject' | 'message' | 'clientAddress'
>;

/** A stored message with the name of the administrator who marked it done. */
export type ContactMessageView = ContactMessageRow & { handledByName: string | null };

const view = (row: { message: ContactMessageRow; handledByName: string | null }): ContactMessageView => ({
  ...row.message,
  handledByName: row.handledByName,
});

const HANDLED: Record<ContactMessageStatus, SQL> = {
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
};

export class ContactRepository {
  constructor(private readonly db: Database) {}

  async insert(message: NewContactMessage): Promise<ContactMessageRow> {
    const [row] = await this.db.insert(contactMessages).values(message).returning();
    return row!;
  }

  private select() {
    return this.db
      .select({ message: contactMessages, handledByName: users.username })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy));
  }

  async list(
    status: ContactMessageStatus | undefined,
    limit: number,
    offset: number,
  ): Promise<ContactMessageView[]> {
    const rows = await this.select()
      .where(status ? HANDLED[status] : undefined)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset);
    return rows.map(view);
  }

  async count(status?: ContactMessageStatus): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(contactMessages)
      .where(status ? HANDLED[status] : undefined);
    return row?.n ?? 0;
  }

  /**
   * Marks the message done by `adminId` (an earlier mark is kept), or open
   * again; `changed` says whether its state moved. Null when there is none.
   */
  async setHandled(
    id: number,
    handled: boolean,
    adminId: number,
  ): Promise<{ message: ContactMessageView; changed: boolean } | null> {
    const updated = await this.db
      .update(contactMessages)
      .set(handled ? { handledAt: new Date(), handledBy: adminId } : { handledAt: null, handledBy: null })
      .where(and(eq(contactMessages.id, id), HANDLED[handled ? 'open' : 'handled']))
      .returning({ id: contactMessages.id });
    const [row] = await this.select().where(eq(contactMessages.id, id));
    return row ? { message: view(row), changed: updated.length > 0 } : null;
  }

  async adminEmails(): Promise<string[]> {
    const rows = await this.db.select({ email: users.email }).from(users).where(eq(users.role, 'ADMIN'));
    return rows.map((row) => row.email);
  }
}

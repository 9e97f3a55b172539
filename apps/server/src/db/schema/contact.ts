import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Messages sent through the FAQ contact form; kept so an administrator can read them. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    clientAddress: text('client_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt, t.id)],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;

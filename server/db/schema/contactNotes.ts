import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { contacts } from './contacts.ts';
import { users } from './users.ts';

/** Notes agents write on a contact (Chatwoot's `notes`). */
export const contactNotes = pgTable(
  'contact_notes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_notes_contact_idx').on(t.contactId, t.createdAt)],
);

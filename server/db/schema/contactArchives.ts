import { customType, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { contacts } from './contacts.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A person's data as one ZIP (GDPR right of access: POST …/contacts/{id}/export): built by a job, kept in the
 * row (never under the public /uploads) so any node serves it to the account's administrators only. Erasing
 * the person deletes their archives.
 */
export const contactArchives = pgTable(
  'contact_archives',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 0 building, 1 ready, 2 failed. */
    status: integer('status').notNull().default(0),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    bytes: bytea('bytes'),
    byteSize: integer('byte_size').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('contact_archives_contact_idx').on(t.accountId, t.contactId, t.createdAt)],
);

import { bigint, customType, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { messages } from './conversations.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The raw RFC 822 bytes of each imported email (relay or IMAP), for "show original": read only through the
 * message's conversation (server/features/email/emailOriginal.routes.ts), gone with the message.
 */
export const emailOriginals = pgTable('email_originals', {
  messageId: bigint('message_id', { mode: 'number' })
    .primaryKey()
    .references(() => messages.id, { onDelete: 'cascade' }),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  raw: bytea('raw').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { inboxes } from './inboxes.ts';

/**
 * What the IMAP fetcher knows about an email inbox's mailbox (server/features/email/imapFetcher.ts): the UID
 * cursor — INBOX's UIDVALIDITY and the last UID queued for import — so each pass asks only for what is new,
 * and the health of the connection (the last error, consecutive login failures and the "reauthorization
 * required" flag they raise).
 */
export const emailMailboxes = pgTable('email_mailboxes', {
  inboxId: integer('inbox_id')
    .primaryKey()
    .references(() => inboxes.id, { onDelete: 'cascade' }),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  uidValidity: bigint('uid_validity', { mode: 'number' }),
  lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
  /** The last pass that completed; a changed UIDVALIDITY resyncs mail received since (a day before) it. */
  syncedAt: timestamp('synced_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  /** Consecutive refused logins; at AUTH_FAILURE_LIMIT the inbox needs reauthorization. */
  authFailures: integer('auth_failures').notNull().default(0),
  reauthorizationRequired: boolean('reauthorization_required').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

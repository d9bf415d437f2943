import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import type { TStoredFileJson } from './scheduledMessages.ts';

/** Saved replies the editor's "/" menu offers, found by short code or content. */
export const cannedResponses = pgTable(
  'canned_responses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    shortCode: varchar('short_code', { length: 255 }).notNull(),
    content: text('content').notNull(),
    /** Files inserted with the response (Chatwoot #12204), stored under uploads/attachments/<account>/. */
    attachments: jsonb('attachments')
      .$type<TStoredFileJson[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('canned_responses_account_short_code_key').on(t.accountId, t.shortCode),
    index('canned_responses_account_idx').on(t.accountId),
  ],
);

import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('canned_responses_account_short_code_key').on(t.accountId, t.shortCode),
    index('canned_responses_account_idx').on(t.accountId),
  ],
);

import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { conversations } from './conversations.ts';
import { users } from './users.ts';

/** An agent @mentioned in a private note of a conversation (one row per user and conversation). */
export const mentions = pgTable(
  'mentions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentionedAt: timestamp('mentioned_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mentions_user_conversation_key').on(t.userId, t.conversationId),
    index('mentions_account_user_idx').on(t.accountId, t.userId, t.mentionedAt),
  ],
);

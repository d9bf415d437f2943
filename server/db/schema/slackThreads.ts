import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { conversations } from './conversations.ts';
import { integrationHooks } from './integrationHooks.ts';

/**
 * A conversation mirrored to Slack (the Slack hook's per-conversation mapping): the parent message's `ts`
 * in the hook's channel is the thread every later message of the conversation is posted under, and the
 * thread a Slack reply is matched by (channel + thread ts). Deleted with the hook or the conversation.
 */
export const slackThreads = pgTable(
  'slack_threads',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    hookId: integer('hook_id')
      .notNull()
      .references(() => integrationHooks.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 64 }).notNull(),
    threadTs: varchar('thread_ts', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('slack_threads_hook_conversation_idx').on(t.hookId, t.conversationId),
    uniqueIndex('slack_threads_channel_ts_idx').on(t.channel, t.threadTs),
    index('slack_threads_account_idx').on(t.accountId),
  ],
);

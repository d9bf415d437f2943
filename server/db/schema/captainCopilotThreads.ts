import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { captainAssistants } from './captainAssistants.ts';
import { conversations } from './conversations.ts';
import { users } from './users.ts';

/** An agent's copilot conversation (Chatwoot's copilot_threads): kept per agent, optionally about a conversation. */
export const captainCopilotThreads = pgTable(
  'captain_copilot_threads',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assistantId: integer('assistant_id').references(() => captainAssistants.id, { onDelete: 'set null' }),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captain_copilot_threads_user_idx').on(t.accountId, t.userId, t.updatedAt)],
);

/** One turn of a copilot thread: `user`, `assistant` or `assistant_thinking` (a tool step shown while it works). */
export const captainCopilotMessages = pgTable(
  'captain_copilot_messages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    threadId: integer('thread_id')
      .notNull()
      .references(() => captainCopilotThreads.id, { onDelete: 'cascade' }),
    messageType: varchar('message_type', { length: 24 }).notNull(),
    message: jsonb('message')
      .$type<{
        content: string;
        citations?: { title: string; url: string | null }[];
        /** assistant_thinking: the tool it ran; assistant: why no answer could be given (Captain's error code). */
        tool?: string;
        error_code?: string;
      }>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captain_copilot_messages_thread_idx').on(t.threadId, t.id)],
);

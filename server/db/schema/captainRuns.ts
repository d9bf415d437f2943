import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * One call Captain made to its model (docs/CAPTAIN.md): who asked (an agent, or null for the assistant), what
 * for (`kind`: rewrite, summarize, copilot…), which model, tokens in and out, how long it took and how it ended
 * (`ok`, `error`, `timeout`, `quota`). A month's `ok` runs are the account's used quota. Never the prompt, never
 * the key. An assistant's run also names the assistant, the conversation, the tools it called and what it did
 * (`action`: `reply`, `handoff`, `resolve`): the Captain report counts these.
 */
export const captainRuns = pgTable(
  'captain_runs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    kind: varchar('kind', { length: 40 }).notNull(),
    model: varchar('model', { length: 128 }).notNull(),
    tokensIn: integer('tokens_in').notNull().default(0),
    tokensOut: integer('tokens_out').notNull().default(0),
    latencyMs: integer('latency_ms').notNull().default(0),
    outcome: varchar('outcome', { length: 16 }).notNull(),
    error: varchar('error', { length: 500 }),
    assistantId: integer('assistant_id'),
    conversationId: integer('conversation_id'),
    action: varchar('action', { length: 16 }),
    tools: text('tools').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('captain_runs_account_created_idx').on(t.accountId, t.createdAt),
    index('captain_runs_assistant_created_idx').on(t.assistantId, t.createdAt),
  ],
);

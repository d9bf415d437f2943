import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { agentBots } from './agentBots.ts';
import { inboxes } from './inboxes.ts';

/** Which bot answers an inbox: at most one per inbox. */
export const agentBotInboxes = pgTable(
  'agent_bot_inboxes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    inboxId: integer('inbox_id')
      .notNull()
      .references(() => inboxes.id, { onDelete: 'cascade' }),
    agentBotId: integer('agent_bot_id')
      .notNull()
      .references(() => agentBots.id, { onDelete: 'cascade' }),
    /** active 0, inactive 1. */
    status: integer('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_bot_inboxes_inbox_key').on(t.inboxId),
    index('agent_bot_inboxes_bot_idx').on(t.agentBotId),
  ],
);

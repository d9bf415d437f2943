import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** A bot that receives conversation events by webhook (Chatwoot's agent_bots). No account means a system bot. */
export const agentBots = pgTable(
  'agent_bots',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    outgoingUrl: varchar('outgoing_url', { length: 2048 }),
    /** webhook 0 (the only type so far). */
    botType: integer('bot_type').notNull().default(0),
    botConfig: jsonb('bot_config')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    avatarKey: varchar('avatar_key', { length: 255 }),
    /** HMAC-SHA256 key of the signed event deliveries to outgoing_url (X-Chatwoot-Signature). */
    secret: varchar('secret', { length: 64 })
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_bots_account_idx').on(t.accountId)],
);

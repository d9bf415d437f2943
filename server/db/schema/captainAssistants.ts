import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { inboxes } from './inboxes.ts';

/** An assistant's settings (Chatwoot's `config`): what it is called, how it speaks and when it hands off. */
export interface TCaptainAssistantConfig {
  product_name?: string;
  instructions?: string;
  welcome_message?: string;
  handoff_message?: string;
  resolution_message?: string;
  temperature?: number;
  feature_faq?: boolean;
  feature_citation?: boolean;
  feature_memory?: boolean;
  /** Customer messages Captain answers in one conversation before it hands off (docs/CAPTAIN.md). */
  max_turns?: number;
  /** Keep the account's published help-centre articles as documents (captainKnowledge's help-centre sync). */
  feature_help_center?: boolean;
}

/**
 * A Captain assistant (docs/CAPTAIN.md "Assistants"): an AI actor that answers the customers of the inboxes
 * connected to it (captain_inboxes) from its knowledge, and hands off to the team.
 */
export const captainAssistants = pgTable(
  'captain_assistants',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description').notNull().default(''),
    config: jsonb('config')
      .$type<TCaptainAssistantConfig>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    responseGuidelines: jsonb('response_guidelines')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    guardrails: jsonb('guardrails')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captain_assistants_account_idx').on(t.accountId)],
);

/** Which inbox an assistant answers: one assistant per inbox (Chatwoot's captain_inboxes). */
export const captainInboxes = pgTable(
  'captain_inboxes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    assistantId: integer('assistant_id')
      .notNull()
      .references(() => captainAssistants.id, { onDelete: 'cascade' }),
    inboxId: integer('inbox_id')
      .notNull()
      .references(() => inboxes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('captain_inboxes_inbox_key').on(t.inboxId),
    index('captain_inboxes_assistant_idx').on(t.assistantId),
  ],
);

import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TAutomationAction, TAutomationCondition } from '../../../common/contracts/automation.ts';
import { accounts } from './accounts.ts';
import { conversations } from './conversations.ts';

/** Chatwoot's automation_rules: on an event, when the conditions hold, apply the actions in order. */
export const automationRules = pgTable(
  'automation_rules',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    eventName: varchar('event_name', { length: 64 }).notNull(),
    conditions: jsonb('conditions')
      .$type<TAutomationCondition[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    actions: jsonb('actions')
      .$type<TAutomationAction[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('automation_rules_account_event_idx')
      .on(t.accountId, t.eventName)
      .where(sql`${t.active}`),
  ],
);

/**
 * One row per (rule, event) a rule acted on: the engine inserts it before applying the actions, in the
 * same transaction, so an event handled twice (a retry) applies a rule's actions once.
 */
export const automationRuleRuns = pgTable(
  'automation_rule_runs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => automationRules.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('automation_rule_runs_rule_event_key').on(t.ruleId, t.eventId)],
);

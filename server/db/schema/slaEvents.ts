import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { appliedSlas } from './appliedSlas.ts';
import { conversations } from './conversations.ts';
import { inboxes } from './inboxes.ts';
import { slaPolicies } from './slaPolicies.ts';

/**
 * Chatwoot's sla_events: one missed target, event_type frt 0 / nrt 1 / rt 2. `deadline_at` (ours) is
 * the deadline that passed: one row per applied SLA, type and deadline, so a check or a consumer that
 * runs twice records the miss once.
 */
export const slaEvents = pgTable(
  'sla_events',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    appliedSlaId: integer('applied_sla_id')
      .notNull()
      .references(() => appliedSlas.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    slaPolicyId: integer('sla_policy_id')
      .notNull()
      .references(() => slaPolicies.id, { onDelete: 'cascade' }),
    inboxId: integer('inbox_id').references(() => inboxes.id, { onDelete: 'cascade' }),
    eventType: integer('event_type').notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    meta: jsonb('meta')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sla_events_applied_type_deadline_key').on(t.appliedSlaId, t.eventType, t.deadlineAt),
    index('sla_events_conversation_idx').on(t.conversationId),
  ],
);

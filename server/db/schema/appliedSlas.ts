import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { conversations } from './conversations.ts';
import { slaPolicies } from './slaPolicies.ts';

/**
 * Chatwoot's applied_slas: a policy applied to a conversation, sla_status active 0 / hit 1 / missed 2 /
 * active_with_misses 3 (unique per account, policy and conversation). The three *_due_at columns are
 * ours: the pending deadline of each target (null once met, missed or not running), kept by the SLA
 * consumer so the scheduled check finds overdue rows through one partial index.
 */
export const appliedSlas = pgTable(
  'applied_slas',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    slaPolicyId: integer('sla_policy_id')
      .notNull()
      .references(() => slaPolicies.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    slaStatus: integer('sla_status').notNull().default(0),
    firstResponseDueAt: timestamp('first_response_due_at', { withTimezone: true }),
    nextResponseDueAt: timestamp('next_response_due_at', { withTimezone: true }),
    resolutionDueAt: timestamp('resolution_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applied_slas_account_policy_conversation_key').on(t.accountId, t.slaPolicyId, t.conversationId),
    index('applied_slas_conversation_idx').on(t.conversationId),
    index('applied_slas_account_created_idx').on(t.accountId, t.createdAt),
    /** The scheduled check: the earliest pending deadline of the SLAs still running. */
    index('applied_slas_due_idx')
      .on(sql`least(${t.firstResponseDueAt}, ${t.nextResponseDueAt}, ${t.resolutionDueAt})`)
      .where(sql`${t.slaStatus} IN (0, 3)`),
  ],
);

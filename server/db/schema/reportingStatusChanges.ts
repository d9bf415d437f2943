import { bigint, bigserial, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { conversations } from './conversations.ts';

/**
 * A conversation's status timeline as the reporting consumer saw it (one row per
 * conversation.status_changed event; `event_id` makes a repeated delivery write nothing). Reporting
 * events that measure a period (resolution, reopen, bot handoff) read when it began from here.
 * Statuses are the conversations.status numbers (0 open, 1 resolved, 2 pending, 3 snoozed).
 */
export const reportingStatusChanges = pgTable(
  'reporting_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    fromStatus: integer('from_status').notNull(),
    toStatus: integer('to_status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** The assignee right after the change (credited with a resolution or a reopen). */
    assigneeId: integer('assignee_id'),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('reporting_status_changes_event_key').on(t.eventId),
    index('reporting_status_changes_conversation_idx').on(t.conversationId, t.changedAt),
  ],
);

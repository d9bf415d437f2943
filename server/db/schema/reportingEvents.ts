import { sql } from 'drizzle-orm';
import {
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { inboxes } from './inboxes.ts';
import { users } from './users.ts';

/**
 * Chatwoot's reporting_events: one measured moment of a conversation (first_response, reply_time,
 * conversation_resolved, conversation_opened, conversation_bot_resolved, conversation_bot_handoff),
 * written by the reporting consumer from committed events. `value` is in seconds of wall-clock time,
 * `value_in_business_hours` in seconds inside the inbox's working hours (its timezone). `user_id` is
 * the agent credited (the replier or the assignee at the time); `created_at` is the moment the
 * report counts the event at (= event_end_time). `source_key` names what the row was derived from
 * (`first_response:<conversation>`, `reply_time:<message>`, `<name>:<event>`): the consumer runs at
 * least once, and the unique key makes a repeat write nothing. Rows seeded without one (tests, demo) are
 * outside the key. Definitions: docs/REPORTS.md.
 */
export const reportingEvents = pgTable(
  'reporting_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    value: doublePrecision('value').notNull().default(0),
    valueInBusinessHours: doublePrecision('value_in_business_hours').notNull().default(0),
    inboxId: integer('inbox_id').references(() => inboxes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The conversation measured: a live one, or one the retention policy deleted (archived_conversations),
     * whose events stay for the reports. No foreign key for that reason; the purge door deletes the events of
     * the conversations it does not archive (an inbox's, an account's).
     */
    conversationId: integer('conversation_id'),
    eventStartTime: timestamp('event_start_time', { withTimezone: true }).notNull(),
    eventEndTime: timestamp('event_end_time', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sourceKey: varchar('source_key', { length: 80 }),
  },
  (t) => [
    uniqueIndex('reporting_events_source_key')
      .on(t.sourceKey)
      .where(sql`${t.sourceKey} IS NOT NULL`),
    /**
     * Covering: every report reads one event name over a range and needs only these columns, so the
     * aggregate is an index-only scan (bench/reports.bench.ts).
     */
    index('reporting_events_report_idx').on(
      t.accountId,
      t.name,
      t.createdAt,
      t.userId,
      t.inboxId,
      t.value,
      t.valueInBusinessHours,
      t.conversationId,
    ),
    index('reporting_events_conversation_idx').on(t.conversationId),
  ],
);

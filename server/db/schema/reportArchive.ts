import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { inboxes } from './inboxes.ts';
import { teams } from './teams.ts';
import { users } from './users.ts';

/**
 * What a conversation deleted by the retention policy leaves for the reports: the columns they count and
 * group by, nothing about the person (no contact, no content, no attributes). Written once by the purge door
 * in the transaction that deletes the conversation, never changed; the report queries read it beside
 * `conversations` (reports.repo.ts), so the figures of a period stay what they were. The id is the deleted
 * conversation's, which its reporting_events still name.
 */
export const archivedConversations = pgTable(
  'archived_conversations',
  {
    id: integer('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    inboxId: integer('inbox_id')
      .notNull()
      .references(() => inboxes.id, { onDelete: 'cascade' }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('archived_conversations_report_idx').on(t.accountId, t.createdAt, t.assigneeId, t.inboxId, t.teamId)],
);

/**
 * The messages of a conversation the retention policy deletes, as the message counts see them: type,
 * visibility, inbox, sender, time. Each is copied in the transaction that deletes it, so a message is counted
 * from exactly one of messages and archived_messages at any moment.
 */
export const archivedMessages = pgTable(
  'archived_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    inboxId: integer('inbox_id')
      .notNull()
      .references(() => inboxes.id, { onDelete: 'cascade' }),
    /** Its conversation, live or archived: the messages go in batches before their conversation does. */
    conversationId: integer('conversation_id').notNull(),
    messageType: integer('message_type').notNull(),
    private: boolean('private').notNull(),
    senderType: varchar('sender_type', { length: 32 }),
    senderId: integer('sender_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('archived_messages_report_idx').on(t.accountId, t.messageType, t.createdAt)],
);

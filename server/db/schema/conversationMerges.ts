import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { conversations } from './conversations.ts';
import { users } from './users.ts';

/**
 * One merge of a conversation (source) into another (target), and exactly what it moved, so an unmerge
 * within 7 days puts back that and nothing else (server/features/conversations/commands/merge.ts).
 */
export const conversationMerges = pgTable(
  'conversation_merges',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Who merged (null: not a person, or since removed). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The source's messages that moved to the target. */
    messageIds: bigint('message_ids', { mode: 'number' }).array().notNull(),
    /** Labels the target did not carry before the merge. */
    addedLabels: text('added_labels').array().notNull(),
    /** Participants the target did not have before the merge. */
    addedParticipantIds: integer('added_participant_ids').array().notNull(),
    /** The source as it was: status, snooze end and waiting time (the merge resolved it). */
    sourceStatus: integer('source_status').notNull(),
    sourceSnoozedUntil: timestamp('source_snoozed_until', { withTimezone: true }),
    sourceWaitingSince: timestamp('source_waiting_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    unmergedAt: timestamp('unmerged_at', { withTimezone: true }),
  },
  (t) => [
    index('conversation_merges_source_idx').on(t.sourceId, t.createdAt),
    index('conversation_merges_target_idx').on(t.targetId),
  ],
);

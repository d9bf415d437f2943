import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, boolean } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { conversations, messages } from './conversations.ts';
import { users } from './users.ts';

/** A file kept for a scheduled message or a canned response until it is sent (attachments.store's TStoredFile). */
export interface TStoredFileJson {
  fileKey: string;
  fileName: string;
  contentType: string;
  extension: string;
  fileSize: number;
  fileType: number;
}

/**
 * Send later: a reply or note an agent wrote for a later time. status 0 scheduled, 1 sent, 2 cancelled,
 * 3 failed. The send job claims due rows (status scheduled → sent) in one UPDATE, so each is sent once
 * across the nodes; the message it became is `message_id`. Files wait in `attachments` (stored under
 * uploads/attachments/<account>/) and go to the message's attachments when it is sent.
 */
export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    private: boolean('private').notNull().default(false),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    status: integer('status').notNull().default(0),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    error: text('error'),
    attachments: jsonb('attachments')
      .$type<TStoredFileJson[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scheduled_messages_conversation_idx').on(t.conversationId, t.status),
    index('scheduled_messages_due_idx')
      .on(t.scheduledAt)
      .where(sql`${t.status} = 0`),
  ],
);

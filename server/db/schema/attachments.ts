import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { messages } from './conversations.ts';

/** A file on a message (at most 15 per message). file_type: 0 image, 1 audio, 2 video, 3 file, 4 location… */
export const attachments = pgTable(
  'attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileType: integer('file_type').notNull().default(3),
    /** Key in the upload store (null for external attachments). */
    fileKey: varchar('file_key', { length: 255 }),
    thumbKey: varchar('thumb_key', { length: 255 }),
    externalUrl: varchar('external_url', { length: 2048 }),
    fileName: varchar('file_name', { length: 255 }),
    contentType: varchar('content_type', { length: 255 }),
    extension: varchar('extension', { length: 32 }),
    fileSize: integer('file_size').notNull().default(0),
    meta: jsonb('meta')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attachments_message_idx').on(t.messageId),
    index('attachments_account_idx').on(t.accountId, t.createdAt),
  ],
);

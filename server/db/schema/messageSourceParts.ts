import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { inboxes } from './inboxes.ts';
import { messages } from './conversations.ts';

/**
 * The provider's ids of the other parts one of our messages became: Instagram takes the text and each
 * attachment as separate sends, each with its own id, and echoes every one back. The message keeps the first
 * id (`messages.source_id`); the rest are here, so their echoes are known as ours (providers/inbound.repo.ts
 * messageExists) and not stored as new messages.
 */
export const messageSourceParts = pgTable(
  'message_source_parts',
  {
    id: serial('id').primaryKey(),
    inboxId: integer('inbox_id')
      .notNull()
      .references(() => inboxes.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    sourceId: varchar('source_id', { length: 255 }).notNull(),
  },
  (t) => [
    uniqueIndex('message_source_parts_inbox_source_key').on(t.inboxId, t.sourceId),
    index('message_source_parts_message_idx').on(t.messageId),
  ],
);

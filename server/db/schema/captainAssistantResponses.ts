import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, real, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { captainAssistants } from './captainAssistants.ts';
import { captainDocuments } from './captainDocuments.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * An FAQ of an assistant (Chatwoot's captain_assistant_responses): a question and its answer, `pending` until
 * an administrator approves it (only `approved` ones are retrieved). Where it came from: a document
 * (`document_id`, documentable_type `Captain::Document`), a resolved conversation (`Conversation`) or a person
 * (`User`). `search_vector` (generated) covers question and answer; `embedding` only with an embedding model.
 */
export const captainAssistantResponses = pgTable(
  'captain_assistant_responses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    assistantId: integer('assistant_id')
      .notNull()
      .references(() => captainAssistants.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    documentId: integer('document_id').references(() => captainDocuments.id, { onDelete: 'cascade' }),
    documentableType: varchar('documentable_type', { length: 32 }),
    documentableId: integer('documentable_id'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce("question", '') || ' ' || coalesce("answer", ''))`,
    ),
    embedding: real('embedding').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('captain_responses_assistant_status_idx').on(t.assistantId, t.status, t.createdAt),
    index('captain_responses_document_idx').on(t.documentId),
    index('captain_responses_search_idx').using('gin', t.searchVector),
    index('captain_responses_question_trgm_idx').using('gin', sql`${t.question} gin_trgm_ops`),
  ],
);

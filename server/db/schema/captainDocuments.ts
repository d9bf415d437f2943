import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { articles } from './articles.ts';
import { captainAssistants } from './captainAssistants.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A piece of an assistant's knowledge (Chatwoot's captain_documents): an uploaded file (`pdf`, `markdown`,
 * `text`), a crawled site (`url`: `external_link` is where the crawl started) or a published help-centre
 * article kept in sync (`article`). `status`: `in_progress` while it is read, `available`, or `failed` with
 * `error`. `content` is the extracted text (markdown), at most 200 kB.
 */
export const captainDocuments = pgTable(
  'captain_documents',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    assistantId: integer('assistant_id')
      .notNull()
      .references(() => captainAssistants.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    sourceType: varchar('source_type', { length: 16 }).notNull(),
    externalLink: text('external_link'),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('in_progress'),
    error: varchar('error', { length: 500 }),
    pages: integer('pages').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('captain_documents_assistant_idx').on(t.assistantId, t.createdAt),
    uniqueIndex('captain_documents_article_key')
      .on(t.assistantId, t.articleId)
      .where(sql`${t.articleId} IS NOT NULL`),
  ],
);

/**
 * A document's text cut for retrieval (about 800 tokens, with overlap): `search_vector` is written with
 * 'simple' plus the chunk's title words; `embedding` is filled only when an embedding model is set.
 */
export const captainDocumentChunks = pgTable(
  'captain_document_chunks',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    assistantId: integer('assistant_id')
      .notNull()
      .references(() => captainAssistants.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => captainDocuments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: varchar('title', { length: 255 }).notNull().default(''),
    url: text('url'),
    content: text('content').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce("title", '') || ' ' || coalesce("content", ''))`,
    ),
    embedding: real('embedding').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('captain_document_chunks_document_idx').on(t.documentId, t.position),
    index('captain_document_chunks_search_idx').using('gin', t.searchVector),
    index('captain_document_chunks_assistant_idx').on(t.assistantId),
  ],
);

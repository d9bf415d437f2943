import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';

/** One piece of knowledge retrieval found: an approved FAQ or a document's chunk. */
export interface TKnowledgeHit {
  kind: 'faq' | 'chunk';
  /** The FAQ's or the chunk's id. */
  id: number;
  /** The FAQ's question, or the chunk's title (the document's name or page title). */
  title: string;
  /** The FAQ's answer, or the chunk's text. */
  content: string;
  /** Where a reader can see it: the crawled page or the help-centre article; null for FAQs and files. */
  url: string | null;
  documentId: number | null;
  score: number;
}

export interface TKnowledgeQuery {
  accountId: number;
  assistantId: number;
  query: string;
  limit: number;
}

/**
 * The query's words as an OR text-search query (a customer's question rarely has every word of the answer):
 * English stemming and stop words, the same configuration as the generated search vectors.
 */
const anyWord = (q: string) =>
  sql`(SELECT coalesce(to_tsquery('english', nullif(string_agg(quote_literal(w), ' | '), '')), ''::tsquery)
       FROM unnest(tsvector_to_array(to_tsvector('english', ${q}))) AS w)`;

/**
 * The `vector` extension's presence (pgvector): retrieval does not need it, start-up logs which retrieval runs.
 */
export const hasVectorExtension = async (db: TExecutor) =>
  (await db.execute(sql`SELECT 1 FROM pg_available_extensions WHERE name = 'vector'`)).rows.length > 0;

/**
 * Full-text rank plus trigram similarity over the assistant's approved FAQs and its documents' chunks, best
 * first: text search finds answers sharing the question's words, trigrams forgive typos and short queries.
 * Runs on the embedded database (pg_trgm is a contrib module).
 */
export const searchKnowledgeRows = async (
  db: TExecutor,
  q: TKnowledgeQuery,
): Promise<(TKnowledgeHit & { embedding: number[] | null })[]> => {
  const rows = await db.execute<{
    kind: 'faq' | 'chunk';
    id: number;
    title: string;
    content: string;
    url: string | null;
    document_id: number | null;
    score: number;
    embedding: number[] | null;
  }>(sql`
    WITH q AS (SELECT ${anyWord(q.query)} AS tsq)
    (SELECT 'faq' AS kind, r.id, r.question AS title, r.answer AS content, NULL::text AS url,
            r.document_id, r.embedding, (ts_rank_cd(r.search_vector, q.tsq) + word_similarity(${q.query}, r.question))::float8 AS score
       FROM captain_assistant_responses r, q
      WHERE r.account_id = ${q.accountId} AND r.assistant_id = ${q.assistantId} AND r.status = 'approved'
        AND (r.search_vector @@ q.tsq OR word_similarity(${q.query}, r.question) > 0.3)
      ORDER BY score DESC LIMIT ${q.limit})
    UNION ALL
    (SELECT 'chunk' AS kind, c.id, c.title, c.content, c.url, c.document_id, c.embedding,
            ts_rank_cd(c.search_vector, q.tsq)::float8 AS score
       FROM captain_document_chunks c, q
      WHERE c.account_id = ${q.accountId} AND c.assistant_id = ${q.assistantId} AND c.search_vector @@ q.tsq
      ORDER BY score DESC LIMIT ${q.limit})
    ORDER BY score DESC LIMIT ${q.limit}`);
  return rows.rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    title: r.title,
    content: r.content,
    url: r.url,
    documentId: r.document_id,
    score: Number(r.score),
    embedding: r.embedding,
  }));
};

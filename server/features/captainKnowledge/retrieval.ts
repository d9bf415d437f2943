import type { TDeps } from '../../deps.ts';
import { cosine, embedText } from './embeddings.ts';
import { hasVectorExtension, searchKnowledgeRows, type TKnowledgeHit, type TKnowledgeQuery } from './retrieval.repo.ts';

export type { TKnowledgeHit, TKnowledgeQuery };

/** Text-search candidates re-ranked by embeddings when the account has an embedding model. */
export const RERANK_CANDIDATES = 50;
/** The re-ranked score: this share of the cosine similarity, the rest of the text score (scaled to the best). */
export const EMBEDDING_WEIGHT = 0.6;

let probe: Promise<void> | null = null;

/**
 * Logs once per process which retrieval runs: full text + trigrams, re-ranked in JavaScript by `real[]`
 * embeddings when an embedding model is set. pgvector is not needed; its presence is only reported
 * (docs/CAPTAIN.md "Retrieval").
 */
export const logRetrievalCapability = (deps: TDeps) =>
  (probe ??= hasVectorExtension(deps.db).then(
    (vector) =>
      deps.log.info(
        { pgvector: vector },
        'captain retrieval: full text + trigram, embedding re-rank in JavaScript when an embedding model is set' +
          (vector ? ' (pgvector is available but not used)' : ' (pgvector not available: not needed)'),
      ),
    () => {
      probe = null;
    },
  ));

/** Blends the text score (scaled to the best candidate's) with the cosine to the query's embedding. */
export const rerank = <T extends TKnowledgeHit & { embedding: number[] | null }>(rows: T[], query: number[]) => {
  const best = Math.max(...rows.map((r) => r.score), 0) || 1;
  return rows
    .map((r) => ({
      ...r,
      score:
        (1 - EMBEDDING_WEIGHT) * (r.score / best) + EMBEDDING_WEIGHT * Math.max(0, cosine(r.embedding ?? [], query)),
    }))
    .sort((a, b) => b.score - a.score);
};

/**
 * The one retrieval interface every Captain caller uses (the assistant's `faq_lookup` tool, the copilot, the
 * playground): the assistant's approved FAQs and document chunks that best answer `query`, best first. Full
 * text + trigram finds up to 50 candidates; with an embedding model they are re-ranked by cosine.
 */
export const searchKnowledge = async (deps: TDeps, q: TKnowledgeQuery): Promise<TKnowledgeHit[]> => {
  void logRetrievalCapability(deps);
  if (!q.query.trim()) return [];
  const rows = await searchKnowledgeRows(deps.db, { ...q, limit: Math.max(q.limit, RERANK_CANDIDATES) });
  const embedded = rows.some((r) => r.embedding?.length);
  const query = embedded
    ? await embedText(deps, { accountId: q.accountId, assistantId: q.assistantId }, q.query)
    : null;
  const ranked = query ? rerank(rows, query) : rows;
  return ranked.slice(0, q.limit).map(({ embedding: _embedding, ...hit }) => hit);
};

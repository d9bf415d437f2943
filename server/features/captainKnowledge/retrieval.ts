import type { TDeps } from '../../deps.ts';
import { searchKnowledgeRows, type TKnowledgeHit, type TKnowledgeQuery } from './retrieval.repo.ts';

export type { TKnowledgeHit, TKnowledgeQuery };

/**
 * The one retrieval interface every Captain caller uses (the assistant's `faq_lookup` tool, the copilot, the
 * playground): the assistant's approved FAQs and document chunks that best answer `query`, best first.
 */
export const searchKnowledge = (deps: TDeps, q: TKnowledgeQuery): Promise<TKnowledgeHit[]> =>
  searchKnowledgeRows(deps.db, q);

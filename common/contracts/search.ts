import { z } from 'zod';

export const SEARCH_PER_PAGE = 15;
export const ZSearchQuery = z.object({
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;
export const ZConversationSearchQuery = ZSearchQuery;
/** GET conversations/search counts its tabs over at most this many matches, most recent first (meta.count_capped: true when more match). */
export const CONVERSATION_SEARCH_COUNT_CAP = 100;

import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { conversationKeys, fetchConversationPage, nextPageOf } from './conversationQueries.ts';
import type { TListFilters } from './conversationTypes.ts';
import { flattenPages } from './listCache.ts';

/** One list (25 a page, infinite): the rows, the tab counts from the first page's meta, the end flag. */
export const useConversationList = (accountId: number, filters: TListFilters, enabled = true) => {
  const query = useInfiniteQuery({
    queryKey: conversationKeys.list(accountId, filters),
    queryFn: ({ pageParam }) => fetchConversationPage(accountId, filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled,
    staleTime: 30_000,
  });
  const conversations = useMemo(() => flattenPages(query.data), [query.data]);
  return { ...query, conversations, counts: query.data?.pages[0]?.meta };
};

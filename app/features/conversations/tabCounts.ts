import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { filtersOfKey } from './cachePatch.ts';
import { conversationKeys, fetchConversationPage, listSearchParams } from './conversationQueries.ts';
import type { TListFilters, TListPage, TTabCounts } from './conversationTypes.ts';

/** How long a burst of events (created, then auto-assigned) waits before one recount. */
export const COUNTS_REFRESH_DELAY_MS = 300;

const countsOf = (meta: Partial<TTabCounts> | undefined): TTabCounts => ({
  mine_count: meta?.mine_count ?? 0,
  unassigned_count: meta?.unassigned_count ?? 0,
  all_count: meta?.all_count ?? 0,
});

/**
 * The Mine / Unassigned / All counts of one list from the server: GET conversations/meta with the list's
 * query, or the filter's first page when rows or a folder apply (its meta counts every tab).
 */
export const fetchTabCounts = async (accountId: number, filters: TListFilters): Promise<TTabCounts> => {
  if (filters.query?.length) return (await fetchConversationPage(accountId, filters, 1)).meta;
  const params = listSearchParams(filters, 1);
  params.delete('page');
  params.delete('sort_by');
  const res = await api<{ meta?: Partial<TTabCounts> }>(
    `/api/v1/accounts/${accountId}/conversations/meta?${params.toString()}`,
    { contract: 'conversationMeta' },
  );
  return countsOf(res.meta);
};

const withCounts = (data: InfiniteData<TListPage> | undefined, meta: TTabCounts) => {
  const first = data?.pages[0];
  return data && first ? { ...data, pages: [{ ...first, meta }, ...data.pages.slice(1)] } : data;
};

/**
 * Recounts the tabs of every list on screen (their rows stay as the realtime patches left them); lists
 * off screen are marked stale and refetch when shown again. The client's own count patching cannot know
 * a conversation it never held (one created unassigned, then auto-assigned), so the server has the last word.
 */
export const refreshTabCounts = async (qc: QueryClient, accountId: number) => {
  const lists = qc.getQueryCache().findAll({ queryKey: conversationKeys.lists(accountId) });
  await Promise.all(
    lists.map(async (query) => {
      if (!query.state.data) return;
      if (query.getObserversCount() === 0) {
        await qc.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'none' });
        return;
      }
      const meta = await fetchTabCounts(accountId, filtersOfKey(query.queryKey)).catch(() => null);
      if (meta) qc.setQueryData<InfiniteData<TListPage>>(query.queryKey, (d) => withCounts(d, meta));
    }),
  );
};

/** A debounced refreshTabCounts: the realtime handlers call it on every event that moves a count. */
export const tabCountsRefresher = (qc: QueryClient, accountId: number, delay = COUNTS_REFRESH_DELAY_MS) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule: () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refreshTabCounts(qc, accountId), delay);
    },
    cancel: () => clearTimeout(timer),
  };
};

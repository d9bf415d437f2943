import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { conversationKeys } from './conversationQueries.ts';
import type { TConversation, TListFilters, TListPage, TMessage, TMessageWindow } from './conversationTypes.ts';
import { findInPages, mergeConversation, patchListData, type TConversationPatch } from './listCache.ts';
import { upsertMessage } from './messageCache.ts';

/** Applies list/detail/message patches to the live TanStack cache (used by realtime and by mutations). */

export const filtersOfKey = (key: readonly unknown[]) => key[key.length - 1] as TListFilters;

/** The freshest copy the cache knows of a conversation (detail first, then any list). */
export const knownConversation = (qc: QueryClient, accountId: number, id: number): TConversation | undefined => {
  const detail = qc.getQueryData<TConversation>(conversationKeys.detail(accountId, id));
  if (detail) return detail;
  for (const [, data] of qc.getQueriesData<InfiniteData<TListPage>>({ queryKey: conversationKeys.lists(accountId) })) {
    const found = findInPages(data, id);
    if (found) return found;
  }
  return undefined;
};

/**
 * A read of this query already on its way may have been answered before the change being patched in: its
 * answer would land after the patch and undo it. Such a read is cancelled and starts again (the patched data
 * stays shown meanwhile), so what is shown is never older than the live stream.
 */
const readAgainIfReading = (qc: QueryClient, queryKey: readonly unknown[]) => {
  if (qc.getQueryState(queryKey)?.fetchStatus === 'fetching') void qc.invalidateQueries({ queryKey, exact: true });
};

/** Puts a full conversation into the detail and every list (joining lists only when allowed). */
export const putConversation = (
  qc: QueryClient,
  accountId: number,
  userId: number,
  conv: TConversation,
  allowInsert: boolean,
  isNew = false,
) => {
  const before = knownConversation(qc, accountId, conv.id);
  const detailKey = conversationKeys.detail(accountId, conv.id);
  qc.setQueryData<TConversation>(detailKey, (old) => (old ? { ...old, ...conv } : old));
  readAgainIfReading(qc, detailKey);
  for (const query of qc.getQueryCache().findAll({ queryKey: conversationKeys.lists(accountId) })) {
    const data = query.state.data as InfiniteData<TListPage> | undefined;
    if (!data) continue;
    const filters = filtersOfKey(query.queryKey);
    const last = data.pages[data.pages.length - 1];
    const hasMore = last ? last.payload.length >= 25 : false;
    qc.setQueryData(
      query.queryKey,
      patchListData(data, conv, filters, userId, { allowInsert, hasMore, before, isNew }),
    );
    readAgainIfReading(qc, query.queryKey);
  }
};

/** A partial change to a conversation the cache already holds (status, assignee, unread…). */
export const patchConversation = (
  qc: QueryClient,
  accountId: number,
  userId: number,
  id: number,
  patch: TConversationPatch,
) => {
  const known = knownConversation(qc, accountId, id);
  if (!known) return;
  putConversation(qc, accountId, userId, mergeConversation(known, patch), true);
};

export const putMessage = (qc: QueryClient, accountId: number, conversationId: number, message: TMessage) => {
  const key = conversationKeys.messages(accountId, conversationId);
  qc.setQueryData<TMessageWindow>(key, (w) => (w ? upsertMessage(w, message) : w));
  readAgainIfReading(qc, key);
};

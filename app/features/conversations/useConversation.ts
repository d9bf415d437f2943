import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { MESSAGES_PER_PAGE } from '../../../common/contracts/conversations.ts';
import { conversationKeys, fetchConversation, fetchLatestMessages, fetchMessages } from './conversationQueries.ts';
import type { TMessageWindow } from './conversationTypes.ts';
import { oldestId, prependOlder } from './messageCache.ts';

export const useConversationDetail = (accountId: number, id: number) =>
  useQuery({ queryKey: conversationKeys.detail(accountId, id), queryFn: () => fetchConversation(accountId, id) });

/** The latest 20 messages, then older pages by `before` on demand. */
export const useMessageWindow = (accountId: number, id: number) => {
  const queryClient = useQueryClient();
  const key = conversationKeys.messages(accountId, id);
  // No structural sharing: patches already reuse unchanged message objects, and deep-comparing a
  // 10,000-message window on every older page costs more than it saves.
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchLatestMessages(accountId, id),
    staleTime: Infinity,
    structuralSharing: false,
  });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const loadOlder = useCallback(async () => {
    const current = queryClient.getQueryData<TMessageWindow>(conversationKeys.messages(accountId, id));
    const before = current ? oldestId(current) : undefined;
    if (!current?.hasOlder || !before || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const older = await fetchMessages(accountId, id, before);
      queryClient.setQueryData<TMessageWindow>(conversationKeys.messages(accountId, id), (w) =>
        w ? prependOlder(w, older, MESSAGES_PER_PAGE) : w,
      );
    } finally {
      setLoadingOlder(false);
    }
  }, [accountId, id, queryClient, loadingOlder]);
  return { ...query, loadOlder, loadingOlder };
};

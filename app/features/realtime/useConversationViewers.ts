import { useEffect, useSyncExternalStore } from 'react';
import { VIEWING_REPEAT_MS } from '../../../common/realtime.ts';
import { useRealtimeActions } from './realtimeContext.ts';
import { subscribeViewers, viewersOf } from './viewersStore.ts';

/**
 * Announces that this tab has the conversation open (repeated while it stays open, withdrawn on leave)
 * and returns the other agents who have it open.
 */
export const useConversationViewers = (accountId: number, conversationId: number, selfId: number) => {
  const { perform } = useRealtimeActions();
  useEffect(() => {
    const announce = (viewing: boolean) => perform('viewing', { conversation_id: conversationId, viewing });
    announce(true);
    const timer = setInterval(() => announce(true), VIEWING_REPEAT_MS);
    return () => {
      clearInterval(timer);
      announce(false);
    };
  }, [perform, conversationId]);
  return useSyncExternalStore(subscribeViewers, () => viewersOf(accountId, conversationId, selfId));
};

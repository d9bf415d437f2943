import { useEffect, useSyncExternalStore } from 'react';
import { VIEWING_EVENT, VIEWING_REPEAT_MS } from '../../../common/realtime.ts';
import { onRealtime } from './realtimeBus.ts';
import { useRealtimeActions } from './realtimeContext.ts';
import { subscribeViewers, viewersOf } from './viewersStore.ts';

/**
 * Announces that this tab has the conversation open (repeated while it stays open, withdrawn on leave)
 * and returns the other agents who have it open. When someone new opens it, this tab answers at once
 * so the newcomer sees it too without waiting for the next repeat.
 */
export const useConversationViewers = (accountId: number, conversationId: number, selfId: number) => {
  const { perform } = useRealtimeActions();
  useEffect(() => {
    const announce = (viewing: boolean) => perform('viewing', { conversation_id: conversationId, viewing });
    const known = new Set<number>();
    const off = onRealtime(VIEWING_EVENT, (data) => {
      if (data.conversation_id !== conversationId || data.user.id === selfId) return;
      if (!data.viewing) known.delete(data.user.id);
      else if (!known.has(data.user.id)) {
        known.add(data.user.id);
        announce(true);
      }
    });
    announce(true);
    const timer = setInterval(() => announce(true), VIEWING_REPEAT_MS);
    // Closing or reloading the tab does not unmount React: say goodbye while the socket is still open.
    const leave = () => announce(false);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      off();
      clearInterval(timer);
      announce(false);
    };
  }, [perform, conversationId, selfId]);
  return useSyncExternalStore(subscribeViewers, () => viewersOf(accountId, conversationId, selfId));
};

import type { QueryClient } from '@tanstack/react-query';
import type { TRealtimeEvent } from '../../../common/realtime.ts';

/** What a handler gets beside the event's data: the account the connection belongs to and the query cache. */
export interface TRealtimeContext {
  accountId: number;
  queryClient: QueryClient;
}

export type TRealtimeHandler = (data: unknown, ctx: TRealtimeContext) => void;

const handlers = new Map<TRealtimeEvent, Set<TRealtimeHandler>>();

/**
 * Features register how an event patches their part of the TanStack cache; the account's one
 * /cable connection (useAccountRealtime) dispatches every event here. Returns the unsubscribe.
 */
export const onRealtime = (event: TRealtimeEvent, handler: TRealtimeHandler) => {
  const set = handlers.get(event) ?? new Set<TRealtimeHandler>();
  set.add(handler);
  handlers.set(event, set);
  return () => {
    set.delete(handler);
  };
};

/** Delivers one event to every registered handler; one failing handler does not stop the others. */
export const dispatchRealtime = (event: string, data: unknown, ctx: TRealtimeContext) => {
  const set = handlers.get(event as TRealtimeEvent);
  if (!set) return;
  for (const handler of [...set]) {
    try {
      handler(data, ctx);
    } catch (error) {
      console.error(`realtime handler for ${event} failed`, error);
    }
  }
};

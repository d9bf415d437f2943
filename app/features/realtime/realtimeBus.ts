import type { QueryClient } from '@tanstack/react-query';
import { EVENT_SCHEMAS, isEventName, type TEventData, type TEventName } from '../../../common/events.ts';

/** What a handler gets beside the event's data: the account the connection belongs to and the query cache. */
export interface TRealtimeContext {
  accountId: number;
  queryClient: QueryClient;
}

export type TRealtimeHandler<E extends TEventName> = (data: TEventData<E>, ctx: TRealtimeContext) => void;

type TAnyHandler = (data: unknown, ctx: TRealtimeContext) => void;
const handlers = new Map<TEventName, Set<TAnyHandler>>();

/** Does the wire data have the shape the event map gives this event (common/events.ts)? */
const matches = <E extends TEventName>(event: E, data: unknown): data is TEventData<E> =>
  EVENT_SCHEMAS[event].safeParse(data).success &&
  typeof data === 'object' &&
  data !== null &&
  'account_id' in data &&
  typeof data.account_id === 'number';

/**
 * Features register how an event patches their part of the TanStack cache; the account's one
 * /cable connection (useAccountRealtime) dispatches every event here. Handlers are typed by the
 * event map, and only data of that shape reaches them. Returns the unsubscribe.
 */
export const onRealtime = <E extends TEventName>(event: E, handler: TRealtimeHandler<E>) => {
  const set = handlers.get(event) ?? new Set<TAnyHandler>();
  const checked: TAnyHandler = (data, ctx) => {
    if (matches(event, data)) handler(data, ctx);
    else console.error(`realtime ${event} does not match its schema`, data);
  };
  set.add(checked);
  handlers.set(event, set);
  return () => {
    set.delete(checked);
  };
};

/** Delivers one event to every registered handler; one failing handler does not stop the others. */
export const dispatchRealtime = (event: string, data: unknown, ctx: TRealtimeContext) => {
  if (!isEventName(event)) return;
  const set = handlers.get(event);
  if (!set) return;
  for (const handler of [...set]) {
    try {
      handler(data, ctx);
    } catch (error) {
      console.error(`realtime handler for ${event} failed`, error);
    }
  }
};

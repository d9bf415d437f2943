import { isApiError } from '../../lib/api.ts';
import type { TMessage } from './conversationTypes.ts';
import type { TOutboxEntry, TOutboxItem } from './outboxStore.ts';

/** Pure outbox rules: what counts as "the network failed", the order items go out in, how they show. */

/**
 * The request never got an answer from the server (fetch failed: offline, connection reset) or a proxy
 * in front of it said the server is unreachable. A 4xx or the server's own 500 is an answer: not queued.
 */
export const isNetworkFailure = (err: unknown) =>
  isApiError(err) ? err.status === 0 || err.status === 502 || err.status === 503 || err.status === 504 : false;

export interface TFlushDeps {
  /** The current entry for an echo_id (undefined once cancelled). */
  current: (echoId: string) => TOutboxEntry | undefined;
  send: (item: TOutboxItem) => Promise<TMessage>;
  sending: (item: TOutboxItem, on: boolean) => Promise<void>;
  sent: (item: TOutboxItem, saved: TMessage) => Promise<void>;
  refused: (item: TOutboxItem, reason: unknown) => Promise<void>;
}

/**
 * Sends the waiting items one after another, oldest first (the order typed). A network failure stops
 * the run and keeps that item and the rest for the next one ('offline'); a refusal keeps the item aside
 * with its reason and the run goes on. An item cancelled meanwhile is skipped.
 */
export const flushItems = async (items: readonly TOutboxEntry[], deps: TFlushDeps): Promise<'done' | 'offline'> => {
  const waiting = items.filter((e) => !e.error).sort((a, b) => a.queuedAt - b.queuedAt);
  for (const entry of waiting) {
    const now = deps.current(entry.echoId);
    if (!now || now.error) continue;
    await deps.sending(now, true);
    try {
      const saved = await deps.send(now);
      await deps.sent(now, saved);
    } catch (err) {
      await deps.sending(now, false);
      if (isNetworkFailure(err)) return 'offline';
      await deps.refused(now, err);
    }
  }
  return 'done';
};

/** How a queued item shows in the thread until it is sent: the agent's own message, status queued. */
export const queuedMessage = (e: TOutboxEntry, sender: TMessage['sender'], index: number): TMessage => ({
  id: -(index + 1),
  content: e.content,
  conversation_id: e.conversationId,
  message_type: 1,
  status: e.error ? 'failed' : e.sending ? 'progress' : 'queued',
  ...(e.error !== undefined && { error: e.error }),
  outbox: true,
  private: e.private,
  echo_id: e.echoId,
  content_attributes: { ...e.extras.content_attributes },
  sender,
  attachments: [],
  created_at: Math.floor(e.queuedAt / 1000),
  account_id: e.accountId,
  inbox_id: 0,
  content_type: 'text',
  source_id: null,
  sender_type: 'User',
  sender_id: sender?.id ?? null,
  external_source_ids: {},
  additional_attributes: {},
  updated_at: '',
  processed_message_content: e.content,
  sentiment: {},
});

/**
 * The thread as shown: the sent messages, then this conversation's queued ones in the order typed.
 * A queued item whose echo_id already came back (its answer or the socket's message.created) is not
 * shown twice.
 */
export const withQueued = (
  messages: TMessage[],
  entries: readonly TOutboxEntry[],
  conversationId: number,
  sender: TMessage['sender'],
): TMessage[] => {
  const mine = entries.filter((e) => e.conversationId === conversationId);
  if (!mine.length) return messages;
  const known = new Set(messages.filter((m) => m.id > 0).map((m) => m.echo_id));
  const queued = mine.filter((e) => !known.has(e.echoId));
  if (!queued.length) return messages;
  // Optimistic copies of the same echo_id (a send that just failed over to the outbox) give way.
  const shown = messages.filter((m) => !(m.id < 0 && queued.some((e) => e.echoId === m.echo_id)));
  return [...shown, ...queued.map((e, i) => queuedMessage(e, sender, i))];
};

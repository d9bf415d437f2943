import type { TMessage } from './types.ts';

/** Pure list rules of the chat: upsert by id, an echo replaces its optimistic copy, order by id. */
export const upsertMessage = (list: TMessage[], m: TMessage, replaceLocalId?: number): TMessage[] => {
  const rest = list.filter(
    (x) => x.id !== m.id && x.id !== replaceLocalId && !(m.echo_id && x.local && x.echo_id === m.echo_id),
  );
  return [...rest, m].sort((a, b) => {
    // Optimistic (negative ids) stay at the end until the server knows them.
    if (a.id < 0 !== b.id < 0) return a.id < 0 ? 1 : -1;
    return a.id < 0 ? b.id - a.id : a.id - b.id;
  });
};

/**
 * A fresh read of the conversation's messages folded into what the visitor already has: the
 * server's copy wins for every id it returns, nothing local (optimistic or older) is dropped.
 */
export const mergeMessages = (list: TMessage[], fresh: TMessage[]): TMessage[] =>
  fresh.filter(isVisible).reduce((acc, m) => upsertMessage(acc, m), list);

/** Visitors never see private notes or activity lines. */
export const isVisible = (m: TMessage) => !m.private && m.message_type !== 2;

/** Agent (or bot/system) messages, as opposed to the visitor's own. */
export const isFromAgent = (m: TMessage) => m.message_type === 1 || m.message_type === 3;

export const newEchoId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

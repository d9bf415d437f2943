import type { TMessage, TMessageWindow } from './conversationTypes.ts';

/** Pure patchers for the open conversation's message window (newest last). */

const byTime = (a: TMessage, b: TMessage) => a.created_at - b.created_at || a.id - b.id;

/**
 * A message from the server or the socket: replaces the copy with its id, or the optimistic
 * copy with its echo_id (progress → sent), else is appended.
 */
export const upsertMessage = (w: TMessageWindow, m: TMessage): TMessageWindow => {
  const at = w.messages.findIndex((x) => x.id === m.id || (m.echo_id !== undefined && x.echo_id === m.echo_id));
  if (at >= 0) {
    const messages = [...w.messages];
    // A later change may have arrived first (the delivery failed before the send's own answer came back).
    const held = w.messages.find((x) => x.id === m.id);
    const fresh = held?.updated_at && m.updated_at && held.updated_at > m.updated_at ? held : m;
    messages[at] = { ...fresh, echo_id: m.echo_id ?? messages[at]?.echo_id };
    return { ...w, messages: dedupe(messages) };
  }
  const last = w.messages[w.messages.length - 1];
  const messages = !last || byTime(last, m) <= 0 ? [...w.messages, m] : [...w.messages, m].sort(byTime);
  return { ...w, messages };
};

const dedupe = (messages: TMessage[]) => {
  const seen = new Set<number>();
  return messages.filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true)));
};

/** Older messages fetched with `before`: put in front, duplicates dropped. */
export const prependOlder = (w: TMessageWindow, older: TMessage[], pageSize: number): TMessageWindow => {
  const known = new Set(w.messages.map((m) => m.id));
  return {
    messages: [...older.filter((m) => !known.has(m.id)).sort(byTime), ...w.messages],
    hasOlder: older.length >= pageSize,
  };
};

/** The optimistic copy of a failed send: status failed with the server's error kept. */
export const markFailed = (w: TMessageWindow, echoId: string, error: string): TMessageWindow => ({
  ...w,
  messages: w.messages.map((m) => (m.echo_id === echoId ? { ...m, status: 'failed' as const, error } : m)),
});

export const removeMessage = (w: TMessageWindow, match: (m: TMessage) => boolean): TMessageWindow => ({
  ...w,
  messages: w.messages.filter((m) => !match(m)),
});

/** The oldest real (server) message id, used as `before` for the next older page. */
export const oldestId = (w: TMessageWindow) => w.messages.find((m) => m.id > 0)?.id;

/** Unread = non-private incoming messages after the agent's last-seen time (part 2 §4). */
export const unreadCountOf = (messages: TMessage[], agentLastSeenAt: number) =>
  messages.filter((m) => m.message_type === 0 && !m.private && m.created_at > agentLastSeenAt).length;

/** A temporary id for an optimistic message: negative so it never collides with a server id. */
let tempSeq = 0;
export const tempMessageId = () => {
  tempSeq += 1;
  return -Date.now() * 1000 - tempSeq;
};

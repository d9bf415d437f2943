import { VIEWING_EVENT, VIEWING_REPEAT_MS } from '../../../common/realtime.ts';
import type { TViewingData } from '../../../common/events.ts';
import { onRealtime } from './realtimeBus.ts';

export type TViewer = TViewingData['user'];

/** A viewer not heard from for this long has closed the tab or lost the connection. */
export const VIEWER_TTL_MS = VIEWING_REPEAT_MS * 2.5;

type TEntry = { user: TViewer; at: number };
const byConversation = new Map<string, Map<number, TEntry>>();
const listeners = new Set<() => void>();
const snapshots = new Map<string, TViewer[]>();
const EMPTY: TViewer[] = [];

const keyOf = (accountId: number, conversationId: number) => `${accountId}:${conversationId}`;
const notify = () => {
  snapshots.clear();
  for (const l of listeners) l();
};

/** Applies one conversation.viewing event (exported for tests). */
export const applyViewing = (data: TViewingData, now = Date.now()) => {
  const key = keyOf(data.account_id, data.conversation_id);
  const viewers = byConversation.get(key) ?? new Map<number, TEntry>();
  if (data.viewing) viewers.set(data.user.id, { user: data.user, at: now });
  else viewers.delete(data.user.id);
  byConversation.set(key, viewers);
  notify();
};

/** Who else has the conversation open now, oldest first (for the header's collision notice). */
export const viewersOf = (accountId: number, conversationId: number, selfId: number, now = Date.now()) => {
  const key = `${keyOf(accountId, conversationId)}:${selfId}`;
  const cached = snapshots.get(key);
  if (cached) return cached;
  const list = [...(byConversation.get(keyOf(accountId, conversationId))?.values() ?? [])]
    .filter((e) => e.user.id !== selfId && now - e.at < VIEWER_TTL_MS)
    .sort((a, b) => a.at - b.at)
    .map((e) => e.user);
  const result = list.length ? list : EMPTY;
  snapshots.set(key, result);
  return result;
};

export const subscribeViewers = (listener: () => void) => {
  listeners.add(listener);
  // Expiry is time-based: re-evaluate now and then while anyone is looking.
  const timer = setInterval(notify, VIEWING_REPEAT_MS / 2);
  return () => {
    listeners.delete(listener);
    clearInterval(timer);
  };
};

export const registerViewersRealtime = () => onRealtime(VIEWING_EVENT, (data) => applyViewing(data));

export const resetViewers = () => {
  byConversation.clear();
  notify();
};

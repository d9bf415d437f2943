import { useSyncExternalStore } from 'react';
import type { TMessage } from './conversationTypes.ts';

/**
 * What the message bubbles tell the reply box and the list, per conversation: the message being replied
 * to (bubble "Reply" → preview above the editor) and "show me the quoted message" (quote → list scrolls).
 */
const targets = new Map<number, TMessage>();
const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
};

export const setReplyTarget = (conversationId: number, message: TMessage | null) => {
  if (message) targets.set(conversationId, message);
  else targets.delete(conversationId);
  listeners.forEach((fn) => fn());
};

/** Called whenever a message is chosen to reply to in this conversation; returns the unsubscribe function. */
export const onReplyTarget = (conversationId: number, fn: (message: TMessage) => void) =>
  subscribe(() => {
    const m = targets.get(conversationId);
    if (m) fn(m);
  });

export const useReplyTarget = (conversationId: number) =>
  useSyncExternalStore(subscribe, () => targets.get(conversationId) ?? null);

type TJumper = (messageId: number) => boolean;
const jumpers = new Map<number, TJumper>();

/** The open message list answers jumps for its conversation; returns the unregister function. */
export const registerJump = (conversationId: number, jumper: TJumper) => {
  jumpers.set(conversationId, jumper);
  return () => {
    if (jumpers.get(conversationId) === jumper) jumpers.delete(conversationId);
  };
};

/** Scrolls the list to a loaded message; false when it is not loaded (or no list is open). */
export const jumpToMessage = (conversationId: number, messageId: number) =>
  jumpers.get(conversationId)?.(messageId) ?? false;

import type { TAudioSettings } from './audioSettings.ts';

/** What the rule reads of a message.created event. */
export interface TAlertMessage {
  message_type: number;
  private: boolean;
  conversation_id: number;
  conversation: { assignee_id: number | null };
}

export interface TAlertPage {
  /** The tab is visible and has focus: the person is looking at it. */
  inFront: boolean;
  /** The conversation open on screen, if any. */
  openConversationId: number | null;
}

const INCOMING = 0;

/**
 * Does this new message ring? A customer's public message (not agents' replies, notes or activity), in any
 * conversation (`all`) or one assigned to this user (`mine`); while the tab is in front only when asked for
 * (`alsoWhenInFront`), and never for the conversation the person is reading.
 */
export const shouldRing = (s: TAudioSettings, m: TAlertMessage, userId: number, page: TAlertPage) => {
  if (s.scope === 'none' || m.message_type !== INCOMING || m.private) return false;
  if (s.scope === 'mine' && m.conversation.assignee_id !== userId) return false;
  if (page.inFront && (!s.alsoWhenInFront || m.conversation_id === page.openConversationId)) return false;
  return true;
};

/**
 * The conversations the unread reminder rings for: assigned to this user with a customer's message not yet
 * seen. A message adds its conversation; opening it, or the conversation going to somebody else, removes it.
 */
export const nextUnreadMine = (
  current: ReadonlySet<number>,
  m: TAlertMessage,
  userId: number,
  openConversationId: number | null,
): Set<number> => {
  const next = new Set(current);
  if (m.conversation.assignee_id !== userId) next.delete(m.conversation_id);
  else if (m.message_type === INCOMING && !m.private && m.conversation_id !== openConversationId)
    next.add(m.conversation_id);
  return next;
};

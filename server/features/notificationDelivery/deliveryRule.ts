import type { TNotification } from '../../../common/contracts/responses/notifications.ts';
import type { TEventName } from '../../../common/events.ts';

/** At most one mail per conversation per agent in this window; push is not throttled. */
export const EMAIL_WINDOW_MS = 2 * 60 * 1000;

export interface TPrevious {
  sentAt: Date;
  suppressed: number;
  lastActivityAt: Date;
  recentEventIds: number[];
}

/** How many handled event ids a row remembers: enough for the events about one conversation that can be in flight at once. */
export const RECENT_EVENTS = 32;

export type TDecision =
  /** Deliver now; `more` notifications were held back since the last delivery. */
  | { kind: 'send'; more: number }
  /** Inside the window: count it for the next mail. */
  | { kind: 'suppress' }
  /** A repeat of a handled event, or nothing new (read, snoozed, a mark-unread). */
  | { kind: 'skip' };

/**
 * Whether a notification event is new activity worth delivering, and whether the window lets it go
 * out now. notification.created is always new; notification.updated is new only when the
 * notification is unread and a new event refreshed it (`activity`), or its last activity moved past what was last considered (marking it
 * read, unread or snoozed moves nothing). An event already handled (a retry, a replay) is skipped.
 */
export const decideDelivery = (
  event: { id: number; name: TEventName; notification: TNotification; activity?: boolean },
  prev: TPrevious,
  now: Date,
  windowMs: number,
): TDecision => {
  const n = event.notification;
  if (prev.recentEventIds.includes(event.id)) return { kind: 'skip' };
  if (n.read_at !== null) return { kind: 'skip' };
  if (n.snoozed_until && new Date(n.snoozed_until) > now) return { kind: 'skip' };
  // A refresh says so (`activity`); last_activity_at has whole seconds, so two in one second look alike.
  const moved = event.activity === true || n.last_activity_at * 1000 > prev.lastActivityAt.getTime();
  if (event.name !== 'notification.created' && !moved) return { kind: 'skip' };
  if (now.getTime() - prev.sentAt.getTime() < windowMs) return { kind: 'suppress' };
  return { kind: 'send', more: prev.suppressed };
};

/** The row after a decision (skip changes nothing). */
export const nextDelivery = (
  decision: TDecision,
  prev: TPrevious,
  event: { id: number; notification: TNotification },
  now: Date,
): TPrevious => {
  const seen = {
    recentEventIds: [...prev.recentEventIds, event.id].slice(-RECENT_EVENTS),
    lastActivityAt: new Date(Math.max(prev.lastActivityAt.getTime(), event.notification.last_activity_at * 1000)),
  };
  if (decision.kind === 'send') return { ...seen, sentAt: now, suppressed: 0 };
  if (decision.kind === 'suppress') return { ...seen, sentAt: prev.sentAt, suppressed: prev.suppressed + 1 };
  return prev;
};

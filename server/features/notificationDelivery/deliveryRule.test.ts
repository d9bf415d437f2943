import { describe, expect, it } from 'vitest';
import type { TNotification } from '../../../common/contracts/responses/notifications.ts';
import { decideDelivery, EMAIL_WINDOW_MS, nextDelivery, RECENT_EVENTS, type TPrevious } from './deliveryRule.ts';

const now = new Date('2026-11-25T12:00:00Z');
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const notification = (over: Partial<TNotification> = {}): TNotification => ({
  id: 1,
  notification_type: 'conversation_mention',
  primary_actor_type: 'Conversation',
  primary_actor_id: 5,
  primary_actor: null,
  secondary_actor_type: null,
  secondary_actor_id: null,
  push_message_title: '',
  read_at: null,
  snoozed_until: null,
  last_activity_at: unix(now),
  created_at: unix(now),
  account_id: 1,
  user: null,
  meta: {},
  ...over,
});
const fresh: TPrevious = { sentAt: new Date(0), suppressed: 0, lastActivityAt: new Date(0), recentEventIds: [] };
const created = (id: number, n = notification()) => ({ id, name: 'notification.created' as const, notification: n });

describe('decideDelivery', () => {
  it('sends the first, holds back the next ones in the window, and tells how many with the one after', () => {
    const first = decideDelivery(created(1), fresh, now, EMAIL_WINDOW_MS);
    expect(first).toEqual({ kind: 'send', more: 0 });
    let row = nextDelivery(first, fresh, created(1), now);
    const later = new Date(now.getTime() + 60_000);
    const held = decideDelivery(created(2), row, later, EMAIL_WINDOW_MS);
    expect(held).toEqual({ kind: 'suppress' });
    row = nextDelivery(held, row, created(2), later);
    expect(row).toMatchObject({ sentAt: now, suppressed: 1 });
    const after = new Date(now.getTime() + EMAIL_WINDOW_MS);
    expect(decideDelivery(created(3), row, after, EMAIL_WINDOW_MS)).toEqual({ kind: 'send', more: 1 });
  });

  it('skips a repeated event, a read or snoozed notification, and an update that is not new activity', () => {
    const row = nextDelivery({ kind: 'send', more: 0 }, fresh, created(7), now);
    expect(decideDelivery(created(7), row, now, 0)).toEqual({ kind: 'skip' });
    expect(decideDelivery(created(8, notification({ read_at: unix(now) })), row, now, 0)).toEqual({ kind: 'skip' });
    const snoozed = notification({ snoozed_until: new Date(now.getTime() + 3600_000).toISOString() });
    expect(decideDelivery(created(9, snoozed), row, now, 0)).toEqual({ kind: 'skip' });
    const unread = { id: 10, name: 'notification.updated' as const, notification: notification() };
    expect(decideDelivery(unread, row, now, 0)).toEqual({ kind: 'skip' });
    const newer = notification({ last_activity_at: unix(now) + 5 });
    expect(decideDelivery({ ...unread, id: 11, notification: newer }, row, now, 0)).toEqual({ kind: 'send', more: 0 });
  });

  it('remembers only the latest event ids', () => {
    let row = fresh;
    for (let id = 1; id <= RECENT_EVENTS + 5; id++) row = nextDelivery({ kind: 'suppress' }, row, created(id), now);
    expect(row.recentEventIds).toHaveLength(RECENT_EVENTS);
    expect(row.recentEventIds.at(-1)).toBe(RECENT_EVENTS + 5);
  });
});

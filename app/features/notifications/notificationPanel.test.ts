import { describe, expect, it } from 'vitest';
import { conversationIdOf, lastPageOf, type TNotification } from './notificationPanelQueries.ts';

describe('notification panel', () => {
  it('has ceil(unread / 15) pages above 15 unread, else one', () => {
    expect(lastPageOf(0)).toBe(1);
    expect(lastPageOf(15)).toBe(1);
    expect(lastPageOf(16)).toBe(2);
    expect(lastPageOf(46)).toBe(4);
  });
  it('points at the conversation display id, or nothing when the actor is gone', () => {
    const n = { primary_actor_id: 9, primary_actor: { id: 9, display_id: 3 } } as TNotification;
    expect(conversationIdOf(n)).toBe(3);
    expect(conversationIdOf({ ...n, primary_actor: null })).toBeNull();
  });
});

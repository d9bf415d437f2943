import { afterEach, describe, expect, it } from 'vitest';
import { replyFromOthersSince } from './collision.ts';
import { applyViewing, resetViewers, VIEWER_TTL_MS, viewersOf } from './viewersStore.ts';

afterEach(resetViewers);

describe('review before sending', () => {
  const msg = (over: Partial<Parameters<typeof replyFromOthersSince>[0][number]>) => ({
    message_type: 1,
    private: false,
    created_at: 100,
    sender: { id: 2, type: 'user', name: 'Bo' },
    ...over,
  });

  it('finds a public reply by another agent sent after I started writing', () => {
    expect(replyFromOthersSince([msg({})], 90, 1)?.sender?.name).toBe('Bo');
  });

  it('ignores my own replies, private notes, incoming messages and older replies', () => {
    const list = [
      msg({ sender: { id: 1, type: 'user' } }),
      msg({ private: true }),
      msg({ message_type: 0, sender: { id: 9, type: 'contact' } }),
      msg({ created_at: 80 }),
      msg({ message_type: 2 }),
    ];
    expect(replyFromOthersSince(list, 90, 1)).toBeNull();
  });
});

describe('who else is viewing', () => {
  const user = (id: number) => ({ id, name: `Agent ${id}`, thumbnail: '' });

  it('lists other viewers, not me, and drops one who left', () => {
    applyViewing({ account_id: 1, conversation_id: 5, viewing: true, user: user(1) }, 1000);
    applyViewing({ account_id: 1, conversation_id: 5, viewing: true, user: user(2) }, 1001);
    applyViewing({ account_id: 1, conversation_id: 5, viewing: true, user: user(3) }, 1002);
    expect(viewersOf(1, 5, 1, 1003).map((v) => v.id)).toEqual([2, 3]);
    applyViewing({ account_id: 1, conversation_id: 5, viewing: false, user: user(2) }, 1004);
    expect(viewersOf(1, 5, 1, 1005).map((v) => v.id)).toEqual([3]);
    expect(viewersOf(2, 5, 1, 1005)).toEqual([]); // another account's conversation 5
  });

  it('forgets a viewer who has not repeated the announcement in time', () => {
    applyViewing({ account_id: 1, conversation_id: 6, viewing: true, user: user(2) }, 0);
    expect(viewersOf(1, 6, 1, VIEWER_TTL_MS - 1)).toHaveLength(1);
    resetViewers();
    applyViewing({ account_id: 1, conversation_id: 6, viewing: true, user: user(2) }, 0);
    expect(viewersOf(1, 6, 1, VIEWER_TTL_MS + 1)).toHaveLength(0);
  });
});

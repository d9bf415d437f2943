import { describe, expect, it } from 'vitest';
import type { TMessage, TMessageWindow } from './conversationTypes.ts';
import { markFailed, oldestId, prependOlder, unreadCountOf, upsertMessage } from './messageCache.ts';
import { messageFixture } from './testFixtures.ts';

const msg = (id: number, over: Partial<TMessage> = {}): TMessage =>
  messageFixture({
    id,
    content: `m${id}`,
    conversation_id: 1,
    message_type: 0,
    status: 'sent',
    private: false,
    created_at: 100 + id,
    ...over,
  });
const win = (...messages: TMessage[]): TMessageWindow => ({ messages, hasOlder: true });

describe('message window', () => {
  it('appends a new message and replaces one with the same id', () => {
    const w = upsertMessage(win(msg(1)), msg(2));
    expect(w.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(upsertMessage(w, msg(2, { content: 'edited' })).messages[1]?.content).toBe('edited');
  });
  it('turns the optimistic copy into the sent one by echo_id', () => {
    const optimistic = msg(-5, { echo_id: 'e1', status: 'progress', created_at: 200 });
    const w = upsertMessage(win(msg(1), optimistic), msg(9, { echo_id: 'e1', created_at: 201 }));
    expect(w.messages.map((m) => [m.id, m.status])).toEqual([
      [1, 'sent'],
      [9, 'sent'],
    ]);
  });
  it('keeps a failure that arrived before the send was confirmed', () => {
    const optimistic = msg(-5, { echo_id: 'e1', status: 'progress', created_at: 200 });
    // The delivery job failed it (message.updated, no echo_id) before the create answer came back.
    const failed = msg(9, { status: 'failed', created_at: 201, updated_at: '2026-11-21T10:00:02.000Z' });
    const w = upsertMessage(win(msg(1), optimistic), failed);
    const created = msg(9, {
      echo_id: 'e1',
      status: 'progress',
      created_at: 201,
      updated_at: '2026-11-21T10:00:01.000Z',
    });
    const out = upsertMessage(w, created);
    expect(out.messages.map((m) => [m.id, m.status, m.echo_id])).toEqual([
      [1, 'sent', undefined],
      [9, 'failed', 'e1'],
    ]);
  });
  it('keeps one copy when the socket and the answer both deliver it', () => {
    const w = upsertMessage(upsertMessage(win(msg(-1, { echo_id: 'x' })), msg(4, { echo_id: 'x' })), msg(4));
    expect(w.messages).toHaveLength(1);
  });
  it('prepends older pages without duplicates and ends when a page is short', () => {
    const w = prependOlder(win(msg(21), msg(22)), [msg(2), msg(1), msg(21)], 20);
    expect(w.messages.map((m) => m.id)).toEqual([1, 2, 21, 22]);
    expect(w.hasOlder).toBe(false);
    expect(
      prependOlder(
        win(msg(21)),
        Array.from({ length: 20 }, (_, i) => msg(i + 1)),
        20,
      ).hasOlder,
    ).toBe(true);
  });
  it('marks a failed send with the reason and finds the oldest server id for before', () => {
    const w = markFailed(win(msg(-1, { echo_id: 'e', status: 'progress' }), msg(3)), 'e', 'boom');
    expect(w.messages[0]).toMatchObject({ status: 'failed', error: 'boom' });
    expect(oldestId(w)).toBe(3);
  });
  it('counts unread as public incoming messages after the last seen time', () => {
    const list = [msg(1), msg(2, { private: true }), msg(3, { message_type: 1 }), msg(4)];
    expect(unreadCountOf(list, 101)).toBe(1);
  });
});

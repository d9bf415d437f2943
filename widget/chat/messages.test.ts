import { describe, expect, it } from 'vitest';
import { isVisible, mergeMessages, upsertMessage } from './messages.ts';
import type { TMessage } from './types.ts';

const msg = (id: number, extra: Partial<TMessage> = {}): TMessage => ({
  id,
  content: `m${id}`,
  message_type: 0,
  content_type: 'text',
  content_attributes: {},
  created_at: 0,
  conversation_id: 1,
  attachments: [],
  status: 'sent',
  sender_type: null,
  sender: null,
  ...extra,
});

describe('chat message list', () => {
  it('keeps server messages in id order and optimistic ones last', () => {
    let list = upsertMessage([], msg(5));
    list = upsertMessage(list, msg(-100, { local: 'sending', echo_id: 'e1' }));
    list = upsertMessage(list, msg(3));
    expect(list.map((m) => m.id)).toEqual([3, 5, -100]);
  });

  it('replaces the optimistic copy by its echo, and never duplicates an id', () => {
    let list = [msg(1), msg(-7, { local: 'sending', echo_id: 'e1' })];
    list = upsertMessage(list, msg(9, { echo_id: 'e1' }));
    expect(list.map((m) => m.id)).toEqual([1, 9]);
    list = upsertMessage(list, msg(9, { content: 'edited' }), -7);
    expect(list).toHaveLength(2);
    expect(list[1]?.content).toBe('edited');
  });

  it('hides private notes and activity lines', () => {
    expect(isVisible(msg(1, { private: true }))).toBe(false);
    expect(isVisible(msg(1, { message_type: 2 }))).toBe(false);
    expect(isVisible(msg(1, { message_type: 1 }))).toBe(true);
  });

  it('merges a fresh read: new replies join, edits win, notes stay hidden and unsent ones stay', () => {
    const list = [msg(1), msg(2), msg(-5, { local: 'failed', echo_id: 'e5' })];
    const fresh = [msg(1), msg(2, { content: 'edited' }), msg(3, { message_type: 1 }), msg(4, { private: true })];
    const merged = mergeMessages(list, fresh);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, -5]);
    expect(merged[1]?.content).toBe('edited');
  });
});

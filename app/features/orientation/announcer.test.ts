import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnnouncer, type TNewMessage } from './announcer.ts';

const msg = (conversationId: number, sender = 'Maya'): TNewMessage => ({ sender, conversationId });

describe('createAnnouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says the first message at once and holds the next ones until the interval ends', () => {
    const said: TNewMessage[][] = [];
    const a = createAnnouncer({ say: (p) => said.push([...p]), intervalMs: 5000, now: () => Date.now() });
    a.push(msg(270));
    expect(said).toEqual([[msg(270)]]);
    vi.advanceTimersByTime(1000);
    a.push(msg(271, 'Omar'));
    a.push(msg(272, 'Lea'));
    expect(said).toHaveLength(1);
    vi.advanceTimersByTime(3999);
    expect(said).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(said).toEqual([[msg(270)], [msg(271, 'Omar'), msg(272, 'Lea')]]);
  });

  it('speaks at once again after a quiet interval', () => {
    const said: TNewMessage[][] = [];
    const a = createAnnouncer({ say: (p) => said.push([...p]), intervalMs: 5000, now: () => Date.now() });
    a.push(msg(1));
    vi.advanceTimersByTime(6000);
    a.push(msg(2));
    expect(said).toEqual([[msg(1)], [msg(2)]]);
  });

  it('says nothing held back once stopped', () => {
    const said: TNewMessage[][] = [];
    const a = createAnnouncer({ say: (p) => said.push([...p]), intervalMs: 5000, now: () => Date.now() });
    a.push(msg(1));
    a.push(msg(2));
    a.stop();
    vi.advanceTimersByTime(10_000);
    expect(said).toEqual([[msg(1)]]);
  });
});

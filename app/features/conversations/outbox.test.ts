// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import type { TMessage } from './conversationTypes.ts';
import { flushItems, isNetworkFailure, withQueued, type TFlushDeps } from './outbox.ts';
import type { TOutboxEntry, TOutboxItem } from './outboxStore.ts';

const entry = (echoId: string, queuedAt: number, over: Partial<TOutboxEntry> = {}): TOutboxEntry => ({
  echoId,
  accountId: 1,
  userId: 7,
  conversationId: 3,
  content: `text ${echoId}`,
  private: false,
  extras: {},
  queuedAt,
  sending: false,
  ...over,
});

const saved = (id: number, echo: string) => ({ id, echo_id: echo, content: `text ${echo}` }) as TMessage;

/** A fake server answering each echo_id with the given outcomes in turn. */
const deps = (items: TOutboxEntry[], outcome: (echo: string) => 'ok' | 'network' | 'refused') => {
  const live = new Map(items.map((e) => [e.echoId, e]));
  const calls: string[] = [];
  const sent: string[] = [];
  const refused: string[] = [];
  let next = 100;
  const d: TFlushDeps = {
    current: (echo) => live.get(echo),
    send: (item: TOutboxItem) => {
      calls.push(item.echoId);
      const o = outcome(item.echoId);
      if (o === 'network') return Promise.reject(new ApiError(0, 'internal', 'Network error'));
      if (o === 'refused') return Promise.reject(new ApiError(404, 'not_found', 'Conversation not found'));
      return Promise.resolve(saved(++next, item.echoId));
    },
    sending: () => Promise.resolve(),
    sent: (item) => {
      sent.push(item.echoId);
      live.delete(item.echoId);
      return Promise.resolve();
    },
    refused: (item) => {
      refused.push(item.echoId);
      return Promise.resolve();
    },
  };
  return { d, calls, sent, refused, live };
};

describe('outbox rules', () => {
  it('counts only an unanswered request (or an unreachable upstream) as a network failure', () => {
    expect(isNetworkFailure(new ApiError(0, 'internal', 'Network error'))).toBe(true);
    expect(isNetworkFailure(new ApiError(503, 'internal', 'Service Unavailable'))).toBe(true);
    expect(isNetworkFailure(new ApiError(422, 'validation_failed', 'x'))).toBe(false);
    expect(isNetworkFailure(new ApiError(500, 'internal', 'x'))).toBe(false);
    expect(isNetworkFailure(new Error('boom'))).toBe(false);
  });

  it('sends in the order typed, whatever order they are held in', async () => {
    const items = [entry('c', 30), entry('a', 10), entry('b', 20)];
    const s = deps(items, () => 'ok');
    expect(await flushItems(items, s.d)).toBe('done');
    expect(s.calls).toEqual(['a', 'b', 'c']);
  });

  it('stops at a network failure and keeps that one and the rest, in order, for the next run', async () => {
    const items = [entry('a', 10), entry('b', 20), entry('c', 30)];
    let down = true;
    const s = deps(items, (echo) => (echo === 'b' && down ? 'network' : 'ok'));
    expect(await flushItems(items, s.d)).toBe('offline');
    expect(s.sent).toEqual(['a']);
    down = false;
    expect(await flushItems([...s.live.values()], s.d)).toBe('done');
    // b goes again with its own echo_id (the server writes it once), then c.
    expect(s.calls).toEqual(['a', 'b', 'b', 'c']);
    expect(s.sent).toEqual(['a', 'b', 'c']);
  });

  it('sets a refused one aside with its reason and goes on; skips one cancelled meanwhile', async () => {
    const items = [entry('a', 10), entry('b', 20), entry('c', 30)];
    const s = deps(items, (echo) => (echo === 'a' ? 'refused' : 'ok'));
    const cancelAfterA: TFlushDeps = {
      ...s.d,
      refused: async (item, err) => {
        await s.d.refused(item, err);
        s.live.delete('b'); // the agent pressed Cancel on b while a was out
      },
    };
    expect(await flushItems(items, cancelAfterA)).toBe('done');
    expect(s.refused).toEqual(['a']);
    expect(s.calls).toEqual(['a', 'c']);
  });

  it('does not resend one already refused', async () => {
    const items = [entry('a', 10, { error: 'Conversation not found' })];
    const s = deps(items, () => 'ok');
    await flushItems(items, s.d);
    expect(s.calls).toEqual([]);
  });

  it('shows the queued ones after the sent ones, once, with their status', () => {
    const sent = [
      { ...saved(1, 'x'), created_at: 50 },
      { ...saved(-9, 'b'), status: 'progress' as const },
    ];
    const entries = [
      entry('a', 10_000),
      entry('b', 20_000),
      entry('c', 30_000, { sending: true }),
      entry('d', 40_000, { conversationId: 4 }),
    ];
    const shown = withQueued(sent, entries, 3, null);
    expect(shown.map((m) => [m.echo_id, m.status])).toEqual([
      ['x', undefined],
      ['a', 'queued'],
      ['b', 'queued'],
      ['c', 'progress'],
    ]);
    // Once its answer (or the socket's message.created) is in the thread, the queued copy is not shown.
    const answered = withQueued([...sent.slice(0, 1), saved(2, 'a')], entries.slice(0, 1), 3, null);
    expect(answered.map((m) => m.echo_id)).toEqual(['x', 'a']);
  });
});

describe('outbox store (IndexedDB)', () => {
  it('keeps queued items across a page reload, for their author only, and forgets cancelled ones', async () => {
    const first = await import('./outboxStore.ts');
    await first.loadOutbox(1, 7);
    await first.addToOutbox(entry('a', 10));
    await first.addToOutbox(entry('b', 20));
    await first.addToOutbox(entry('z', 5, { userId: 8 }));
    await first.removeFromOutbox(1, 'b');

    vi.resetModules(); // a new page session: memory gone, IndexedDB kept
    const reloaded = await import('./outboxStore.ts');
    expect(reloaded.outboxSnapshot()).toEqual([]);
    await reloaded.loadOutbox(1, 7);
    expect(reloaded.outboxSnapshot().map((e) => [e.echoId, e.sending])).toEqual([['a', false]]);
    expect(reloaded.hasWaiting(1)).toBe(true);
    await reloaded.updateOutbox('a', { error: 'refused' });
    expect(reloaded.hasWaiting(1)).toBe(false);
  });
});

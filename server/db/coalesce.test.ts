import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalesce.ts';

describe('Coalescer', () => {
  it('runs the first look-up at once and those arriving meanwhile together, each answered in order', async () => {
    const calls: number[][] = [];
    const c = new Coalescer<number, string | null>(async (keys) => {
      calls.push(keys);
      await new Promise((r) => setTimeout(r, 5));
      return keys.map((k) => (k % 3 ? `v${k}` : null));
    });
    const answers = await Promise.all([1, 2, 3, 4, 5].map((k) => c.load(k)));
    expect(calls).toEqual([[1], [2, 3, 4, 5]]);
    expect(answers).toEqual(['v1', 'v2', null, 'v4', 'v5']);
    expect(await c.load(7)).toBe('v7'); // idle again: at once, alone
    expect(calls.at(-1)).toEqual([7]);
  });

  it('splits a long queue into batches of at most max', async () => {
    const sizes: number[] = [];
    const c = new Coalescer<number, number>((keys) => {
      sizes.push(keys.length);
      return Promise.resolve(keys);
    }, 4);
    await Promise.all(Array.from({ length: 11 }, (_, i) => c.load(i)));
    expect(sizes).toEqual([1, 4, 4, 2]);
  });

  it('fails a key answered with an Error alone', async () => {
    const c = new Coalescer<number, number>((keys) =>
      Promise.resolve(keys.map((k) => (k === 2 ? new Error('bad key') : k * 10))),
    );
    const settled = await Promise.allSettled([1, 2, 3].map((k) => c.load(k)));
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([
      10,
      'bad key',
      30,
    ]);
  });

  it('fails only the look-ups of a failed batch, and goes on with the next', async () => {
    let n = 0;
    const c = new Coalescer<number, number>(async (keys) => {
      n += 1;
      if (n === 2) throw new Error('boom');
      await Promise.resolve();
      return keys;
    });
    const first = c.load(1);
    const failed = [c.load(2), c.load(3)];
    await expect(first).resolves.toBe(1);
    await expect(Promise.all(failed)).rejects.toThrow('boom');
    await expect(c.load(4)).resolves.toBe(4);
  });
});

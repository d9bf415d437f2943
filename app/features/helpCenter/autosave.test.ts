import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosaver, type TSaveState } from './autosave.ts';

describe('createAutosaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the latest value once after a quiet period', async () => {
    const saved: string[] = [];
    const states: TSaveState[] = [];
    const saver = createAutosaver(
      (v: string) => Promise.resolve(void saved.push(v)),
      500,
      (s) => states.push(s),
    );
    saver.push('a');
    saver.push('ab');
    await vi.advanceTimersByTimeAsync(499);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual(['ab']);
    expect(states.at(-1)).toBe('saved');
  });

  it('never runs two saves at once and sends what was typed during a save after it', async () => {
    const saved: string[] = [];
    let release: () => void = () => undefined;
    let active = 0;
    let maxActive = 0;
    const saver = createAutosaver(
      (v: string) =>
        new Promise<void>((resolve) => {
          active++;
          maxActive = Math.max(maxActive, active);
          release = () => {
            active--;
            saved.push(v);
            resolve();
          };
        }),
      100,
      () => undefined,
    );
    saver.push('one');
    await vi.advanceTimersByTimeAsync(100);
    saver.push('two');
    await vi.advanceTimersByTimeAsync(100);
    expect(maxActive).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(100);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual(['one', 'two']);
  });

  it('flush saves a pending value at once (leaving the page loses nothing)', async () => {
    const saved: string[] = [];
    const saver = createAutosaver(
      (v: string) => Promise.resolve(void saved.push(v)),
      10_000,
      () => undefined,
    );
    saver.push('draft');
    await saver.flush();
    expect(saved).toEqual(['draft']);
  });

  it('keeps a failed value pending and saves it on flush', async () => {
    const states: TSaveState[] = [];
    let fail = true;
    const saved: string[] = [];
    const saver = createAutosaver(
      (v: string) => {
        if (fail) return Promise.reject(new Error('offline'));
        saved.push(v);
        return Promise.resolve();
      },
      100,
      (s) => states.push(s),
    );
    saver.push('x');
    await vi.advanceTimersByTimeAsync(100);
    expect(states.at(-1)).toBe('error');
    fail = false;
    await saver.flush();
    expect(saved).toEqual(['x']);
    expect(states.at(-1)).toBe('saved');
  });
});

import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './crypto.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const timed = async (fn: () => Promise<unknown>) => {
  const started = performance.now();
  await fn();
  return performance.now() - started;
};

describe('verifyPassword', () => {
  it('takes as long for an unknown user (no stored hash) as for a wrong password', async () => {
    const stored = await hashPassword('the-right-password');
    await verifyPassword(null, 'warm-up'); // builds the dummy hash once
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed(() => verifyPassword(stored, 'wrong')));
      unknown.push(await timed(() => verifyPassword(null, 'wrong')));
    }
    expect(await verifyPassword(null, 'wrong')).toBe(false);
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});

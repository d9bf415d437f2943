import { describe, expect, it } from 'vitest';
import { deriveKey, hashPassword, openSecret, sealSecret, verifyPassword } from './crypto.ts';

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

describe('sealSecret / openSecret', () => {
  const key = deriveKey('a-master-secret-of-at-least-32-characters', 'test');
  it('opens what it sealed; the sealed text does not show the secret and differs each time', () => {
    const a = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'user_mfa:1');
    const b = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'user_mfa:1');
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(openSecret(key, a, 'user_mfa:1')).toBe('JBSWY3DPEHPK3PXP');
  });
  it('refuses another context (a row copied onto another user), another key and an altered text', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'user_mfa:1');
    expect(() => openSecret(key, sealed, 'user_mfa:2')).toThrow();
    expect(() =>
      openSecret(deriveKey('a-master-secret-of-at-least-32-characters', 'other'), sealed, 'user_mfa:1'),
    ).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => openSecret(key, [...parts.slice(0, 3), body.toString('base64url')].join('.'), 'user_mfa:1')).toThrow();
  });
});

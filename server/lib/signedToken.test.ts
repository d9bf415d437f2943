import { describe, expect, it } from 'vitest';
import type { TDeps } from '../deps.ts';
import { readToken, signToken } from './signedToken.ts';

// A configured ENCRYPTION_KEY: appKey derives from it without the database.
const deps = { config: { encryptionKey: 'a-master-secret-of-at-least-32-characters' } } as unknown as TDeps;

describe('signToken / readToken', () => {
  it('reads back the claims it signed, with their expiry', async () => {
    const token = await signToken(deps, 'test-state', { acc: 7, uid: 9 }, 60, 1_000_000);
    expect(await readToken(deps, 'test-state', token, 1_000_000)).toEqual({ acc: 7, uid: 9, exp: 1060 });
  });

  it('refuses an expired token, another purpose’s, an altered one and shapes it never makes', async () => {
    const token = await signToken(deps, 'test-state', { acc: 7 }, 60, 1_000_000);
    expect(await readToken(deps, 'test-state', token, 1_060_000)).toBeNull();
    expect(await readToken(deps, 'other-state', token, 1_000_000)).toBeNull();
    const [body, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ acc: 8, exp: 9_999_999_999 })).toString('base64url');
    for (const bad of [`${forged}.${sig}`, `${body}.${sig}x`, `${token}.more`, body!, '', 'a.b']) {
      expect(await readToken(deps, 'test-state', bad, 1_000_000)).toBeNull();
    }
    const array = Buffer.from('[1]').toString('base64url');
    expect(await readToken(deps, 'test-state', `${array}.${sig}`, 1_000_000)).toBeNull();
  });
});

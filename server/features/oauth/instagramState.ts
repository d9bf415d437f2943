import crypto from 'node:crypto';
import type { TDeps } from '../../deps.ts';
import { appKey } from '../../lib/appKey.ts';
import { safeEqual } from '../../lib/crypto.ts';

/**
 * The `state` of Instagram's business login: the account and the administrator who started it, valid 15
 * minutes, signed with HMAC-SHA256 under a key of its own. The callback trusts nothing else.
 */
const LIFETIME_SECONDS = 15 * 60;
const PURPOSE = 'instagram-oauth-state';

interface TStateClaims {
  acc: number;
  uid: number;
  exp: number;
}

const sign = (key: Buffer, body: string) => crypto.createHmac('sha256', key).update(body).digest('base64url');

export const signInstagramState = async (deps: TDeps, accountId: number, userId: number, now = Date.now()) => {
  const claims: TStateClaims = { acc: accountId, uid: userId, exp: Math.floor(now / 1000) + LIFETIME_SECONDS };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(await appKey(deps, PURPOSE), body)}`;
};

/** The account and user a well-signed, unexpired state names, or null. */
export const readInstagramState = async (deps: TDeps, state: string, now = Date.now()) => {
  const [body, signature, extra] = state.split('.');
  if (!body || !signature || extra !== undefined) return null;
  if (!safeEqual(signature, sign(await appKey(deps, PURPOSE), body))) return null;
  try {
    const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TStateClaims>;
    if (typeof c.acc !== 'number' || typeof c.uid !== 'number' || typeof c.exp !== 'number') return null;
    if (c.exp * 1000 <= now) return null;
    return { accountId: c.acc, userId: c.uid };
  } catch {
    return null;
  }
};

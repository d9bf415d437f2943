import crypto from 'node:crypto';
import type { TDeps } from '../../deps.ts';
import { appKey } from '../../lib/appKey.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { MAIL_PROVIDERS, type TMailProvider } from './mailOauthTokens.ts';

/**
 * The `state` of the Gmail / Microsoft 365 sign-in: the provider, the account and the administrator who
 * started it, and the inbox a reauthorization is for, valid 15 minutes and signed with HMAC-SHA256 under a key
 * of its own. The callback trusts nothing else: a state altered, expired or made elsewhere connects nothing.
 */
const LIFETIME_SECONDS = 15 * 60;
const PURPOSE = 'mail-oauth-state';

export interface TMailOauthState {
  provider: TMailProvider;
  accountId: number;
  userId: number;
  /** The inbox being signed in again; null for a new inbox. */
  inboxId: number | null;
}

interface TClaims {
  prv: string;
  acc: number;
  uid: number;
  inb: number | null;
  exp: number;
  n: string;
}

const sign = (key: Buffer, body: string) => crypto.createHmac('sha256', key).update(body).digest('base64url');

export const signMailOauthState = async (deps: TDeps, s: TMailOauthState, now = Date.now()) => {
  const claims: TClaims = {
    prv: s.provider,
    acc: s.accountId,
    uid: s.userId,
    inb: s.inboxId,
    exp: Math.floor(now / 1000) + LIFETIME_SECONDS,
    n: crypto.randomBytes(9).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(await appKey(deps, PURPOSE), body)}`;
};

/** What a well-signed, unexpired state for `provider` names, or null. */
export const readMailOauthState = async (
  deps: TDeps,
  provider: TMailProvider,
  state: string,
  now = Date.now(),
): Promise<TMailOauthState | null> => {
  const [body, signature, extra] = state.split('.');
  if (!body || !signature || extra !== undefined) return null;
  if (!safeEqual(signature, sign(await appKey(deps, PURPOSE), body))) return null;
  try {
    const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TClaims>;
    if (c.prv !== provider || !MAIL_PROVIDERS.includes(c.prv)) return null;
    if (typeof c.acc !== 'number' || typeof c.uid !== 'number' || typeof c.exp !== 'number') return null;
    if (c.exp * 1000 <= now) return null;
    return { provider, accountId: c.acc, userId: c.uid, inboxId: typeof c.inb === 'number' ? c.inb : null };
  } catch {
    return null;
  }
};

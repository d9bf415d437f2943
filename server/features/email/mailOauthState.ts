import crypto from 'node:crypto';
import type { TDeps } from '../../deps.ts';
import { readToken, signToken } from '../../lib/signedToken.ts';
import { MAIL_PROVIDERS, type TMailProvider } from './mailOauthTokens.ts';

/**
 * The `state` of the Gmail / Microsoft 365 sign-in: the provider, the account and the administrator who
 * started it, and the inbox a reauthorization is for, valid 15 minutes and signed under a key
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

export const signMailOauthState = (deps: TDeps, s: TMailOauthState, now = Date.now()) =>
  signToken(
    deps,
    PURPOSE,
    {
      prv: s.provider,
      acc: s.accountId,
      uid: s.userId,
      inb: s.inboxId,
      n: crypto.randomBytes(9).toString('base64url'),
    },
    LIFETIME_SECONDS,
    now,
  );

/** What a well-signed, unexpired state for `provider` names, or null. */
export const readMailOauthState = async (
  deps: TDeps,
  provider: TMailProvider,
  state: string,
  now = Date.now(),
): Promise<TMailOauthState | null> => {
  const c = await readToken(deps, PURPOSE, state, now);
  if (!c || c.prv !== provider || !MAIL_PROVIDERS.includes(provider)) return null;
  if (typeof c.acc !== 'number' || typeof c.uid !== 'number') return null;
  return { provider, accountId: c.acc, userId: c.uid, inboxId: typeof c.inb === 'number' ? c.inb : null };
};

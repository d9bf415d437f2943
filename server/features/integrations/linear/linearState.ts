import type { TDeps } from '../../../deps.ts';
import { readToken, signToken } from '../../../lib/signedToken.ts';

/**
 * The `state` of Linear's OAuth flow: the account and the administrator who started it, valid 15 minutes,
 * signed under a key of its own (Chatwoot signs the account's global id the same way). The callback trusts
 * nothing else: a state altered, expired or made by another installation connects nothing.
 */
const LIFETIME_SECONDS = 15 * 60;
const PURPOSE = 'linear-oauth-state';

export const signLinearState = (deps: TDeps, accountId: number, userId: number, now = Date.now()) =>
  signToken(deps, PURPOSE, { acc: accountId, uid: userId }, LIFETIME_SECONDS, now);

/** The account and user a well-signed, unexpired state names, or null. */
export const readLinearState = async (deps: TDeps, state: string, now = Date.now()) => {
  const c = await readToken(deps, PURPOSE, state, now);
  if (typeof c?.acc !== 'number' || typeof c.uid !== 'number') return null;
  return { accountId: c.acc, userId: c.uid };
};

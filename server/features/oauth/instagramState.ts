import type { TDeps } from '../../deps.ts';
import { readToken, signToken } from '../../lib/signedToken.ts';

/**
 * The `state` of Instagram's business login: the account and the administrator who started it, valid 15
 * minutes, signed under a key of its own. The callback trusts nothing else.
 */
const LIFETIME_SECONDS = 15 * 60;
const PURPOSE = 'instagram-oauth-state';

export const signInstagramState = (deps: TDeps, accountId: number, userId: number, now = Date.now()) =>
  signToken(deps, PURPOSE, { acc: accountId, uid: userId }, LIFETIME_SECONDS, now);

/** The account and user a well-signed, unexpired state names, or null. */
export const readInstagramState = async (deps: TDeps, state: string, now = Date.now()) => {
  const c = await readToken(deps, PURPOSE, state, now);
  if (typeof c?.acc !== 'number' || typeof c.uid !== 'number') return null;
  return { accountId: c.acc, userId: c.uid };
};

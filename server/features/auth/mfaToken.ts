import { LIMITS } from '../../../common/limits.ts';
import type { TDeps } from '../../deps.ts';
import { safeEqual, sha256 } from '../../lib/crypto.ts';
import { readToken, signToken } from '../../lib/signedToken.ts';

/**
 * The mfa_token of a sign-in waiting for its second factor (Chatwoot's Mfa::TokenService): the user id, an
 * expiry 5 minutes on and a digest of the password hash, signed under a key of its own. A
 * new password voids the tokens given before it. It proves only the password step: the session comes after
 * the code.
 */
const PURPOSE = 'mfa-token';

const passwordStamp = (encryptedPassword: string | null) => sha256(encryptedPassword ?? '').slice(0, 16);

export const signMfaToken = (deps: TDeps, user: { id: number; encryptedPassword: string | null }) =>
  signToken(
    deps,
    PURPOSE,
    { sub: user.id, pwd: passwordStamp(user.encryptedPassword) },
    LIMITS.mfaTokenLifetimeSeconds,
  );

/** The user id a well-signed, unexpired token names, or null. The caller checks the stamp with mfaTokenFits. */
export const readMfaToken = async (deps: TDeps, token: string, now = Date.now()) => {
  const c = await readToken(deps, PURPOSE, token, now);
  if (typeof c?.sub !== 'number' || typeof c.pwd !== 'string') return null;
  return { userId: c.sub, passwordStamp: c.pwd };
};

/** Whether the token was given for the user's current password. */
export const mfaTokenFits = (stamp: string, user: { encryptedPassword: string | null }) =>
  safeEqual(stamp, passwordStamp(user.encryptedPassword));

import crypto from 'node:crypto';
import { LIMITS } from '../../../common/limits.ts';
import type { TDeps } from '../../deps.ts';
import { appKey } from '../../lib/appKey.ts';
import { safeEqual, sha256 } from '../../lib/crypto.ts';

/**
 * The mfa_token of a sign-in waiting for its second factor (Chatwoot's Mfa::TokenService): the user id, an
 * expiry 5 minutes on and a digest of the password hash, signed with HMAC-SHA256 under a key of its own. A
 * new password voids the tokens given before it. It proves only the password step: the session comes after
 * the code.
 */
interface TMfaClaims {
  sub: number;
  exp: number;
  pwd: string;
}

const passwordStamp = (encryptedPassword: string | null) => sha256(encryptedPassword ?? '').slice(0, 16);
const sign = (key: Buffer, body: string) => crypto.createHmac('sha256', key).update(body).digest('base64url');

export const signMfaToken = async (deps: TDeps, user: { id: number; encryptedPassword: string | null }) => {
  const claims: TMfaClaims = {
    sub: user.id,
    exp: Math.floor(Date.now() / 1000) + LIMITS.mfaTokenLifetimeSeconds,
    pwd: passwordStamp(user.encryptedPassword),
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(await appKey(deps, 'mfa-token'), body)}`;
};

/** The user id a well-signed, unexpired token names, or null. The caller checks the stamp with mfaTokenFits. */
export const readMfaToken = async (deps: TDeps, token: string, now = Date.now()) => {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  if (!safeEqual(signature, sign(await appKey(deps, 'mfa-token'), body))) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TMfaClaims>;
    if (typeof claims.sub !== 'number' || typeof claims.exp !== 'number' || typeof claims.pwd !== 'string') return null;
    if (claims.exp * 1000 <= now) return null;
    return { userId: claims.sub, passwordStamp: claims.pwd };
  } catch {
    return null;
  }
};

/** Whether the token was given for the user's current password. */
export const mfaTokenFits = (stamp: string, user: { encryptedPassword: string | null }) =>
  safeEqual(stamp, passwordStamp(user.encryptedPassword));

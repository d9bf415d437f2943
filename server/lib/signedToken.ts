import crypto from 'node:crypto';
import type { TDeps } from '../deps.ts';
import { appKey } from './appKey.ts';
import { safeEqual } from './crypto.ts';

/**
 * A short signed token the server gives out and takes back (an OAuth `state`, a two-factor sign-in token):
 * base64url(JSON claims) "." HMAC-SHA256 of that under the key of its purpose (appKey), with an `exp` in seconds.
 * Nothing but the server can make one, a token of one purpose never passes as another's, and an altered or
 * expired one reads as null. Each caller checks the fields it put in.
 */
type TClaims = Record<string, unknown>;

const sign = (key: Buffer, body: string) => crypto.createHmac('sha256', key).update(body).digest('base64url');

export const signToken = async (
  deps: TDeps,
  purpose: string,
  claims: TClaims,
  lifetimeSeconds: number,
  now = Date.now(),
) => {
  const body = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(now / 1000) + lifetimeSeconds })).toString(
    'base64url',
  );
  return `${body}.${sign(await appKey(deps, purpose), body)}`;
};

/** The claims of a well-signed, unexpired token of this purpose, or null. */
export const readToken = async (deps: TDeps, purpose: string, token: string, now = Date.now()) => {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  if (!safeEqual(signature, sign(await appKey(deps, purpose), body))) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
    const exp = (claims as TClaims).exp;
    if (typeof exp !== 'number' || exp * 1000 <= now) return null;
    return claims as TClaims;
  } catch {
    return null;
  }
};

import crypto from 'node:crypto';
import { pick, providerFetch } from '../../lib/providerHttp.ts';

/** A Google service account key: what Google's console downloads (a hook's sealed `credentials`). */
export interface TServiceAccountKey {
  client_email: string;
  private_key: string;
}

/** Where the key's signed assertion is exchanged (GOOGLE_OAUTH_TOKEN_URL) and how long to wait. */
export interface TGoogleTokenTarget {
  tokenUrl: string;
  timeoutMs: number;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A provider's error field as text (a string, else nothing). */
export const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Google's service-account flow: a JWT signed with the key's private key (RS256) is exchanged for an access
 * token of one `scope` (RFC 7523 jwt-bearer grant). One token per call: tokens are not kept between calls.
 */
export const accessTokenOf = async (key: TServiceAccountKey, target: TGoogleTokenTarget, scope: string) => {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({ iss: key.client_email, scope, aud: target.tokenUrl, iat: now, exp: now + 3600 }),
  );
  const signature = crypto.sign('RSA-SHA256', Buffer.from(`${header}.${claims}`), key.private_key);
  const res = await providerFetch(
    target.tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: `${header}.${claims}.${base64url(signature)}`,
      }).toString(),
    },
    {
      timeoutMs: target.timeoutMs,
      errorMessage: (body, status) =>
        `Google refused the service account (${status}): ${textOf(pick(body, 'error_description')) || textOf(pick(body, 'error'))}`,
    },
  );
  const token = pick(res.body, 'access_token');
  if (typeof token !== 'string') throw new Error('Google answered without an access token');
  return token;
};

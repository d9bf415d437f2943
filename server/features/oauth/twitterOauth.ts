import crypto from 'node:crypto';
import type { TConfig } from '../../config.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';

type TTwitterConfig = TConfig['providers']['twitter'];

/** RFC 3986 percent-encoding, as OAuth 1.0a signs it. */
const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The Authorization header of a signed OAuth 1.0a request (HMAC-SHA1, no token yet). */
export const oauthHeader = (
  method: string,
  url: string,
  params: Record<string, string>,
  consumerKey: string,
  consumerSecret: string,
  nonce = crypto.randomBytes(16).toString('hex'),
  timestamp = Math.floor(Date.now() / 1000).toString(),
) => {
  const oauth: Record<string, string> = {
    ...params,
    oauth_consumer_key: consumerKey,
    oauth_nonce: nonce,
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: timestamp,
    oauth_version: '1.0',
  };
  const paramString = Object.keys(oauth)
    .sort()
    .map((k) => `${enc(k)}=${enc(oauth[k] ?? '')}`)
    .join('&');
  const base = [method.toUpperCase(), enc(url), enc(paramString)].join('&');
  const signature = crypto
    .createHmac('sha1', `${enc(consumerSecret)}&`)
    .update(base)
    .digest('base64');
  const header = { ...oauth, oauth_signature: signature };
  return `OAuth ${Object.keys(header)
    .sort()
    .map((k) => `${enc(k)}="${enc(header[k as keyof typeof header] ?? '')}"`)
    .join(', ')}`;
};

/** Step one of "Sign in with Twitter": a request token, then the URL the browser goes to. */
export const authorizationUrl = async (tw: TTwitterConfig, callbackUrl: string) => {
  if (!tw.consumerKey || !tw.consumerSecret) {
    throw new AppError('provider_not_configured', errorText('twitterNotConfigured'));
  }
  const url = `${tw.apiUrl}/oauth/request_token`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: oauthHeader('POST', url, { oauth_callback: callbackUrl }, tw.consumerKey, tw.consumerSecret),
      },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new AppError('bad_request', errorText('twitterCouldNotBeReached'));
  }
  const body = new URLSearchParams(await res.text());
  const token = body.get('oauth_token');
  if (!res.ok || !token)
    throw new AppError('bad_request', errorText('twitterRefusedRequestToken', { status: res.status }));
  return `${tw.apiUrl}/oauth/authorize?oauth_token=${encodeURIComponent(token)}`;
};

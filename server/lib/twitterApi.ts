import crypto from 'node:crypto';
import type { TConfig } from '../config.ts';
import { genericError, pick, pickString, providerFetch, ProviderError } from './providerHttp.ts';

type TTwitterConfig = TConfig['providers']['twitter'];

/** RFC 3986 percent-encoding, as OAuth 1.0a signs it. */
const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The user's side of a signed request: the (request or access) token and its secret. */
export interface TTwitterToken {
  token: string;
  secret: string;
}

/**
 * The Authorization header of a signed OAuth 1.0a request (HMAC-SHA1): the oauth_* parameters and the URL's
 * query are signed; a JSON body is not (X signs only form bodies).
 */
export const oauthHeader = (
  method: string,
  url: string,
  params: Record<string, string>,
  consumerKey: string,
  consumerSecret: string,
  token: TTwitterToken | null = null,
  nonce = crypto.randomBytes(16).toString('hex'),
  timestamp = Math.floor(Date.now() / 1000).toString(),
) => {
  const u = new URL(url);
  const oauth: Record<string, string> = {
    ...params,
    oauth_consumer_key: consumerKey,
    oauth_nonce: nonce,
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: timestamp,
    ...(token && { oauth_token: token.token }),
    oauth_version: '1.0',
  };
  const signed = [...Object.entries(oauth), ...u.searchParams.entries()]
    .map(([k, v]) => [enc(k), enc(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const base = [method.toUpperCase(), enc(`${u.origin}${u.pathname}`), enc(signed)].join('&');
  const signature = crypto
    .createHmac('sha1', `${enc(consumerSecret)}&${enc(token?.secret ?? '')}`)
    .update(base)
    .digest('base64');
  const header: Record<string, string> = { ...oauth, oauth_signature: signature };
  return `OAuth ${Object.keys(header)
    .sort()
    .map((k) => `${enc(k)}="${enc(header[k] ?? '')}"`)
    .join(', ')}`;
};

/** X refused the user's tokens (revoked or expired: HTTP 401, or v1.1 error 89): reconnect. */
export const isTwitterTokenRefusal = (status: number, code: number | null) => status === 401 || code === 89;

const errorCode = (b: unknown) => {
  const code = Number(pick(b, 'errors', 0, 'code'));
  return Number.isFinite(code) ? code : null;
};

const errorMessage = (b: unknown, status: number) =>
  pickString(b, 'errors', 0, 'message') ?? pickString(b, 'detail') ?? pickString(b, 'title') ?? genericError(status);

export class TwitterError extends ProviderError {
  constructor(
    message: string,
    status: number,
    /** X's own error code (v1.1 `errors[0].code`), when it gave one. */
    readonly code: number | null,
  ) {
    super(message, status);
  }
}

/**
 * One signed call to X (TWITTER_API_URL, the configured and trusted base; tests point it at a local fake).
 * Refusals become a TwitterError carrying X's message and code.
 */
export const twitterCall = async (
  tw: TTwitterConfig,
  timeoutMs: number,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  opts: {
    token?: TTwitterToken | null;
    query?: Record<string, string>;
    oauthParams?: Record<string, string>;
    json?: unknown;
  } = {},
) => {
  if (!tw.consumerKey || !tw.consumerSecret) throw new TwitterError('X is not configured', 400, null);
  const url = new URL(`${tw.apiUrl}${path}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const authorization = oauthHeader(
    method,
    url.toString(),
    opts.oauthParams ?? {},
    tw.consumerKey,
    tw.consumerSecret,
    opts.token ?? null,
  );
  let code: number | null = null;
  try {
    const { body } = await providerFetch(
      url.toString(),
      {
        method,
        headers: {
          authorization,
          ...(opts.json !== undefined && { 'content-type': 'application/json' }),
        },
        ...(opts.json !== undefined && { body: JSON.stringify(opts.json) }),
      },
      {
        timeoutMs,
        errorMessage: (b, s) => {
          code = errorCode(b);
          return errorMessage(b, s);
        },
      },
    );
    return body;
  } catch (err) {
    if (err instanceof ProviderError && !(err instanceof TwitterError))
      throw new TwitterError(err.message, err.status, code);
    throw err;
  }
};

/** X's webhook checks: base64 HMAC-SHA256 under the consumer secret, prefixed `sha256=`. */
export const twitterSignature = (consumerSecret: string, data: string) =>
  `sha256=${crypto.createHmac('sha256', consumerSecret).update(data).digest('base64')}`;

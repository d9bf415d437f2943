import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * X (Twitter) on a local port, for db tests and the e2e run (TWITTER_API_URL): OAuth 1.0a sign-in (request
 * token → authorize page → access token, every request's HMAC-SHA1 signature checked against the consumer
 * secret and the token's secret), the Account Activity webhook registration (with X's CRC check of our
 * webhook when `crcCheck` is on), subscriptions, direct message sends, and DM media. A user's access token
 * in `revoked` is refused as X refuses it (401, error 89).
 */
export interface TFakeXUser {
  id: string;
  screenName: string;
}

export interface TFakeXRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  oauth: Record<string, string>;
  body: string;
}

const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const parseOauth = (header: string | undefined) => {
  const out: Record<string, string> = {};
  if (!header?.startsWith('OAuth ')) return out;
  for (const part of header.slice(6).split(/,\s*/)) {
    const m = /^([^=]+)="(.*)"$/.exec(part.trim());
    if (m) out[decodeURIComponent(m[1]!)] = decodeURIComponent(m[2]!);
  }
  return out;
};

/** The signature X expects, computed independently of the app's signer. */
const expectedSignature = (
  method: string,
  baseUrl: string,
  oauth: Record<string, string>,
  query: URLSearchParams,
  consumerSecret: string,
  tokenSecret: string,
) => {
  const params = [...Object.entries(oauth).filter(([k]) => k !== 'oauth_signature'), ...query.entries()]
    .map(([k, v]) => `${enc(k)}=${enc(v)}`)
    .sort()
    .join('&');
  const base = `${method}&${enc(baseUrl)}&${enc(params)}`;
  return crypto
    .createHmac('sha1', `${enc(consumerSecret)}&${enc(tokenSecret)}`)
    .update(base)
    .digest('base64');
};

export const startFakeX = async (opts: { consumerKey: string; consumerSecret: string; port?: number }) => {
  const requests: TFakeXRequest[] = [];
  /** request token → its secret, our callback, and the user who will sign in. */
  const requestTokens = new Map<string, { secret: string; callback: string }>();
  /** access token → its secret and user. */
  const accessTokens = new Map<string, { secret: string; user: TFakeXUser }>();
  const webhooks: string[] = [];
  const subscriptions = new Set<string>();
  const revoked = new Set<string>();
  const sent: { userId: string; recipientId: string; text: string; id: string }[] = [];
  let seq = 0;
  const state = {
    /** Who signs in on the authorize page next (tests set it; a fresh user otherwise). */
    nextUser: null as TFakeXUser | null,
    /** Check our webhook with a CRC request when it is registered (needs the app listening: e2e). */
    crcCheck: false,
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void handle(req, Buffer.concat(chunks).toString(), res).catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errors: [{ code: 131, message: String(err) }] }));
      });
    });
  });

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };
  const refuse = (res: http.ServerResponse, status: number, code: number, message: string) =>
    json(res, status, { errors: [{ code, message }] });

  const handle = async (req: http.IncomingMessage, body: string, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'x'}`);
    const method = req.method ?? 'GET';
    const oauth = parseOauth(req.headers.authorization);
    requests.push({ method, path: url.pathname, query: url.searchParams, oauth, body });

    // The authorize page: the person "signs in" with one click, and X sends the browser to our callback.
    if (url.pathname === '/oauth/authorize') {
      const token = url.searchParams.get('oauth_token') ?? '';
      const pending = requestTokens.get(token);
      if (!pending) return json(res, 400, { error: 'unknown token' });
      const back = new URL(pending.callback);
      back.searchParams.set('oauth_token', token);
      back.searchParams.set('oauth_verifier', `verifier-${token}`);
      const cancel = new URL(pending.callback);
      cancel.searchParams.set('denied', token);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><title>Authorize app - X</title></head><body><main>` +
          `<h1>Authorize the helpdesk to use your account?</h1>` +
          `<a href="${back.toString()}">Authorize app</a> <a href="${cancel.toString()}">Cancel</a></main></body></html>`,
      );
      return;
    }
    if (url.pathname.startsWith('/media/')) {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG);
      return;
    }

    // Every API call is signed: the consumer key, then the signature with the token's secret.
    if (oauth.oauth_consumer_key !== opts.consumerKey) return refuse(res, 401, 32, 'Could not authenticate you.');
    const token = oauth.oauth_token;
    const tokenSecret = token ? (requestTokens.get(token)?.secret ?? accessTokens.get(token)?.secret) : '';
    if (token && tokenSecret === undefined) return refuse(res, 401, 89, 'Invalid or expired token.');
    const baseUrl = `http://${req.headers.host ?? ''}${url.pathname}`;
    const signature = expectedSignature(
      method,
      baseUrl,
      oauth,
      url.searchParams,
      opts.consumerSecret,
      tokenSecret ?? '',
    );
    if (signature !== oauth.oauth_signature) return refuse(res, 401, 32, 'Could not authenticate you.');

    if (url.pathname === '/oauth/request_token' && method === 'POST') {
      const t = `req-${++seq}-${Date.now()}`;
      requestTokens.set(t, { secret: `reqsecret-${seq}`, callback: oauth.oauth_callback ?? '' });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`oauth_token=${t}&oauth_token_secret=reqsecret-${seq}&oauth_callback_confirmed=true`);
      return;
    }
    if (url.pathname === '/oauth/access_token' && method === 'POST') {
      const pending = token ? requestTokens.get(token) : undefined;
      if (!pending || oauth.oauth_verifier !== `verifier-${token}`)
        return refuse(res, 401, 89, 'Invalid request token.');
      requestTokens.delete(token!);
      const user = state.nextUser ?? { id: `${Date.now()}${++seq}`, screenName: `acme_${seq}` };
      state.nextUser = null;
      const access = `${user.id}-access-${++seq}`;
      accessTokens.set(access, { secret: `accsecret-${seq}`, user });
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(
        `oauth_token=${access}&oauth_token_secret=accsecret-${seq}&user_id=${user.id}&screen_name=${user.screenName}`,
      );
      return;
    }

    const user = token ? accessTokens.get(token)?.user : undefined;
    if (!user) return refuse(res, 401, 89, 'Invalid or expired token.');
    if (revoked.has(token!)) return refuse(res, 401, 89, 'Invalid or expired token.');
    const activity = /^\/1\.1\/account_activity\/all\/([^/]+)\/(webhooks|subscriptions)\.json$/.exec(url.pathname);
    if (activity?.[2] === 'webhooks' && method === 'GET')
      return json(
        res,
        200,
        webhooks.map((u, i) => ({ id: String(i + 1), url: u, valid: true })),
      );
    if (activity?.[2] === 'webhooks' && method === 'POST') {
      const hook = url.searchParams.get('url') ?? '';
      if (webhooks.includes(hook)) return refuse(res, 400, 214, 'Too many resources already created.');
      if (state.crcCheck) {
        const crc = `crc-${Date.now()}`;
        const answer = (await (await fetch(`${hook}?crc_token=${crc}`)).json()) as { response_token?: string };
        const want = `sha256=${crypto.createHmac('sha256', opts.consumerSecret).update(crc).digest('base64')}`;
        if (answer.response_token !== want)
          return refuse(res, 400, 214, 'Webhook URL does not meet the requirements. Invalid CRC token.');
      }
      webhooks.push(hook);
      return json(res, 200, { id: String(webhooks.length), url: hook, valid: true });
    }
    if (activity?.[2] === 'subscriptions' && method === 'POST') {
      subscriptions.add(user.id);
      res.writeHead(204);
      res.end();
      return;
    }
    if (url.pathname === '/1.1/direct_messages/events/new.json' && method === 'POST') {
      const event = (JSON.parse(body) as { event: { message_create: Record<string, Record<string, string>> } }).event;
      const id = `${Date.now()}${++seq}`;
      const recipientId = event.message_create.target?.recipient_id ?? '';
      const text = event.message_create.message_data?.text ?? '';
      sent.push({ userId: user.id, recipientId, text, id });
      return json(res, 200, {
        event: {
          type: 'message_create',
          id,
          created_timestamp: String(Date.now()),
          message_create: { target: { recipient_id: recipientId }, sender_id: user.id, message_data: { text } },
        },
      });
    }
    return refuse(res, 404, 34, 'Sorry, that page does not exist.');
  };

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    requests,
    webhooks,
    subscriptions,
    sent,
    /** The access tokens X gave a user (to revoke them). */
    tokensOf: (userId: string) => [...accessTokens].filter(([, v]) => v.user.id === userId).map(([k]) => k),
    revoke: (userId: string) => {
      for (const [k, v] of accessTokens) if (v.user.id === userId) revoked.add(k);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type TFakeX = Awaited<ReturnType<typeof startFakeX>>;

/** One Account Activity delivery of a direct message, as X posts it to /webhooks/twitter. */
export const xDirectMessage = (
  forUserId: string,
  dm: {
    id: string;
    from: TFakeXUser & { name?: string; avatar?: string };
    to: TFakeXUser;
    text: string;
    mediaUrl?: string;
  },
) => ({
  for_user_id: forUserId,
  direct_message_events: [
    {
      type: 'message_create',
      id: dm.id,
      created_timestamp: String(Date.now()),
      message_create: {
        target: { recipient_id: dm.to.id },
        sender_id: dm.from.id,
        message_data: {
          text: dm.text,
          entities: { hashtags: [], symbols: [], user_mentions: [], urls: [] },
          ...(dm.mediaUrl && { attachment: { type: 'media', media: { media_url_https: dm.mediaUrl, type: 'photo' } } }),
        },
      },
    },
  ],
  users: Object.fromEntries(
    [{ ...dm.to } as TFakeXUser & { name?: string; avatar?: string }, dm.from].map((u) => [
      u.id,
      {
        id: u.id,
        name: u.name ?? u.screenName,
        screen_name: u.screenName,
        ...(u.avatar ? { profile_image_url_https: u.avatar } : {}),
      },
    ]),
  ),
});

/** X's signature of a webhook body (x-twitter-webhooks-signature). */
export const xWebhookSignature = (consumerSecret: string, raw: string) =>
  `sha256=${crypto.createHmac('sha256', consumerSecret).update(raw).digest('base64')}`;

import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Slack (db tests and e2e/slack.spec.ts): the OAuth authorize page (redirects back with a
 * code), the Web API methods the integration calls (under /api: SLACK_API_URL = `${url}/api`), file upload and
 * download, every call recorded; and `sendEvent`, Slack's Events API sender, signing its requests.
 */
export const FAKE_SLACK_CODE = 'fake-slack-code';
export const FAKE_SLACK_TOKEN = 'xoxb-fake-bot-token';
export const FAKE_SLACK_TEAM = { id: 'T0FAKE', name: 'Acme Workspace' };
export const FAKE_SLACK_BOT_USER = 'UBOT0001';
export const FAKE_SLACK_CHANNELS = [
  { id: 'C0SUPPORT', name: 'support' },
  { id: 'C0GENERAL', name: 'general' },
];

export interface TSlackCall {
  method: string;
  body: Record<string, unknown>;
  auth: string | undefined;
}

export interface TSlackPosted {
  channel: string;
  ts: string;
  thread_ts?: string;
  text: string;
  username?: string;
}

export interface TSlackUpload {
  id: string;
  name: string;
  bytes: Buffer;
  channel?: string;
  threadTs?: string;
}

export interface TFakeSlack {
  url: string;
  apiUrl: string;
  oauthUrl: string;
  calls: TSlackCall[];
  posts: TSlackPosted[];
  uploads: TSlackUpload[];
  /** Slack users by id: users.info answers their email. */
  users: Map<string, { email: string; name: string }>;
  /** A file as Slack would share it in a message: its url_private serves the bytes to the bot token only. */
  hostFile: (
    name: string,
    mimetype: string,
    bytes: Buffer,
  ) => { id: string; name: string; mimetype: string; url_private: string };
  close: () => Promise<void>;
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

const parse = (req: http.IncomingMessage, raw: Buffer, query: URLSearchParams): Record<string, unknown> => {
  const type = req.headers['content-type'] ?? '';
  const fromQuery = Object.fromEntries(query);
  if (type.startsWith('application/json')) return { ...fromQuery, ...(JSON.parse(raw.toString() || '{}') as object) };
  return { ...fromQuery, ...Object.fromEntries(new URLSearchParams(raw.toString())) };
};

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);

export const startFakeSlack = async (opts: { port?: number } = {}): Promise<TFakeSlack> => {
  const calls: TSlackCall[] = [];
  const posts: TSlackPosted[] = [];
  const uploads: TSlackUpload[] = [];
  const hosted = new Map<string, { name: string; mimetype: string; bytes: Buffer }>();
  const users = new Map<string, { email: string; name: string }>();
  let seq = 0;
  const nextTs = () => `${1_700_000_000 + (Math.floor(Date.now() / 1000) % 100_000)}.${String(++seq).padStart(6, '0')}`;
  let url = '';

  const server = http.createServer((req, res) => {
    void readBody(req).then((raw) => {
      const u = new URL(req.url ?? '/', 'http://fake');
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      const ok = (body: Record<string, unknown> = {}) => send(200, { ok: true, ...body });
      const fail = (error: string) => send(200, { ok: false, error });
      if (u.pathname === '/oauth/v2/authorize') {
        // The administrator "allows" the app at once: back to the redirect URI with the code.
        const back = new URL(u.searchParams.get('redirect_uri') ?? '/');
        back.searchParams.set('code', FAKE_SLACK_CODE);
        const state = u.searchParams.get('state');
        if (state) back.searchParams.set('state', state);
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (u.pathname.startsWith('/files/')) {
        const file = hosted.get(u.pathname.split('/')[2] ?? '');
        if (req.headers.authorization !== `Bearer ${FAKE_SLACK_TOKEN}`) return send(403, { ok: false });
        if (!file) return send(404, { ok: false });
        res.writeHead(200, { 'content-type': file.mimetype, 'content-length': String(file.bytes.length) });
        return res.end(file.bytes);
      }
      if (u.pathname.startsWith('/upload/')) {
        const id = u.pathname.split('/')[2] ?? '';
        const upload = uploads.find((f) => f.id === id);
        if (!upload) return send(404, { ok: false });
        upload.bytes = raw;
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end(`OK - ${raw.length}`);
      }
      if (!u.pathname.startsWith('/api/')) return send(404, { ok: false, error: 'unknown_method' });
      const method = u.pathname.slice('/api/'.length);
      const body = parse(req, raw, u.searchParams);
      const auth = req.headers.authorization;
      calls.push({ method, body, auth });
      if (method === 'oauth.v2.access') {
        if (body.code !== FAKE_SLACK_CODE) return fail('invalid_code');
        return ok({
          access_token: FAKE_SLACK_TOKEN,
          token_type: 'bot',
          bot_user_id: FAKE_SLACK_BOT_USER,
          team: FAKE_SLACK_TEAM,
        });
      }
      if (auth !== `Bearer ${FAKE_SLACK_TOKEN}`) return fail('invalid_auth');
      switch (method) {
        case 'conversations.list':
          return ok({ channels: FAKE_SLACK_CHANNELS, response_metadata: { next_cursor: '' } });
        case 'chat.postMessage': {
          const channel = str(body.channel);
          if (!FAKE_SLACK_CHANNELS.some((c) => c.id === channel)) return fail('channel_not_found');
          const ts = nextTs();
          posts.push({
            channel,
            ts,
            text: str(body.text),
            ...(typeof body.thread_ts === 'string' && { thread_ts: body.thread_ts }),
            ...(typeof body.username === 'string' && { username: body.username }),
          });
          return ok({ channel, ts });
        }
        case 'users.info': {
          const user = users.get(str(body.user)) ?? { email: '', name: 'someone' };
          return ok({
            user: {
              id: body.user,
              name: user.name,
              real_name: user.name,
              profile: user.email ? { email: user.email } : {},
            },
          });
        }
        case 'files.getUploadURLExternal': {
          const id = `F${String(++seq).padStart(8, '0')}`;
          uploads.push({ id, name: str(body.filename, 'file'), bytes: Buffer.alloc(0) });
          return ok({ upload_url: `${url}/upload/${id}`, file_id: id });
        }
        case 'files.completeUploadExternal': {
          const files = (body.files as { id: string }[] | undefined) ?? [];
          for (const f of files) {
            const upload = uploads.find((x) => x.id === f.id);
            if (!upload) return fail('file_not_found');
            upload.channel = str(body.channel_id);
            if (typeof body.thread_ts === 'string') upload.threadTs = body.thread_ts;
          }
          return ok({ files: files.map((f) => ({ id: f.id })) });
        }
        default:
          return fail('unknown_method');
      }
    });
  });
  await new Promise<void>((r) => server.listen(opts.port ?? 0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    apiUrl: `${url}/api`,
    oauthUrl: `${url}/oauth/v2/authorize`,
    calls,
    posts,
    uploads,
    users,
    hostFile: (name, mimetype, bytes) => {
      const id = `F${String(++seq).padStart(8, '0')}`;
      hosted.set(id, { name, mimetype, bytes });
      return { id, name, mimetype, url_private: `${url}/files/${id}/${encodeURIComponent(name)}` };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
};

/** Slack's v0 request signature of a body at a time (seconds). */
export const signSlack = (secret: string, timestamp: number, raw: string) =>
  `v0=${crypto.createHmac('sha256', secret).update(`v0:${timestamp}:${raw}`).digest('hex')}`;

/** A signed Events API request, as Slack sends it: the body, its timestamp and signature headers. */
export const slackEventRequest = (
  secret: string,
  payload: unknown,
  opts: { timestamp?: number; signature?: string } = {},
) => {
  const raw = JSON.stringify(payload);
  const timestamp = opts.timestamp ?? Math.floor(Date.now() / 1000);
  return {
    raw,
    headers: {
      'content-type': 'application/json',
      'x-slack-request-timestamp': String(timestamp),
      'x-slack-signature': opts.signature ?? signSlack(secret, timestamp, raw),
    },
  };
};

/** A thread reply event (event_callback of a `message` in a thread). */
export const threadReplyEvent = (reply: {
  channel: string;
  threadTs: string;
  text: string;
  user?: string;
  files?: unknown[];
  team?: string;
}) => {
  const ts = `${Math.floor(Date.now() / 1000)}.${crypto.randomInt(100_000, 999_999)}`;
  return {
    token: 'deprecated',
    team_id: reply.team ?? FAKE_SLACK_TEAM.id,
    api_app_id: 'A0FAKE',
    type: 'event_callback',
    event_id: `Ev${crypto.randomBytes(6).toString('hex')}`,
    event_time: Math.floor(Date.now() / 1000),
    event: {
      type: 'message',
      ...(reply.files && { subtype: 'file_share', files: reply.files }),
      channel: reply.channel,
      user: reply.user ?? 'U0HUMAN01',
      text: reply.text,
      ts,
      thread_ts: reply.threadTs,
    },
  };
};

/** Sends a signed event to the app over HTTP (e2e: the app runs in another process). */
export const sendSlackEvent = async (appUrl: string, secret: string, payload: unknown) => {
  const { raw, headers } = slackEventRequest(secret, payload);
  const res = await fetch(`${appUrl}/api/v1/integrations/webhooks`, { method: 'POST', headers, body: raw });
  return { status: res.status, body: (await res.json()) as unknown };
};

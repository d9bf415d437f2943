import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';
import { api, drain, messageRow, replyAsAgent, snapshot } from '../../test/fakeProvider.ts';
import { hubSignature } from './signatures.ts';

const t = setupTestApp({
  ...ALLOW_PRIVATE_TARGETS,
  FB_APP_ID: 'fb-app',
  FB_APP_SECRET: 'fb-secret',
  FB_API_VERSION: 'v19.0',
  INSTAGRAM_APP_ID: 'ig-app',
  INSTAGRAM_APP_SECRET: 'ig-secret',
  INSTAGRAM_API_VERSION: 'v22.0',
  FRONTEND_URL: 'https://helpdesk.test',
});

type TPendingEcho = { webhook: '/bot' | '/webhooks/instagram'; secret: string; payload: (mid: string) => unknown };

/** The next send's echo: posted to our webhook by the fake before it answers the send. */
let nextEcho: TPendingEcho | null = null;
let echoStatus: number | null = null;
let sent = 0;
let server: http.Server;
let fakeUrl = '';

const postWebhook = (echo: TPendingEcho, mid: string) => {
  const raw = JSON.stringify(echo.payload(mid));
  return t.app.inject({
    method: 'POST',
    url: echo.webhook,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(echo.secret, raw) },
    payload: raw,
  });
};

/** True once a transaction waits on an advisory lock (the echo's sender lock, held by the send). */
const echoIsWaiting = async () =>
  Number(
    (
      await t.database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
      )
    ).rows[0]?.n ?? 0,
  ) > 0;

/**
 * The race as Meta runs it: the send's echo reaches our webhook before the send's own answer. The fake
 * answers only once the echo was stored (no fix) or is waiting on the sender lock (the fix) — no timing.
 */
const answerSend = async (mid: string) => {
  const echo = nextEcho;
  nextEcho = null;
  if (!echo) return;
  let settled = false;
  const done = postWebhook(echo, mid).then((r) => {
    echoStatus = r.statusCode;
    settled = true;
  });
  while (!settled && !(await echoIsWaiting())) await new Promise((r) => setTimeout(r, 10));
  void done;
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname.endsWith('/subscribed_apps')) return json(200, { success: true });
      if (url.pathname === '/oauth/access_token') {
        const code = new URLSearchParams(Buffer.concat(chunks).toString()).get('code') ?? '';
        return json(200, { access_token: `short-${code}` });
      }
      if (url.pathname === '/access_token') return json(200, { access_token: 'long-token', expires_in: 5184000 });
      if (url.pathname === '/v22.0/me') return json(200, { user_id: igAccount, username: 'shop' });
      if (url.pathname.endsWith('/me/messages')) {
        const mid = `race_${++sent}`;
        void answerSend(mid).then(() => json(200, { recipient_id: 'x', message_id: mid }));
        return;
      }
      return json(404, { error: { message: 'Unknown path', code: 803 } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t.config.providers.facebook.apiUrl = fakeUrl;
  t.config.providers.instagram.apiUrl = fakeUrl;
  t.config.providers.instagram.tokenUrl = `${fakeUrl}/oauth/access_token`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let seq = 0;
let igAccount = '';

const connectFacebook = async (admin: TMember) => {
  const pageId = `${Date.now()}${++seq}`;
  await api(t, admin, 'POST', '/callbacks/register_facebook_page', {
    user_access_token: 'user-token',
    page_access_token: 'page-token',
    page_id: pageId,
    inbox_name: 'Race page',
  });
  return pageId;
};

const connectInstagram = async (admin: TMember) => {
  igAccount = `${Date.now()}${++seq}`;
  const auth = await api<{ url: string }>(t, admin, 'GET', '/instagram/authorization');
  const state = new URL(auth.url).searchParams.get('state') ?? '';
  await t.app.inject({ method: 'GET', url: `/instagram/callback?${new URLSearchParams({ code: 'c', state })}` });
  return igAccount;
};

const event = (from: string, to: string, message: Record<string, unknown>) => ({
  sender: { id: from },
  recipient: { id: to },
  timestamp: Date.now(),
  message,
});

const cases = [
  {
    name: 'Messenger',
    connect: connectFacebook,
    webhook: '/bot' as const,
    secret: 'fb-secret',
    object: 'page',
  },
  {
    name: 'Instagram',
    connect: connectInstagram,
    webhook: '/webhooks/instagram' as const,
    secret: 'ig-secret',
    object: 'instagram',
  },
];

describe('an echo that arrives before the send’s own answer', () => {
  for (const c of cases) {
    it(`${c.name}: is stored once, as the agent’s message, whatever the order`, async () => {
      const admin = await buildAdmin(t);
      const ownId = await c.connect(admin);
      const customer = `cust-${Date.now()}-${++seq}`;
      const wrap = (...messaging: unknown[]) => ({ object: c.object, entry: [{ id: ownId, time: 1, messaging }] });
      const incoming = await postWebhook(
        {
          webhook: c.webhook,
          secret: c.secret,
          payload: () => wrap(event(customer, ownId, { mid: `in_${customer}`, text: 'hi' })),
        },
        '',
      );
      expect(incoming.statusCode).toBe(200);
      const [conv] = (await snapshot(t, admin)).conversations;
      // The echo carries no metadata of ours (a Messenger echo may lose it): only its id can match it.
      nextEcho = {
        webhook: c.webhook,
        secret: c.secret,
        payload: (mid) => wrap(event(ownId, customer, { mid, text: 'On its way', is_echo: true })),
      };
      echoStatus = null;
      const reply = await replyAsAgent(t, admin, conv!.id, 'On its way');
      await drain(t);
      await expect.poll(() => echoStatus).toBe(200);
      const row = await messageRow(t, reply.id);
      expect(row.sourceId).toMatch(/^race_/);
      expect(row.status).toBe(0);
      expect((await snapshot(t, admin)).messages.map((m) => [m.content, m.messageType, m.sourceId])).toEqual([
        ['hi', 0, `in_${customer}`],
        ['On its way', 1, row.sourceId],
      ]);
    });
  }
});

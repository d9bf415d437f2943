import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { TTestContext } from './harness.ts';
import type { TMember } from './factories.ts';
import { drainJobs } from '../jobs/drain.ts';
import { messages, events } from '../db/schema/index.ts';
import { and, desc, eq, gt } from 'drizzle-orm';

export interface TRecorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type TReply = { status: number; body: unknown };

/**
 * A local HTTP server playing a messaging provider: it records every request and answers with the
 * next queued reply (or the default one).
 */
export const startFakeProvider = async (defaultReply: (req: TRecorded) => TReply) => {
  const requests: TRecorded[] = [];
  const queue: TReply[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rec = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(rec);
      const reply = queue.shift() ?? defaultReply(rec);
      if (Buffer.isBuffer(reply.body)) {
        res.writeHead(reply.status, { 'content-type': 'application/octet-stream' });
        res.end(reply.body);
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Queues replies for the next requests, in order. */
    replyNext: (...replies: TReply[]) => queue.push(...replies),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type TFakeProvider = Awaited<ReturnType<typeof startFakeProvider>>;

/**
 * The provider's answer to the credential check an inbox creation makes (server/features/providers/
 * credentialCheck.ts), or null for any other request: fakes put it first in their default reply.
 */
export const credentialCheckReply = (req: TRecorded): TReply | null => {
  if (req.method !== 'GET') return null;
  if (/^\/bot[^/]+\/getMe$/.test(req.url))
    return { status: 200, body: { ok: true, result: { id: 1, is_bot: true, username: 'acme_bot' } } };
  if (req.url === '/v2/bot/info')
    return { status: 200, body: { userId: 'Ubot', basicId: '@acme', displayName: 'Acme' } };
  if (/^\/v[\d.]+\/\d+$/.test(req.url)) return { status: 200, body: { id: '111', display_phone_number: '+1 555' } };
  if (/^\/2010-04-01\/Accounts\/[^/]+\.json$/.test(req.url))
    return { status: 200, body: { sid: 'AC1', status: 'active' } };
  return null;
};

/** A fake that answers only the credential checks, with every provider's base URL pointed at it. */
export const startCredentialFake = async (t: TTestContext) => {
  const fake = await startFakeProvider((req) => credentialCheckReply(req) ?? { status: 404, body: {} });
  const m = t.config.messaging;
  m.telegramApiUrl = m.lineApiUrl = m.whatsappApiUrl = m.twilioApiUrl = fake.url;
  return fake;
};

export const api = async <T>(
  t: TTestContext,
  admin: TMember,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) => {
  const res = await t.app.inject({
    method,
    url: `/api/v1/accounts/${admin.accountId}${url}`,
    headers: admin.headers,
    payload: payload as never,
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json<T>();
};

/** Everything the account can see, for asserting what an inbound webhook stored. */
export const snapshot = async (t: TTestContext, admin: TMember) => {
  const contacts = await api<{ payload: { id: number; name: string; phone_number: string | null }[] }>(
    t,
    admin,
    'GET',
    '/contacts',
  );
  const convs = await api<{
    data: { payload: { id: number; status: string; contact_inbox: { source_id: string } | null }[] };
  }>(t, admin, 'GET', '/conversations?assignee_type=all&status=all');
  const msgs = await t.database.db
    .select()
    .from(messages)
    .where(eq(messages.accountId, admin.accountId))
    .orderBy(messages.id);
  return { contacts: contacts.payload, conversations: convs.data.payload, messages: msgs };
};

export const replyAsAgent = async (t: TTestContext, admin: TMember, displayId: number, content: string) =>
  api<{ id: number }>(t, admin, 'POST', `/conversations/${displayId}/messages`, { content, message_type: 'outgoing' });

export const messageRow = async (t: TTestContext, id: number) =>
  (await t.database.db.select().from(messages).where(eq(messages.id, id)))[0]!;

export const drain = (t: TTestContext, now?: Date) => drainJobs(t.deps, { names: ['providers.deliver'], now });

/** Events of an account appended after a log position (see lastEventId), by name, in append order. */
export const eventsAfter = async (t: TTestContext, accountId: number, afterId: number, name: string) =>
  t.database.db
    .select()
    .from(events)
    .where(and(eq(events.accountId, accountId), gt(events.id, afterId), eq(events.name, name)))
    .orderBy(events.id);

/** The log's current position (row id: set at append time, unlike seq, which is given after commit). */
export const lastEventId = async (t: TTestContext, accountId: number) =>
  Number(
    (
      await t.database.db
        .select({ id: events.id })
        .from(events)
        .where(eq(events.accountId, accountId))
        .orderBy(desc(events.id))
        .limit(1)
    )[0]?.id ?? 0,
  );

/** Drains the delivery job through its retries (each run moved past its backoff). */
export const drainWithRetries = async (t: TTestContext, attempts: number) => {
  let now = Date.now();
  for (let i = 0; i < attempts; i += 1) {
    now += 3_700_000;
    await drain(t, new Date(now));
  }
};

export const expectFailedWith = async (t: TTestContext, id: number, text: string) => {
  const row = await messageRow(t, id);
  expect(row.status).toBe(3);
  expect(String(row.contentAttributes.external_error)).toContain(text);
};

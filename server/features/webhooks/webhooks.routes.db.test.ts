import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { TWebhook, TWebhookDelivery } from '../../../common/contracts/webhooks.ts';
import { CONSUMERS } from '../../consumers/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { drainJobs, listJobs } from '../../jobs/drain.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember, REFUSED, type TMember } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { insertDelivery } from './webhooks.repo.ts';

const t = setupTestApp({ ...ALLOW_PRIVATE_TARGETS });
const guarded = setupTestApp();

interface TReceived {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown>;
}
const receivers: http.Server[] = [];
/** A local receiver: answers each request with the next status in `statuses` (then 200) and a long body. */
const startReceiver = async (statuses: number[] = []) => {
  const got: TReceived[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      got.push({ headers: req.headers, body, json: JSON.parse(body) as Record<string, unknown> });
      res.statusCode = statuses.shift() ?? 200;
      res.end(`thanks ${'x'.repeat(3000)}`);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  receivers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, got };
};
afterAll(async () => {
  await Promise.all(receivers.map((s) => new Promise((r) => s.close(r))));
});

const call = async <T = Record<string, unknown>>(
  who: TMember,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
  accountId = who.accountId,
) => {
  const res = await t.app.inject({
    method,
    url: `/api/v1/accounts/${accountId}/webhooks${path}`,
    headers: who.headers,
    payload: payload as never,
  });
  return { status: res.statusCode, body: res.json<T>() };
};

type TCreated = { payload: { webhook: TWebhook & { secret: string } } };
const deliver = async () => {
  await drainConsumers(t.deps, CONSUMERS);
  return drainJobs(t.deps, { names: ['account_webhook'] });
};

describe('account webhooks API', () => {
  it('creates, lists, updates and deletes in Chatwoot’s shapes; the secret is shown once', async () => {
    const admin = await buildAdmin(t);
    const { inboxId } = await buildConversation(t, admin);
    const created = await call<TCreated>(admin, 'POST', '', {
      webhook: { url: 'https://example.com/hook', name: 'CRM', subscriptions: ['message_created'], inbox_id: inboxId },
    });
    expect(created.status).toBe(200);
    const hook = created.body.payload.webhook;
    expect(hook).toMatchObject({
      name: 'CRM',
      url: 'https://example.com/hook',
      account_id: admin.accountId,
      subscriptions: ['message_created'],
      webhook_type: 'inbox_type',
      inbox: { id: inboxId, name: 'Web' },
    });
    expect(hook.secret).toMatch(/^[0-9a-f]{64}$/);

    const listed = await call<{ payload: { webhooks: TWebhook[] } }>(admin, 'GET', '');
    expect(listed.body.payload.webhooks).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(hook.secret);

    // Flat body, defaults to Chatwoot's subscriptions.
    const flat = await call<TCreated>(admin, 'POST', '', { url: 'https://example.com/other' });
    expect(flat.body.payload.webhook.subscriptions).toContain('conversation_status_changed');
    expect(flat.body.payload.webhook.subscriptions).not.toContain('conversation_typing_on');

    const updated = await call<{ payload: { webhook: TWebhook } }>(admin, 'PATCH', `/${hook.id}`, {
      subscriptions: ['conversation_created', 'conversation_typing_on'],
      inbox_id: null,
    });
    expect(updated.body.payload.webhook).toMatchObject({
      subscriptions: ['conversation_created', 'conversation_typing_on'],
      webhook_type: 'account_type',
      inbox: null,
    });
    expect(JSON.stringify(updated.body)).not.toContain(hook.secret);
    const put = await call<{ payload: { webhook: TWebhook } }>(admin, 'PUT', `/${hook.id}`, { name: 'Renamed' });
    expect(put.body.payload.webhook.name).toBe('Renamed');

    expect((await call(admin, 'DELETE', `/${hook.id}`)).status).toBe(200);
    expect((await call(admin, 'DELETE', `/${hook.id}`)).status).toBe(404);
    expect((await call<{ payload: { webhooks: TWebhook[] } }>(admin, 'GET', '')).body.payload.webhooks).toHaveLength(1);
  });

  it('answers 422 naming the field for a bad URL, event, duplicate URL or foreign inbox', async () => {
    const admin = await buildAdmin(t);
    const other = await buildAdmin(t);
    const { inboxId: foreignInbox } = await buildConversation(t, other);
    const bad = async (payload: unknown, field: string) => {
      const res = await call<{ details: Record<string, string[]> }>(admin, 'POST', '', payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.body.details)).toContain(field);
    };
    await bad({ url: 'ftp://example.com/x' }, 'url');
    const ftp = await call<{ message: string }>(admin, 'POST', '', { url: 'ftp://example.com/x' });
    expect(ftp.body.message).toBe('Url is invalid');
    await bad({ url: '' }, 'url');
    await bad({ url: 'https://example.com/x', subscriptions: ['nope'] }, 'subscriptions.0');
    await bad({ url: 'https://example.com/x', subscriptions: [] }, 'subscriptions');
    await bad({ url: 'https://example.com/x', inbox_id: foreignInbox }, 'inbox_id');
    await call(admin, 'POST', '', { url: 'https://example.com/x' });
    await bad({ url: 'https://example.com/x' }, 'url');
  });

  it('refuses private network targets at save time when the guard is on', async () => {
    const admin = await buildAdmin(guarded);
    const res = await guarded.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/webhooks`,
      headers: admin.headers,
      payload: { url: 'http://127.0.0.1:9/hook' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ details: Record<string, string[]> }>().details.url?.[0]).toMatch(/not allowed/);
  });

  it('keeps other tenants, agents, bot tokens and anonymous callers out', async () => {
    const admin = await buildAdmin(t);
    const hook = (await call<TCreated>(admin, 'POST', '', { url: 'https://example.com/tenant' })).body.payload.webhook;
    const agent = await buildMember(t, { accountId: admin.accountId });
    const intruder = await buildAdmin(t);
    const bot = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/agent_bots`,
      headers: admin.headers,
      payload: { name: 'Bot' },
    });
    const botToken = bot.json<{ access_token: string }>().access_token;
    const paths: ['GET' | 'POST' | 'PATCH' | 'DELETE', string][] = [
      ['GET', ''],
      ['POST', ''],
      ['PATCH', `/${hook.id}`],
      ['DELETE', `/${hook.id}`],
      ['GET', `/${hook.id}/deliveries`],
      ['POST', `/${hook.id}/test`],
      ['POST', `/${hook.id}/deliveries/1/redeliver`],
    ];
    for (const [method, path] of paths) {
      const url = `/api/v1/accounts/${admin.accountId}/webhooks${path}`;
      const payload = method === 'GET' || method === 'DELETE' ? undefined : { url: 'https://evil.test/x' };
      const asAgent = await t.app.inject({ method, url, headers: agent.headers, payload });
      expect(asAgent.statusCode, `agent ${method} ${path}`).toBe(401);
      expect(asAgent.json()).toMatchObject(REFUSED);
      const asIntruder = await t.app.inject({ method, url, headers: intruder.headers, payload });
      expect(asIntruder.statusCode, `intruder ${method} ${path}`).toBe(404);
      const asBot = await t.app.inject({ method, url, headers: { api_access_token: botToken }, payload });
      expect(asBot.statusCode, `bot ${method} ${path}`).toBe(401);
      const anonymous = await t.app.inject({ method, url, payload });
      expect(anonymous.statusCode, `anonymous ${method} ${path}`).toBe(401);
      for (const res of [asAgent, asIntruder, asBot, anonymous]) expect(res.body).not.toContain('example.com/tenant');
    }
    // The intruder's own account does not see it either, and it is intact.
    const theirs = await call<{ payload: { webhooks: TWebhook[] } }>(intruder, 'GET', '');
    expect(theirs.body.payload.webhooks).toHaveLength(0);
    expect((await call<{ payload: { webhooks: TWebhook[] } }>(admin, 'GET', '')).body.payload.webhooks).toHaveLength(1);
  });
});

describe('account webhook delivery', () => {
  it('POSTs subscribed events signed with the webhook secret, scoped to its inbox, and logs each attempt', async () => {
    const rx = await startReceiver();
    const admin = await buildAdmin(t);
    const conv = await buildConversation(t, admin);
    const other = await buildConversation(t, admin);
    const hook = (
      await call<TCreated>(admin, 'POST', '', {
        url: rx.url,
        subscriptions: ['message_created', 'conversation_status_changed'],
        inbox_id: conv.inboxId,
      })
    ).body.payload.webhook;
    const agent = (method: 'POST', path: string, payload: unknown) =>
      t.app.inject({
        method,
        url: `/api/v1/accounts/${admin.accountId}${path}`,
        headers: admin.headers,
        payload: payload as never,
      });
    await agent('POST', `/conversations/${conv.displayId}/messages`, { content: 'hello there' });
    await agent('POST', `/conversations/${other.displayId}/messages`, { content: 'other inbox' });
    await agent('POST', `/conversations/${conv.displayId}/toggle_status`, { status: 'resolved' });
    await deliver();

    const events = rx.got.map((g) => g.json.event);
    expect(events).toEqual(expect.arrayContaining(['message_created', 'conversation_status_changed']));
    expect(rx.got.every((g) => !g.body.includes('other inbox'))).toBe(true);
    const msg = rx.got.find((g) => g.json.content === 'hello there')!;
    expect(msg.json).toMatchObject({
      content: 'hello there',
      message_type: 'outgoing',
      conversation: { id: conv.displayId },
      account: { id: admin.accountId },
      sender: { type: 'user', id: admin.user.id },
    });
    const ts = String(msg.headers['x-chatwoot-timestamp']);
    const expected = crypto.createHmac('sha256', hook.secret).update(`${ts}.${msg.body}`).digest('hex');
    expect(msg.headers['x-chatwoot-signature']).toBe(`sha256=${expected}`);
    expect(msg.headers['x-chatwoot-delivery']).toMatch(/^[0-9a-f-]{36}$/);
    const status = rx.got.find((g) => g.json.event === 'conversation_status_changed')!;
    expect(status.json).toMatchObject({
      id: conv.displayId,
      status: 'resolved',
      changed_attributes: [{ status: { previous_value: 'open', current_value: 'resolved' } }],
    });

    const log = await call<{ payload: TWebhookDelivery[] }>(admin, 'GET', `/${hook.id}/deliveries`);
    expect(log.body.payload).toHaveLength(rx.got.length);
    const first = log.body.payload.find((d) => d.delivery_id === msg.headers['x-chatwoot-delivery'])!;
    expect(first).toMatchObject({ status_code: 200, attempt: 1, trigger: 'event', success: true, error: null });
    expect(first.latency_ms).toBeGreaterThanOrEqual(0);
    expect(Buffer.byteLength(first.response_excerpt ?? '')).toBeLessThanOrEqual(1024);
    expect(first.response_excerpt).toMatch(/^thanks x+$/);
    expect(JSON.stringify(log.body)).not.toContain(hook.secret);

    // Redeliver: the same body and delivery id, a new signature, a new attempt in the log.
    const again = await call<{ payload: TWebhookDelivery }>(
      admin,
      'POST',
      `/${hook.id}/deliveries/${first.id}/redeliver`,
    );
    expect(again.status).toBe(200);
    expect(again.body.payload).toMatchObject({
      trigger: 'redelivery',
      status_code: 200,
      delivery_id: first.delivery_id,
    });
    const last = rx.got.at(-1)!;
    expect(last.body).toBe(msg.body);
    expect(last.headers['x-chatwoot-delivery']).toBe(msg.headers['x-chatwoot-delivery']);

    const test = await call<{ payload: TWebhookDelivery }>(admin, 'POST', `/${hook.id}/test`);
    expect(test.body.payload).toMatchObject({ event: 'webhook_test', trigger: 'test', success: true });
    expect(rx.got.at(-1)!.json).toMatchObject({ event: 'webhook_test', account: { id: admin.accountId } });
  });

  it('sends contact, conversation and typing events to account-wide webhooks only when subscribed', async () => {
    const rx = await startReceiver();
    const admin = await buildAdmin(t);
    await call(admin, 'POST', '', {
      url: rx.url,
      subscriptions: ['contact_created', 'conversation_created', 'conversation_typing_on'],
    });
    const conv = await buildConversation(t, admin, { message: 'first words' });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/conversations/${conv.displayId}/toggle_typing_status`,
      headers: admin.headers,
      payload: { typing_status: 'on' },
    });
    await deliver();
    const events = rx.got.map((g) => g.json.event).sort();
    expect(events).toEqual(['contact_created', 'conversation_created', 'conversation_typing_on']);
    expect(rx.got.find((g) => g.json.event === 'conversation_typing_on')!.json).toMatchObject({
      conversation: { id: conv.displayId },
      user: { id: admin.user.id },
      is_private: false,
    });
    expect(rx.got.find((g) => g.json.event === 'contact_created')!.json).toMatchObject({
      name: 'Customer',
      account: { id: admin.accountId },
    });
    expect(rx.got.find((g) => g.json.event === 'conversation_created')!.json).toMatchObject({
      id: conv.displayId,
      inbox_id: conv.inboxId,
    });
  });

  it('retries 5xx with backoff and the same delivery id, logging every attempt', async () => {
    const rx = await startReceiver([500, 503]);
    const admin = await buildAdmin(t);
    const conv = await buildConversation(t, admin);
    const hook = (await call<TCreated>(admin, 'POST', '', { url: rx.url, subscriptions: ['message_created'] })).body
      .payload.webhook;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/conversations/${conv.displayId}/messages`,
      headers: admin.headers,
      payload: { content: 'retry me' },
    });
    await deliver();
    expect(rx.got).toHaveLength(1);
    expect(await drainJobs(t.deps, { names: ['account_webhook'] })).toBe(0); // the backoff holds it back
    const later = (min: number) => new Date(Date.now() + min * 60_000);
    await drainJobs(t.deps, { names: ['account_webhook'], now: later(1) });
    await drainJobs(t.deps, { names: ['account_webhook'], now: later(10) });
    expect(rx.got).toHaveLength(3);
    expect(new Set(rx.got.map((g) => g.headers['x-chatwoot-delivery'])).size).toBe(1);
    const log = (await call<{ payload: TWebhookDelivery[] }>(admin, 'GET', `/${hook.id}/deliveries`)).body.payload;
    expect(log.map((d) => [d.attempt, d.status_code, d.success])).toEqual([
      [3, 200, true],
      [2, 503, false],
      [1, 500, false],
    ]);
  });

  it('does not retry a 4xx, and records a network error', async () => {
    const rx = await startReceiver([410]);
    const admin = await buildAdmin(t);
    const conv = await buildConversation(t, admin);
    const hook = (await call<TCreated>(admin, 'POST', '', { url: rx.url, subscriptions: ['message_created'] })).body
      .payload.webhook;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/conversations/${conv.displayId}/messages`,
      headers: admin.headers,
      payload: { content: 'gone' },
    });
    await deliver();
    await drainJobs(t.deps, { names: ['account_webhook'], now: new Date(Date.now() + 3_600_000) });
    expect(rx.got).toHaveLength(1);
    const job = (await listJobs(t.deps, { name: 'account_webhook' })).find((j) =>
      (j.payload as { body: string }).body.includes('"gone"'),
    );
    expect(job).toMatchObject({ state: 'failed', retryCount: 0, error: 'webhook responded 410' });

    // A receiver that is not listening: a network error, logged without the URL.
    const closed = await startReceiver();
    await new Promise((r) => receivers.pop()!.close(r));
    await call(admin, 'PATCH', `/${hook.id}`, { url: closed.url });
    const test = await call<{ payload: TWebhookDelivery }>(admin, 'POST', `/${hook.id}/test`);
    expect(test.body.payload).toMatchObject({ status_code: null, success: false });
    expect(test.body.payload.error).toMatch(/^network error/);
    expect(test.body.payload.error).not.toContain('127.0.0.1');
  });

  it('keeps the last 100 attempts per webhook', async () => {
    const admin = await buildAdmin(t);
    const hook = (await call<TCreated>(admin, 'POST', '', { url: 'https://example.com/log' })).body.payload.webhook;
    for (let i = 1; i <= 105; i++)
      await insertDelivery(t.deps.db, {
        accountId: admin.accountId,
        webhookId: hook.id,
        deliveryId: crypto.randomUUID(),
        event: `e${i}`,
        attempt: 1,
        trigger: 'event',
        statusCode: 200,
        latencyMs: 1,
        body: '{}',
      });
    const log = (await call<{ payload: TWebhookDelivery[] }>(admin, 'GET', `/${hook.id}/deliveries`)).body.payload;
    expect(log).toHaveLength(100);
    expect(log[0]!.event).toBe('e105');
    expect(log.at(-1)!.event).toBe('e6');
  });
});

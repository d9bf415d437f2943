import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { CONSUMERS } from '../../consumers/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';
import { drainJobs, listJobs } from '../../jobs/drain.ts';
import { adminCall, buildApiInbox } from '../widget/widgetTestKit.ts';

const t = setupTestApp({ ...ALLOW_PRIVATE_TARGETS });

interface TDelivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}
/** A local receiver: answers each request with the next status in `statuses` (then 200). */
const receivers: http.Server[] = [];
const startReceiver = async (statuses: number[] = []) => {
  const got: TDelivery[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.statusCode = statuses.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  receivers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook?key=k`, got };
};
afterAll(async () => {
  await Promise.all(receivers.map((s) => new Promise((r) => s.close(r))));
});

const setup = async (url: string) => {
  const admin = await buildAdmin(t);
  const inbox = await buildApiInbox(t, admin, url);
  const client = async (method: 'POST', path: string, payload?: unknown) =>
    (
      await t.app.inject({
        method,
        url: `/public/api/v1/inboxes/${inbox.inbox_identifier}${path}`,
        payload: payload as never,
      })
    ).json<{ id: number; source_id: string }>();
  const contact = await client('POST', '/contacts', { name: 'Lee' });
  const conv = await client('POST', `/contacts/${contact.source_id}/conversations`);
  await client('POST', `/contacts/${contact.source_id}/conversations/${conv.id}/messages`, { content: 'ping' });
  return { admin, inbox, conv, agent: adminCall(t, admin) };
};

describe('API inbox webhooks', () => {
  it("POSTs an agent's reply to webhook_url as message_created, signed with the channel secret", async () => {
    const rx = await startReceiver();
    const { inbox, conv, agent, admin } = await setup(rx.url);
    await agent('POST', `/conversations/${conv.id}/messages`, { content: 'pong' });
    await agent('POST', `/conversations/${conv.id}/messages`, { content: 'internal', private: true });
    await drainConsumers(t.deps, CONSUMERS); // the consumer queues the delivery, the delivery job posts it
    await drainJobs(t.deps, { names: ['api_inbox_webhook'] });
    // Incoming messages and private notes are not sent back to the client.
    expect(rx.got).toHaveLength(1);
    const [d] = rx.got;
    const body = JSON.parse(d!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      event: 'message_created',
      content: 'pong',
      message_type: 'outgoing',
      private: false,
      inbox: { id: inbox.id },
      account: { id: admin.accountId },
      conversation: { id: conv.id },
      sender: { type: 'user', id: admin.user.id },
    });
    const ts = String(d!.headers['x-chatwoot-timestamp']);
    expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(60);
    const expected = crypto.createHmac('sha256', inbox.secret).update(`${ts}.${d!.body}`).digest('hex');
    expect(d!.headers['x-chatwoot-signature']).toBe(`sha256=${expected}`);
    expect(d!.headers['x-chatwoot-delivery']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries a failing receiver with backoff, with the same delivery id, until it accepts', async () => {
    const rx = await startReceiver([500, 503]);
    const { conv, agent } = await setup(rx.url);
    await agent('POST', `/conversations/${conv.id}/messages`, { content: 'retry me' });
    await drainConsumers(t.deps, CONSUMERS);
    expect(await drainJobs(t.deps, { names: ['api_inbox_webhook'] })).toBe(1);
    expect(rx.got).toHaveLength(1);
    // Not yet due: the backoff holds the retry back.
    expect(await drainJobs(t.deps, { names: ['api_inbox_webhook'] })).toBe(0);
    const later = (min: number) => new Date(Date.now() + min * 60_000);
    await drainJobs(t.deps, { names: ['api_inbox_webhook'], now: later(1) });
    await drainJobs(t.deps, { names: ['api_inbox_webhook'], now: later(10) });
    expect(rx.got).toHaveLength(3);
    const ids = new Set(rx.got.map((d) => d.headers['x-chatwoot-delivery']));
    expect(ids.size).toBe(1);
    const rows = await listJobs(t.deps, { name: 'api_inbox_webhook' });
    const mine = rows.find((r) => (r.payload as { body: string }).body.includes('retry me'));
    expect(mine?.state).toBe('completed');
    expect(mine?.retryCount).toBe(2);
  });

  it('gives up at once on a 4xx answer and sends nothing without a webhook_url', async () => {
    const rx = await startReceiver([404]);
    const { conv, agent } = await setup(rx.url);
    await agent('POST', `/conversations/${conv.id}/messages`, { content: 'lost' });
    await drainConsumers(t.deps, CONSUMERS);
    await drainJobs(t.deps, { names: ['api_inbox_webhook'] });
    await drainJobs(t.deps, { names: ['api_inbox_webhook'], now: new Date(Date.now() + 3_600_000) });
    expect(rx.got).toHaveLength(1);
    const lost = (await listJobs(t.deps, { name: 'api_inbox_webhook' })).find((r) =>
      (r.payload as { body: string }).body.includes('"lost"'),
    );
    // Failed without a retry; the stored error names the status only (no URL, no secret).
    expect(lost).toMatchObject({ state: 'failed', retryCount: 0, error: 'webhook responded 404' });

    const silent = await setup('');
    const before = (await listJobs(t.deps, { name: 'api_inbox_webhook' })).length;
    await silent.agent('POST', `/conversations/${silent.conv.id}/messages`, { content: 'quiet' });
    const after = (await listJobs(t.deps, { name: 'api_inbox_webhook' })).length;
    expect(after).toBe(before);
  });
});

import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { TWebhookDelivery } from '../../../common/contracts/webhooks.ts';
import { CONSUMERS } from '../../consumers/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { drainJobs, listJobs } from '../../jobs/drain.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { adminCall, buildApiInbox } from '../../features/widget/widgetTestKit.ts';

// The receivers are on 127.0.0.1: the guard's save-time and connect-time checks are covered by outbound.db.test.ts.
const t = setupTestApp({ ...ALLOW_PRIVATE_TARGETS });

interface TReceived {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A local receiver. Each body is answered 503 the first time it arrives and 200 after (so every delivery
 * needs one retry); `/redirect-*` paths answer 307 to `?to=`.
 */
const servers: http.Server[] = [];
const startReceiver = async () => {
  const got: TReceived[] = [];
  const seen = new Set<string>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      got.push({ path: url.pathname, headers: req.headers, body });
      const to = url.searchParams.get('to');
      if (to) {
        res.writeHead(307, { location: to });
        return res.end();
      }
      const key = `${url.pathname}|${body}`;
      res.statusCode = url.pathname.startsWith('/ok') || seen.has(key) ? 200 : 503;
      seen.add(key);
      res.end(res.statusCode === 200 ? 'thanks' : 'busy');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, got };
};
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

const later = (min: number) => new Date(Date.now() + min * 60_000);

const logOf = async (admin: TMember, path: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/accounts/${admin.accountId}${path}`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ payload: TWebhookDelivery[] }>().payload;
};

const redeliverOf = async (admin: TMember, path: string, id: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/${admin.accountId}${path}/${id}/redeliver`,
    headers: admin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ payload: TWebhookDelivery }>().payload;
};

const expectSigned = (d: TReceived, secret: string) => {
  const ts = String(d.headers['x-chatwoot-timestamp']);
  const hmac = crypto.createHmac('sha256', secret).update(`${ts}.${d.body}`).digest('hex');
  expect(d.headers['x-chatwoot-signature']).toBe(`sha256=${hmac}`);
  expect(d.headers['x-chatwoot-delivery']).toMatch(/^[0-9a-f-]{36}$/);
};

interface TKindCase {
  job: string;
  /** Sets the target up at the receiver's `url`, makes something happen, answers where its log is. */
  arrange: (admin: TMember, url: string) => Promise<{ logPath: string; secret: string | null; userAgent: string }>;
}

const CASES: Record<string, TKindCase> = {
  account_webhook: {
    job: 'account_webhook',
    arrange: async (admin, url) => {
      const created = await adminCall(t, admin)<{ payload: { webhook: { id: number; secret: string } } }>(
        'POST',
        '/webhooks',
        { url, subscriptions: ['conversation_created'] },
      );
      await buildConversation(t, admin);
      const { id, secret } = created.payload.webhook;
      return { logPath: `/webhooks/${id}/deliveries`, secret, userAgent: 'Helpdesk-Webhook' };
    },
  },
  api_inbox: {
    job: 'api_inbox_webhook',
    arrange: async (admin, url) => {
      const inbox = await buildApiInbox(t, admin, url);
      const client = async (path: string, payload?: unknown) =>
        (
          await t.app.inject({
            method: 'POST',
            url: `/public/api/v1/inboxes/${inbox.inbox_identifier}${path}`,
            payload: payload as never,
          })
        ).json<{ id: number; source_id: string }>();
      const contact = await client('/contacts', { name: 'Lee' });
      const conv = await client(`/contacts/${contact.source_id}/conversations`);
      await adminCall(t, admin)('POST', `/conversations/${conv.id}/messages`, { content: 'pong' });
      return { logPath: `/inboxes/${inbox.id}/deliveries`, secret: inbox.secret, userAgent: 'Helpdesk-Webhook' };
    },
  },
  agent_bot: {
    job: 'agent_bot_webhook',
    arrange: async (admin, url) => {
      const call = adminCall(t, admin);
      const bot = await call<{ id: number; secret: string }>('POST', '/agent_bots', {
        name: 'Greeter',
        outgoing_url: url,
      });
      const { inboxId, displayId } = await buildConversation(t, admin);
      const set = await t.app.inject({
        method: 'POST',
        url: `/api/v1/accounts/${admin.accountId}/inboxes/${inboxId}/set_agent_bot`,
        headers: admin.headers,
        payload: { agent_bot: bot.id },
      });
      expect(set.statusCode).toBe(204);
      await call('POST', `/conversations/${displayId}/messages`, { content: 'Hello bot' });
      return { logPath: `/agent_bots/${bot.id}/deliveries`, secret: bot.secret, userAgent: 'Helpdesk-AgentBot' };
    },
  },
  automation_rule: {
    job: 'automation.webhook',
    arrange: async (admin, url) => {
      const rule = await adminCall(t, admin)<{ payload: { id: number } }>('POST', '/automation_rules', {
        name: 'Tell the CRM',
        event_name: 'conversation_created',
        conditions: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'], query_operator: null }],
        actions: [{ action_name: 'send_webhook_event', action_params: [url] }],
      });
      await buildConversation(t, admin);
      return {
        logPath: `/automation_rules/${rule.payload.id}/deliveries`,
        secret: null,
        userAgent: 'Helpdesk-Automation',
      };
    },
  },
};

describe('the one outbound delivery service', () => {
  it.each(Object.keys(CASES))(
    '%s: goes through the service, is logged, retried with backoff on 5xx, and redeliverable',
    async (kind) => {
      const { job, arrange } = CASES[kind]!;
      const rx = await startReceiver();
      const admin = await buildAdmin(t);
      const { logPath, secret, userAgent } = await arrange(admin, `${rx.base}/${kind}?key=k`);
      await drainConsumers(t.deps, CONSUMERS);
      await drainJobs(t.deps, { names: [job] });

      // First attempts: each answered 503, each logged.
      const sent = rx.got.length;
      expect(sent).toBeGreaterThan(0);
      const first = await logOf(admin, logPath);
      expect(first).toHaveLength(sent);
      for (const row of first)
        expect(row).toMatchObject({ attempt: 1, status_code: 503, success: false, trigger: 'event' });
      expect(first[0]?.response_excerpt).toBe('busy');
      for (const d of rx.got) {
        expect(d.headers['user-agent']).toBe(userAgent);
        if (secret) expectSigned(d, secret);
        else expect(d.headers['x-chatwoot-signature']).toBeUndefined();
      }

      // The backoff holds the retries back; later each is sent again (same delivery id) and accepted.
      expect(await drainJobs(t.deps, { names: [job] })).toBe(0);
      await drainJobs(t.deps, { names: [job], now: later(1) });
      expect(rx.got).toHaveLength(sent * 2);
      const second = await logOf(admin, logPath);
      expect(second).toHaveLength(sent * 2);
      const retried = second.filter((r) => r.attempt === 2);
      expect(retried).toHaveLength(sent);
      for (const r of retried) {
        expect(r).toMatchObject({ status_code: 200, success: true, response_excerpt: 'thanks' });
        expect(first.map((f) => f.delivery_id)).toContain(r.delivery_id);
      }
      if (secret)
        for (const r of retried)
          expect(rx.got.filter((d) => d.headers['x-chatwoot-delivery'] === r.delivery_id)).toHaveLength(2);

      // Redeliver the first failed attempt: the same body, the same delivery id, logged as a redelivery.
      const failed = first.at(-1)!;
      const again = await redeliverOf(admin, logPath, failed.id);
      expect(again).toMatchObject({ delivery_id: failed.delivery_id, trigger: 'redelivery', success: true });
      expect(rx.got).toHaveLength(sent * 2 + 1);
      const last = rx.got.at(-1)!;
      expect(rx.got.filter((d) => d.body === last.body).length).toBeGreaterThanOrEqual(3);
      if (secret) expectSigned(last, secret);
      expect((await logOf(admin, logPath))[0]).toMatchObject({ id: again.id, trigger: 'redelivery' });
    },
  );

  it("answers 404 for another account's target and log, and 401 without a token", async () => {
    const rx = await startReceiver();
    const admin = await buildAdmin(t);
    const { logPath } = await CASES.agent_bot!.arrange(admin, `${rx.base}/ok`);
    const other = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${other.accountId}${logPath}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${admin.accountId}${logPath}` });
    expect(anon.statusCode).toBe(401);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const asAgent = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}${logPath}`,
      headers: agent.headers,
    });
    expect(asAgent.statusCode).toBe(401);
  });
});

describe('redirects and failure causes (issue 42 item 10)', () => {
  it('does not follow a redirect to another origin with the signed body; follows one within the origin', async () => {
    const rx = await startReceiver();
    const elsewhere = await startReceiver();
    const admin = await buildAdmin(t);
    const call = adminCall(t, admin);
    const away = encodeURIComponent(`${elsewhere.base}/ok-stolen`);
    const hook = await call<{ payload: { webhook: { id: number; secret: string } } }>('POST', '/webhooks', {
      url: `${rx.base}/redirect-away?to=${away}`,
    });
    const test = await call<{ payload: TWebhookDelivery }>('POST', `/webhooks/${hook.payload.webhook.id}/test`);
    expect(test.payload).toMatchObject({
      status_code: 307,
      success: false,
      error: 'redirect to another origin not followed',
    });
    expect(elsewhere.got).toEqual([]);

    const near = encodeURIComponent(`${rx.base}/ok-landed`);
    const same = await call<{ payload: { webhook: { id: number; secret: string } } }>('POST', '/webhooks', {
      url: `${rx.base}/redirect-near?to=${near}`,
    });
    const ok = await call<{ payload: TWebhookDelivery }>('POST', `/webhooks/${same.payload.webhook.id}/test`);
    expect(ok.payload).toMatchObject({ status_code: 200, success: true });
    const landed = rx.got.find((d) => d.path === '/ok-landed');
    expect(landed).toBeDefined();
    expectSigned(landed!, same.payload.webhook.secret);
  });

  it("logs a failing API-inbox webhook's real cause (ENOTFOUND), not TypeError", async () => {
    const admin = await buildAdmin(t);
    const { logPath } = await CASES.api_inbox!.arrange(admin, 'http://no-such-host.invalid/hook');
    await drainConsumers(t.deps, CONSUMERS);
    await drainJobs(t.deps, { names: ['api_inbox_webhook'] });
    const [row] = await logOf(admin, logPath);
    expect(row).toMatchObject({ status_code: null, error: 'network error: ENOTFOUND' });
    const inboxId = Number(logPath.split('/')[2]);
    const job = (await listJobs(t.deps, { name: 'api_inbox_webhook' })).find((j) =>
      (j.payload as { body: string }).body.includes(`"id":${inboxId},`),
    );
    expect(job?.error).toBe('webhook network error: ENOTFOUND');
  });
});

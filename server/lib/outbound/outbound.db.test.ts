import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMERS } from '../../consumers/index.ts';
import { channelApi, channelEmails, inboxes } from '../../db/schema/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { drainJobs, listJobs } from '../../jobs/drain.ts';
import { createEmailInbox } from '../../features/email/testing/emailFixtures.ts';
import { startSmtpSink, type TSmtpSink } from '../../features/email/testing/smtpSink.ts';
import { buildApiInbox } from '../../features/widget/widgetTestKit.ts';
import { buildAdmin, subscribeBrowserPush, type TMember } from '../../test/factories.ts';
import { api, expectFailedWith } from '../../test/fakeProvider.ts';
import { setupTestApp } from '../../test/harness.ts';

// ALLOW_PRIVATE_NETWORK_TARGETS is off (the default): the guard is on.
const t = setupTestApp();

const REFUSED_URLS = [
  'http://169.254.169.254/latest/meta-data/',
  'http://127.0.0.1:8080/hook',
  'http://[::1]/hook',
  'http://127.1/hook',
  'http://2130706433/hook',
  'http://0x7f000001/hook',
  'http://[::ffff:127.0.0.1]/hook',
  'http://10.0.0.5/hook',
  'http://100.64.1.1/hook',
  'http://[fd00::1]/hook',
  'http://localhost:3000/hook',
  'http://0.0.0.0/hook',
];
const REFUSED_HOSTS = [
  '127.0.0.1',
  '127.1',
  '2130706433',
  '0x7f000001',
  '::1',
  '::ffff:127.0.0.1',
  '192.168.0.10',
  'localhost',
];

const call = (admin: TMember, method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1/accounts/${admin.accountId}${url}`,
    headers: admin.headers,
    payload: payload as never,
  });

const expect422 = (res: { statusCode: number; json: <T>() => T }, field: string) => {
  expect(res.statusCode).toBe(422);
  expect(res.json<{ attributes: string[]; message: string }>()).toMatchObject({
    attributes: [field],
    message: expect.stringContaining('private network targets are refused') as unknown,
  });
};

let receiver: http.Server;
const received: string[] = [];
let receiverPort = 0;
let sink: TSmtpSink;
beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    received.push(`${req.method} ${req.url}`);
    res.end('ok');
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverPort = (receiver.address() as AddressInfo).port;
  sink = await startSmtpSink();
});
afterAll(async () => {
  await new Promise((r) => receiver.close(r));
  await sink.close();
});

describe('outbound guard at save time', () => {
  it.each(REFUSED_URLS)('refuses the API inbox webhook_url %s (create and update)', async (url) => {
    const admin = await buildAdmin(t);
    expect422(
      await call(admin, 'POST', '/inboxes', { name: 'Api', channel: { type: 'api', webhook_url: url } }),
      'channel.webhook_url',
    );
    const inbox = await buildApiInbox(t, admin, 'https://hooks.example.test/x');
    expect422(
      await call(admin, 'PATCH', `/inboxes/${inbox.id}`, { channel: { webhook_url: url } }),
      'channel.webhook_url',
    );
  });

  it.each(REFUSED_URLS)('refuses the agent bot outgoing_url %s', async (url) => {
    const admin = await buildAdmin(t);
    expect422(await call(admin, 'POST', '/agent_bots', { name: 'Bot', outgoing_url: url }), 'outgoing_url');
    const bot = (
      await call(admin, 'POST', '/agent_bots', { name: 'Bot', outgoing_url: 'https://bot.example.test/h' })
    ).json<{
      id: number;
    }>();
    expect422(await call(admin, 'PATCH', `/agent_bots/${bot.id}`, { outgoing_url: url }), 'outgoing_url');
  });

  it.each(REFUSED_HOSTS)('refuses %s as an email inbox SMTP or IMAP host', async (host) => {
    const admin = await buildAdmin(t);
    const inbox = await createEmailInbox(t, admin);
    expect422(
      await call(admin, 'PATCH', `/inboxes/${inbox.id}`, { channel: { smtp_enabled: true, smtp_address: host } }),
      'channel.smtp_address',
    );
    expect422(
      await call(admin, 'PATCH', `/inboxes/${inbox.id}`, { channel: { imap_enabled: true, imap_address: host } }),
      'channel.imap_address',
    );
  });

  it('saves public targets and empties', async () => {
    const admin = await buildAdmin(t);
    const inbox = await createEmailInbox(t, admin);
    const ok = await call(admin, 'PATCH', `/inboxes/${inbox.id}`, {
      channel: { smtp_address: '93.184.216.34', imap_address: 'imap.example.test' },
    });
    expect(ok.statusCode).toBe(200);
    const api = await buildApiInbox(t, admin, 'https://8.8.8.8/hook');
    expect((await call(admin, 'PATCH', `/inboxes/${api.id}`, { channel: { webhook_url: '' } })).statusCode).toBe(200);
  });
});

/** Issue 42 item 6: every spelling of this machine, refused by the one save-time check on all five targets. */
const LOOPBACK_SPELLINGS = [
  'LOCALHOST',
  'localhost.',
  'LocalHost.',
  '127.1',
  '0x7f.0.0.1',
  '2130706433',
  '[::1]',
  '[::ffff:127.0.0.1]',
  '0.0.0.0',
  'foo.localhost',
  'foo.localhost.',
];

describe('every spelling of loopback is refused when saved', () => {
  it.each(LOOPBACK_SPELLINGS)('%s: account webhook, agent bot, automation rule, API inbox, web push', async (host) => {
    const admin = await buildAdmin(t);
    const url = `http://${host}:8080/hook`;
    expect422(await call(admin, 'POST', '/webhooks', { url, subscriptions: ['message_created'] }), 'url');
    expect422(await call(admin, 'POST', '/agent_bots', { name: 'Bot', outgoing_url: url }), 'outgoing_url');
    expect422(
      await call(admin, 'POST', '/automation_rules', {
        name: 'Hook',
        event_name: 'conversation_created',
        conditions: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'], query_operator: null }],
        actions: [{ action_name: 'send_webhook_event', action_params: [url] }],
      }),
      'actions.0.action_params',
    );
    expect422(
      await call(admin, 'POST', '/inboxes', { name: 'Api', channel: { type: 'api', webhook_url: url } }),
      'channel.webhook_url',
    );
    const push = await subscribeBrowserPush(t, admin.headers, `https://${host}/push`);
    expect422(push, 'subscription_attributes.endpoint');
  });
});

describe('outbound guard at delivery time', () => {
  it.each(['127.0.0.1', 'localhost'])(
    'records "target refused" for a webhook stored pointing at %s, and sends nothing',
    async (host) => {
      const admin = await buildAdmin(t);
      const inbox = await buildApiInbox(t, admin, 'https://hooks.example.test/x');
      // As if saved while the guard was off, or re-pointed by DNS since.
      const [row] = await t.database.db.select().from(inboxes).where(eq(inboxes.id, inbox.id));
      await t.database.db
        .update(channelApi)
        .set({ webhookUrl: `http://${host}:${receiverPort}/hook` })
        .where(eq(channelApi.id, row!.channelId));
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
      await api(t, admin, 'POST', `/conversations/${conv.id}/messages`, { content: `refused ${host}` });
      await drainConsumers(t.deps, CONSUMERS);
      await drainJobs(t.deps, { names: ['api_inbox_webhook'] });
      const job = (await listJobs(t.deps, { name: 'api_inbox_webhook' })).find((r) =>
        (r.payload as { body: string }).body.includes(`refused ${host}`),
      );
      expect(job).toMatchObject({ state: 'failed', retryCount: 0 });
      expect(String(job?.error)).toMatch(/^webhook target refused: .*(loopback|this machine)/);
      expect(received).toEqual([]);
    },
  );

  it('fails an email reply whose stored SMTP host is loopback, without connecting', async () => {
    const admin = await buildAdmin(t);
    const inbox = await createEmailInbox(t, admin);
    const [row] = await t.database.db.select().from(inboxes).where(eq(inboxes.id, inbox.id));
    await t.database.db
      .update(channelEmails)
      .set({ smtpEnabled: true, smtpAddress: '127.0.0.1', smtpPort: sink.port, smtpEnableStarttlsAuto: false })
      .where(eq(channelEmails.id, row!.channelId));
    const contact = (
      await api<{ payload: { contact: { id: number } } }>(t, admin, 'POST', '/contacts', {
        name: 'Zed',
        email: 'zed@customer.test',
      })
    ).payload.contact;
    const conv = await api<{ id: number }>(t, admin, 'POST', '/conversations', {
      inbox_id: inbox.id,
      contact_id: contact.id,
      message: { content: 'Hello' },
    });
    const msg = await api<{ id: number }>(t, admin, 'POST', `/conversations/${conv.id}/messages`, { content: 'Again' });
    await drainJobs(t.deps, { names: ['email.deliver'] });
    await expectFailedWith(t, msg.id, 'SMTP target refused: 127.0.0.1 is a loopback address');
    expect(sink.mails).toHaveLength(0);
  });
});

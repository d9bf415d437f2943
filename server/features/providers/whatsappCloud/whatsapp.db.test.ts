import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/harness.ts';
import { buildAdmin, type TMember } from '../../../test/factories.ts';
import { hubSignature } from '../signatures.ts';
import {
  api,
  drain,
  drainWithRetries,
  eventsAfter,
  expectFailedWith,
  lastEventId,
  messageRow,
  replyAsAgent,
  snapshot,
  startFakeProvider,
  type TFakeProvider,
} from '../../../test/fakeProvider.ts';

const SECRET = 'meta-app-secret';
const t = setupTestApp({ FRONTEND_URL: 'https://helpdesk.test', WHATSAPP_APP_SECRET: SECRET });
let fake: TFakeProvider;
let n = 0;

beforeAll(async () => {
  fake = await startFakeProvider((req) =>
    req.url.endsWith('/subscribed_apps')
      ? { status: 200, body: { success: true } }
      : { status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: `wamid.OUT${++n}` }] } },
  );
  t.config.messaging.whatsappApiUrl = fake.url;
  t.config.messaging.dialog360ApiUrl = `${fake.url}/360`;
});
afterAll(() => fake.close());

const createInbox = (admin: TMember, phone: string, provider: 'whatsapp_cloud' | 'default' = 'whatsapp_cloud') =>
  api<{ id: number }>(t, admin, 'POST', '/inboxes', {
    name: 'WhatsApp',
    channel: {
      type: 'whatsapp',
      provider,
      phone_number: phone,
      provider_config:
        provider === 'whatsapp_cloud'
          ? { api_key: 'wa-key', phone_number_id: '111', business_account_id: '222' }
          : { api_key: 'd360-key' },
    },
  });

const cloudPayload = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '222',
      changes: [
        { field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: '111' }, ...value } },
      ],
    },
  ],
});

const textMessage = (id: string, from: string, body: string, name = 'Layla') => ({
  contacts: [{ profile: { name }, wa_id: from }],
  messages: [{ from, id, timestamp: '1700000000', type: 'text', text: { body } }],
});

const post = (phone: string, payload: unknown, secret = SECRET) => {
  const raw = JSON.stringify(payload);
  return t.app.inject({
    method: 'POST',
    url: `/webhooks/whatsapp/${phone}`,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(secret, raw) },
    payload: raw,
  });
};

describe('whatsapp cloud', () => {
  it('registers the webhook with a verify token and answers Meta’s challenge only for it', async () => {
    const admin = await buildAdmin(t);
    const inbox = await createInbox(admin, '+15550100000');
    const reg = await api<{ callback_webhook_url: string; webhook_verify_token: string }>(
      t,
      admin,
      'POST',
      `/inboxes/${inbox.id}/register_webhook`,
    );
    expect(reg.callback_webhook_url).toBe('https://helpdesk.test/webhooks/whatsapp/+15550100000');
    const sub = fake.requests.find((r) => r.url === '/v22.0/222/subscribed_apps')!;
    expect(sub.headers.authorization).toBe('Bearer wa-key');
    expect(JSON.parse(sub.body)).toEqual({
      override_callback_uri: reg.callback_webhook_url,
      verify_token: reg.webhook_verify_token,
    });
    const verify = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/webhooks/whatsapp/+15550100000?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=12345`,
      });
    const ok = await verify(reg.webhook_verify_token);
    expect([ok.statusCode, ok.body]).toEqual([200, '12345']);
    expect((await verify('guess')).statusCode).toBe(401);
  });

  it('stores an incoming message once, and rejects a bad signature', async () => {
    const admin = await buildAdmin(t);
    await createInbox(admin, '+15550200000');
    const seq = await lastEventId(t, admin.accountId);
    const payload = cloudPayload(textMessage('wamid.IN1', '15559990000', 'Salaam'));
    expect((await post('15550200000', payload)).statusCode).toBe(200);
    expect((await post('+15550200000', payload)).statusCode).toBe(200);
    const s = await snapshot(t, admin);
    expect(s.contacts).toMatchObject([{ name: 'Layla', phone_number: '+15559990000' }]);
    expect(s.conversations).toMatchObject([{ contact_inbox: { source_id: '15559990000' } }]);
    expect(s.messages).toMatchObject([
      { content: 'Salaam', sourceId: 'wamid.IN1', contentAttributes: { external_created_at: 1700000000 } },
    ]);
    expect(await eventsAfter(t, admin.accountId, seq, 'message.created')).toHaveLength(1);

    const forged = await post('15550200000', cloudPayload(textMessage('wamid.IN2', '15559990000', 'x')), 'wrong');
    expect(forged.statusCode).toBe(401);
    expect((await snapshot(t, admin)).messages).toHaveLength(1);
  });

  it('sends replies to the Graph API and applies status webhooks and errors', async () => {
    const admin = await buildAdmin(t);
    await createInbox(admin, '+15550300000');
    await post('15550300000', cloudPayload(textMessage('wamid.IN3', '15558880000', 'Hi')));
    const [conv] = (await snapshot(t, admin)).conversations;
    fake.requests.length = 0;
    const msg = await replyAsAgent(t, admin, conv!.id, 'How can we help?');
    await drain(t);
    const req = fake.requests[0]!;
    expect(req.url).toBe('/v22.0/111/messages');
    expect(req.headers.authorization).toBe('Bearer wa-key');
    expect(JSON.parse(req.body)).toMatchObject({
      messaging_product: 'whatsapp',
      to: '15558880000',
      type: 'text',
      text: { body: 'How can we help?' },
    });
    const sent = await messageRow(t, msg.id);
    expect([sent.status, sent.sourceId]).toEqual([0, expect.stringMatching(/^wamid\.OUT/)]);

    await post(
      '15550300000',
      cloudPayload({ statuses: [{ id: sent.sourceId, status: 'read', recipient_id: '15558880000' }] }),
    );
    expect((await messageRow(t, msg.id)).status).toBe(2);

    fake.replyNext({
      status: 400,
      body: {
        error: {
          message: '(#131030) Recipient phone number not in allowed list',
          code: 131030,
          error_data: { details: 'Recipient phone number not in allowed list: add it and try again.' },
        },
      },
    });
    const seq = await lastEventId(t, admin.accountId);
    const bad = await replyAsAgent(t, admin, conv!.id, 'second');
    await drain(t);
    await expectFailedWith(t, bad.id, 'Recipient phone number not in allowed list: add it');
    expect(await eventsAfter(t, admin.accountId, seq, 'message.updated')).toHaveLength(1);

    fake.replyNext({ status: 500, body: { error: { message: 'temporary' } } });
    const retried = await replyAsAgent(t, admin, conv!.id, 'third');
    await drain(t);
    expect((await messageRow(t, retried.id)).sourceId).toBeNull();
    await drainWithRetries(t, 1);
    const row = await messageRow(t, retried.id);
    expect(row.status).toBe(0);
    expect(row.sourceId).toMatch(/^wamid\.OUT/);

    // A failed status webhook keeps Meta's explanation.
    await post(
      '15550300000',
      cloudPayload({
        statuses: [
          {
            id: row.sourceId,
            status: 'failed',
            errors: [
              {
                code: 131047,
                title: 'Re-engagement message',
                error_data: { details: 'More than 24 hours have passed' },
              },
            ],
          },
        ],
      }),
    );
    await expectFailedWith(t, retried.id, 'More than 24 hours have passed');
  });

  it('360dialog: posts to /messages with the D360-API-KEY header and reads on-premise webhooks', async () => {
    const admin = await buildAdmin(t);
    await createInbox(admin, '+15550400000', 'default');
    const raw = JSON.stringify(textMessage('ABGG1', '15557770000', 'Hello 360', 'Omar'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/webhooks/whatsapp/+15550400000',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    const [conv] = (await snapshot(t, admin)).conversations;
    fake.requests.length = 0;
    await replyAsAgent(t, admin, conv!.id, 'Hi Omar');
    await drain(t);
    expect(fake.requests[0]).toMatchObject({ url: '/360/messages', headers: { 'd360-api-key': 'd360-key' } });
    expect(JSON.parse(fake.requests[0]!.body)).toMatchObject({ to: '15557770000', text: { body: 'Hi Omar' } });
  });
});

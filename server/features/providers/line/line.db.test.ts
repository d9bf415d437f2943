import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/harness.ts';
import { buildAdmin, type TMember } from '../../../test/factories.ts';
import { lineSignature } from '../signatures.ts';
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

const t = setupTestApp({ FRONTEND_URL: 'https://helpdesk.test' });
let fake: TFakeProvider;
let n = 0;

beforeAll(async () => {
  fake = await startFakeProvider((req) =>
    req.url.startsWith('/v2/bot/profile/')
      ? { status: 200, body: { displayName: 'Haruto', userId: 'U1', pictureUrl: 'https://cdn.test/p.png' } }
      : req.url === '/v2/bot/channel/webhook/endpoint'
        ? { status: 200, body: {} }
        : { status: 200, body: { sentMessages: [{ id: `4600${++n}`, quoteToken: 'q' }] } },
  );
  t.config.messaging.lineApiUrl = fake.url;
});
afterAll(() => fake.close());

const createInbox = (admin: TMember, channelId: string) =>
  api<{ id: number }>(t, admin, 'POST', '/inboxes', {
    name: 'LINE',
    channel: {
      type: 'line',
      line_channel_id: channelId,
      line_channel_secret: 'line-secret',
      line_channel_token: 'line-token',
    },
  });

const event = (id: string, userId: string, text: string) => ({
  type: 'message',
  message: { type: 'text', id, text },
  timestamp: 1700000000000,
  source: { type: 'user', userId },
  replyToken: 'r',
  webhookEventId: `ev-${id}`,
});

const post = (channelId: string, payload: unknown, secret = 'line-secret') => {
  const raw = JSON.stringify(payload);
  return t.app.inject({
    method: 'POST',
    url: `/webhooks/line/${channelId}`,
    headers: { 'content-type': 'application/json', 'x-line-signature': lineSignature(secret, raw) },
    payload: raw,
  });
};

describe('line', () => {
  it('stores an incoming message with the profile name, once; a bad signature is refused', async () => {
    const admin = await buildAdmin(t);
    await createInbox(admin, '2000000001');
    const seq = await lastEventId(t, admin.accountId);
    const payload = { destination: 'Ubot', events: [event('m1', 'Uabc', 'konnichiwa')] };
    expect((await post('2000000001', payload)).statusCode).toBe(200);
    expect((await post('2000000001', payload)).statusCode).toBe(200);
    const s = await snapshot(t, admin);
    expect(s.contacts).toMatchObject([{ name: 'Haruto' }]);
    expect(s.conversations).toMatchObject([{ contact_inbox: { source_id: 'Uabc' } }]);
    expect(s.messages).toMatchObject([{ content: 'konnichiwa', sourceId: 'm1' }]);
    expect(await eventsAfter(t, admin.accountId, seq, 'conversation.created')).toHaveLength(1);
    expect(fake.requests.find((r) => r.url === '/v2/bot/profile/Uabc')?.headers.authorization).toBe(
      'Bearer line-token',
    );

    expect((await post('2000000001', { events: [event('m2', 'Uabc', 'x')] }, 'wrong')).statusCode).toBe(401);
    expect((await snapshot(t, admin)).messages).toHaveLength(1);
    // LINE's "verify" button posts an empty event list.
    expect((await post('2000000001', { destination: 'Ubot', events: [] })).statusCode).toBe(200);
  });

  it('pushes replies with the channel token and a retry key; 400 fails, 500 retries', async () => {
    const admin = await buildAdmin(t);
    const inbox = await createInbox(admin, '2000000002');
    await post('2000000002', { events: [event('m3', 'Udef', 'hello')] });
    const [conv] = (await snapshot(t, admin)).conversations;
    fake.requests.length = 0;
    const msg = await replyAsAgent(t, admin, conv!.id, 'Hello from support');
    await drain(t);
    const req = fake.requests[0]!;
    expect(req.url).toBe('/v2/bot/message/push');
    expect(req.headers.authorization).toBe('Bearer line-token');
    expect(req.headers['x-line-retry-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(req.body)).toEqual({ to: 'Udef', messages: [{ type: 'text', text: 'Hello from support' }] });
    expect((await messageRow(t, msg.id)).sourceId).toMatch(/^4600\d+$/);

    fake.replyNext({
      status: 400,
      body: {
        message: 'The request body has 1 error(s)',
        details: [{ message: 'May not be empty', property: 'messages[0].text' }],
      },
    });
    const seq = await lastEventId(t, admin.accountId);
    const bad = await replyAsAgent(t, admin, conv!.id, 'bad');
    await drain(t);
    await expectFailedWith(t, bad.id, 'The request body has 1 error(s): May not be empty');
    expect(await eventsAfter(t, admin.accountId, seq, 'message.updated')).toHaveLength(1);

    fake.replyNext({ status: 500, body: { message: 'Internal error' } });
    const retried = await replyAsAgent(t, admin, conv!.id, 'retry me');
    await drain(t);
    await drainWithRetries(t, 1);
    const pushes = fake.requests.filter((r) => r.url === '/v2/bot/message/push' && r.body.includes('retry me'));
    // The retry carries the same retry key, so LINE cannot deliver it twice.
    expect(pushes.map((r) => r.headers['x-line-retry-key'])).toEqual([
      pushes[0]!.headers['x-line-retry-key'],
      pushes[0]!.headers['x-line-retry-key'],
    ]);
    expect((await messageRow(t, retried.id)).status).toBe(0);

    const reg = await api<{ callback_webhook_url: string }>(t, admin, 'POST', `/inboxes/${inbox.id}/register_webhook`);
    expect(reg.callback_webhook_url).toBe('https://helpdesk.test/webhooks/line/2000000002');
    const put = fake.requests.find((r) => r.url === '/v2/bot/channel/webhook/endpoint')!;
    expect([put.method, JSON.parse(put.body)]).toEqual(['PUT', { endpoint: reg.callback_webhook_url }]);
  });
});

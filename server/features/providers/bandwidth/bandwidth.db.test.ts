import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../../db/schema/index.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { buildAdmin, type TMember } from '../../../test/factories.ts';
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
  fake = await startFakeProvider(() => ({ status: 202, body: { id: `16${++n}abc`, owner: '+1', direction: 'out' } }));
  t.config.messaging.bandwidthApiUrl = fake.url;
});
afterAll(() => fake.close());

const createInbox = (admin: TMember, phone: string) =>
  api<{ id: number }>(t, admin, 'POST', '/inboxes', {
    name: 'SMS',
    channel: {
      type: 'sms',
      provider: 'bandwidth',
      phone_number: phone,
      provider_config: { api_key: 'bw-key', api_secret: 'bw-secret', application_id: 'app-1', account_id: '9900' },
    },
  });

const received = (id: string, from: string, to: string, text: string, media: string[] = []) => [
  {
    type: 'message-received',
    time: '2026-01-01T10:00:00.000Z',
    to,
    description: 'Incoming message received',
    message: {
      id,
      owner: to,
      applicationId: 'app-1',
      time: '2026-01-01T10:00:00.000Z',
      direction: 'in',
      to: [to],
      from,
      text,
      media,
    },
  },
];

const post = (phone: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/webhooks/sms/${phone}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('bandwidth sms', () => {
  it('stores an incoming MMS with its media once, only when addressed to the channel’s number', async () => {
    const admin = await buildAdmin(t);
    await createInbox(admin, '+15550500000');
    const payload = received('bw-1', '+15551230000', '+15550500000', 'Photo attached', [
      'https://messaging.bandwidth.com/api/v2/users/9900/media/pic.jpg',
      'https://messaging.bandwidth.com/api/v2/users/9900/media/x.smil',
    ]);
    expect((await post('15550500000', payload)).statusCode).toBe(204);
    expect((await post('+15550500000', payload)).statusCode).toBe(204);
    const s = await snapshot(t, admin);
    expect(s.contacts).toMatchObject([{ phone_number: '+15551230000' }]);
    expect(s.messages).toMatchObject([{ content: 'Photo attached', sourceId: 'bw-1' }]);
    const files = await t.database.db.select().from(attachments).where(eq(attachments.messageId, s.messages[0]!.id));
    expect(files.map((f) => [f.externalUrl, f.fileType])).toEqual([
      ['https://messaging.bandwidth.com/api/v2/users/9900/media/pic.jpg', 0],
    ]);
    // Addressed to another number: ignored.
    await post('15550500000', received('bw-2', '+15551230000', '+15550999999', 'not ours'));
    expect((await snapshot(t, admin)).messages).toHaveLength(1);
    expect((await post('15550000001', payload)).statusCode).toBe(404);
  });

  it('sends with basic auth to the account’s messages endpoint and follows delivery callbacks', async () => {
    const admin = await buildAdmin(t);
    await createInbox(admin, '+15550600000');
    await post('15550600000', received('bw-3', '+15554560000', '+15550600000', 'hi'));
    const [conv] = (await snapshot(t, admin)).conversations;
    fake.requests.length = 0;
    const msg = await replyAsAgent(t, admin, conv!.id, 'Thanks for writing');
    await drain(t);
    const req = fake.requests[0]!;
    expect(req.url).toBe('/api/v2/users/9900/messages');
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from('bw-key:bw-secret').toString('base64')}`);
    expect(JSON.parse(req.body)).toMatchObject({
      to: ['+15554560000'],
      from: '+15550600000',
      text: 'Thanks for writing',
      applicationId: 'app-1',
    });
    const sent = await messageRow(t, msg.id);
    expect(sent.sourceId).toMatch(/^16\d+abc$/);
    const seq = await lastEventId(t, admin.accountId);
    await post('15550600000', [{ type: 'message-delivered', message: { id: sent.sourceId } }]);
    expect((await messageRow(t, msg.id)).status).toBe(1);
    expect(await eventsAfter(t, admin.accountId, seq, 'message.updated')).toHaveLength(1);

    const other = await replyAsAgent(t, admin, conv!.id, 'second');
    await drain(t);
    const otherSent = await messageRow(t, other.id);
    await post('15550600000', [
      {
        type: 'message-failed',
        errorCode: 4720,
        description: 'Carrier rejected: invalid destination',
        message: { id: otherSent.sourceId },
      },
    ]);
    await expectFailedWith(t, other.id, '4720 - Carrier rejected: invalid destination');
  });

  it('fails on 400 with Bandwidth’s description, retries 5xx', async () => {
    const admin = await buildAdmin(t);
    await createInbox(admin, '+15550700000');
    await post('15550700000', received('bw-4', '+15557890000', '+15550700000', 'hi'));
    const [conv] = (await snapshot(t, admin)).conversations;
    fake.replyNext({
      status: 400,
      body: {
        type: 'request-validation',
        description: 'Your request could not be accepted',
        fieldErrors: [{ fieldName: 'to', description: "'+1' must be a valid phone number" }],
      },
    });
    const bad = await replyAsAgent(t, admin, conv!.id, 'x');
    await drain(t);
    await expectFailedWith(t, bad.id, "'+1' must be a valid phone number");
    fake.replyNext({ status: 503, body: {} });
    const retried = await replyAsAgent(t, admin, conv!.id, 'y');
    await drain(t);
    expect((await messageRow(t, retried.id)).sourceId).toBeNull();
    await drainWithRetries(t, 1);
    expect((await messageRow(t, retried.id)).sourceId).toMatch(/abc$/);
  });
});

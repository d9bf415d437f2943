import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/harness.ts';
import { buildAdmin, type TMember } from '../../../test/factories.ts';
import { twilioSignature } from '../signatures.ts';
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

const BASE = 'https://helpdesk.test';
const t = setupTestApp({ FRONTEND_URL: BASE });
let fake: TFakeProvider;
let sid = 0;

beforeAll(async () => {
  fake = await startFakeProvider(() => ({ status: 201, body: { sid: `SM${++sid}`, status: 'queued' } }));
  t.config.messaging.twilioApiUrl = fake.url;
});
afterAll(() => fake.close());

const createInbox = async (admin: TMember, medium: 'sms' | 'whatsapp', phone: string) =>
  api<{ id: number }>(t, admin, 'POST', '/channels/twilio_channel', {
    twilio_channel: { name: 'Twilio', medium, account_sid: 'AC123', auth_token: 'secret-token', phone_number: phone },
  });

const post = (path: string, params: Record<string, string>, token = 'secret-token') =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(token, `${BASE}${path}`, params),
    },
    payload: new URLSearchParams(params).toString(),
  });

const incoming = (to: string, from: string, messageSid: string, body: string, extra: Record<string, string> = {}) =>
  post('/twilio/callback', { AccountSid: 'AC123', To: to, From: from, MessageSid: messageSid, Body: body, ...extra });

describe('twilio', () => {
  it('turns an incoming SMS into contact, contact inbox, conversation and message, once', async () => {
    const admin = await buildAdmin(t);
    await createInbox(admin, 'sms', '+15550001000');
    const seq = await lastEventId(t, admin.accountId);
    const first = await incoming('+15550001000', '+15551112222', 'SMa1', 'Hello there');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<Response>');
    expect((await incoming('+15550001000', '+15551112222', 'SMa1', 'Hello there')).statusCode).toBe(200);
    const s = await snapshot(t, admin);
    expect(s.contacts).toMatchObject([{ name: '+15551112222', phone_number: '+15551112222' }]);
    expect(s.conversations).toMatchObject([{ status: 'open', contact_inbox: { source_id: '+15551112222' } }]);
    expect(s.messages).toMatchObject([{ content: 'Hello there', messageType: 0, sourceId: 'SMa1' }]);
    expect(await eventsAfter(t, admin.accountId, seq, 'conversation.created')).toHaveLength(1);
    expect(await eventsAfter(t, admin.accountId, seq, 'message.created')).toHaveLength(1);
    // A second message joins the same open conversation.
    await incoming('+15550001000', '+15551112222', 'SMa2', 'Again');
    expect((await snapshot(t, admin)).conversations).toHaveLength(1);
  });

  it('rejects a bad signature with 401 and stores nothing', async () => {
    const admin = await buildAdmin(t);
    await createInbox(admin, 'sms', '+15550002000');
    const params = { AccountSid: 'AC123', To: '+15550002000', From: '+15553334444', MessageSid: 'SMb1', Body: 'x' };
    expect((await post('/twilio/callback', params, 'wrong-token')).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/twilio/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(params).toString(),
    });
    expect(forged.statusCode).toBe(401);
    const s = await snapshot(t, admin);
    expect([s.contacts.length, s.conversations.length, s.messages.length]).toEqual([0, 0, 0]);
  });

  it('sends a WhatsApp reply form-encoded with basic auth, then follows delivery receipts', async () => {
    const admin = await buildAdmin(t);
    await createInbox(admin, 'whatsapp', '+15550003000');
    await incoming('whatsapp:+15550003000', 'whatsapp:+15556667777', 'SMc1', 'Hi', { ProfileName: 'Amira' });
    const [conv] = (await snapshot(t, admin)).conversations;
    expect((await snapshot(t, admin)).contacts).toMatchObject([{ name: 'Amira', phone_number: '+15556667777' }]);
    const msg = await replyAsAgent(t, admin, conv!.id, 'Welcome!');
    fake.requests.length = 0;
    await drain(t);
    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0]!;
    expect(req.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    const form = new URLSearchParams(req.body);
    expect(form.get('To')).toBe('whatsapp:+15556667777');
    expect(form.get('From')).toBe('whatsapp:+15550003000');
    expect(form.get('Body')).toBe('Welcome!');
    expect(form.get('StatusCallback')).toBe(`${BASE}/twilio/delivery_status`);
    const sent = await messageRow(t, msg.id);
    expect(sent.status).toBe(0);
    expect(sent.sourceId).toMatch(/^SM\d+$/);

    const status = (MessageStatus: string, extra: Record<string, string> = {}) =>
      post('/twilio/delivery_status', {
        AccountSid: 'AC123',
        From: 'whatsapp:+15550003000',
        To: 'whatsapp:+15556667777',
        MessageSid: sent.sourceId!,
        MessageStatus,
        ...extra,
      });
    const seq = await lastEventId(t, admin.accountId);
    expect((await status('delivered')).statusCode).toBe(204);
    expect((await messageRow(t, msg.id)).status).toBe(1);
    await status('read');
    expect((await messageRow(t, msg.id)).status).toBe(2);
    await status('delivered');
    expect((await messageRow(t, msg.id)).status).toBe(2);
    expect(await eventsAfter(t, admin.accountId, seq, 'message.updated')).toHaveLength(2);
  });

  it('marks a message failed with the provider error on 400, and retries a 500 until sent', async () => {
    const admin = await buildAdmin(t);
    await createInbox(admin, 'sms', '+15550004000');
    await incoming('+15550004000', '+15558889999', 'SMd1', 'Hi');
    const [conv] = (await snapshot(t, admin)).conversations;

    fake.replyNext({
      status: 400,
      body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 },
    });
    const seq = await lastEventId(t, admin.accountId);
    const bad = await replyAsAgent(t, admin, conv!.id, 'first');
    await drain(t);
    await expectFailedWith(t, bad.id, "21211 - The 'To' number is not a valid phone number.");
    const updates = await eventsAfter(t, admin.accountId, seq, 'message.updated');
    expect(updates.map((e) => (e.data as { status: string }).status)).toEqual(['failed']);

    fake.replyNext({ status: 500, body: { message: 'oops' } }, { status: 503, body: 'unavailable' });
    const retried = await replyAsAgent(t, admin, conv!.id, 'second');
    await drain(t);
    expect((await messageRow(t, retried.id)).sourceId).toBeNull();
    await drainWithRetries(t, 2);
    const row = await messageRow(t, retried.id);
    expect([row.status, row.sourceId?.startsWith('SM')]).toEqual([0, true]);

    // Failures on every attempt: after the last one the message is failed too.
    for (let i = 0; i < 5; i += 1) fake.replyNext({ status: 502, body: { message: 'Bad gateway' } });
    const doomed = await replyAsAgent(t, admin, conv!.id, 'third');
    await drainWithRetries(t, 6);
    await expectFailedWith(t, doomed.id, 'Bad gateway');
  });

  it('reports a failed delivery with Twilio’s error code and message', async () => {
    const admin = await buildAdmin(t);
    await createInbox(admin, 'sms', '+15550005000');
    await incoming('+15550005000', '+15550009999', 'SMe1', 'Hi');
    const [conv] = (await snapshot(t, admin)).conversations;
    const msg = await replyAsAgent(t, admin, conv!.id, 'reply');
    await drain(t);
    const sent = await messageRow(t, msg.id);
    await post('/twilio/delivery_status', {
      AccountSid: 'AC123',
      From: '+15550005000',
      MessageSid: sent.sourceId!,
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
      ErrorMessage: 'Unreachable destination handset',
    });
    await expectFailedWith(t, msg.id, '30003 - Unreachable destination handset');
  });

  it('sends an agent’s attachment as a public MediaUrl', async () => {
    const admin = await buildAdmin(t);
    await createInbox(admin, 'sms', '+15550006000');
    await incoming('+15550006000', '+15550007777', 'SMf1', 'Send me the invoice');
    const [conv] = (await snapshot(t, admin)).conversations;
    const boundary = 'x-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nHere it is\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments[]"; filename="invoice.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from('%PDF-1.4 invoice'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/conversations/${conv!.id}/messages`,
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    fake.requests.length = 0;
    await drain(t);
    const form = new URLSearchParams(fake.requests[0]!.body);
    expect(form.get('Body')).toBe('Here it is');
    expect(form.getAll('MediaUrl')).toEqual([
      expect.stringMatching(/^https:\/\/helpdesk\.test\/uploads\/attachments\/\d+\/[\w-]+\.pdf$/),
    ]);
  });
});

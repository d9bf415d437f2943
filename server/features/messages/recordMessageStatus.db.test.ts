import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';
import {
  api,
  credentialCheckReply,
  drain,
  eventsAfter,
  lastEventId,
  messageRow,
  replyAsAgent,
  snapshot,
  startFakeProvider,
  type TFakeProvider,
} from '../../test/fakeProvider.ts';
import { twilioSignature } from '../providers/signatures.ts';
import { adminCall, buildApiInbox } from '../widget/widgetTestKit.ts';

/**
 * The message status door (recordMessageStatus): a provider's receipts, our delivery job, an API inbox's
 * integration and an agent's retry all change a message's status through it, under one rule.
 */

const BASE = 'https://helpdesk.test';
const t = setupTestApp({ FRONTEND_URL: BASE });
let fake: TFakeProvider;
let sid = 0;

beforeAll(async () => {
  fake = await startFakeProvider(
    (req) => credentialCheckReply(req) ?? { status: 201, body: { sid: `SMst${++sid}`, status: 'queued' } },
  );
  t.config.messaging.twilioApiUrl = fake.url;
});
afterAll(() => fake.close());

const post = (path: string, params: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature('secret-token', `${BASE}${path}`, params),
    },
    payload: new URLSearchParams(params).toString(),
  });

const statusOf = async (id: number) => {
  const row = await messageRow(t, id);
  return [row.status, (row.contentAttributes.external_error as string | undefined) ?? null];
};

describe('recordMessageStatus: one rule for providers, delivery, API and agents', () => {
  it('a Twilio message: refused by the provider, retried by the agent, then followed by receipts', async () => {
    const admin = await buildAdmin(t);
    await api(t, admin, 'POST', '/channels/twilio_channel', {
      twilio_channel: {
        name: 'SMS',
        medium: 'sms',
        account_sid: 'AC123',
        auth_token: 'secret-token',
        phone_number: '+15550401000',
      },
    });
    await post('/twilio/callback', {
      AccountSid: 'AC123',
      To: '+15550401000',
      From: '+15557774000',
      MessageSid: 'SMin1',
      Body: 'Hi',
    });
    const [conv] = (await snapshot(t, admin)).conversations;
    const seq = await lastEventId(t, admin.accountId);

    // The delivery job: the provider refuses → failed with its reason.
    fake.replyNext({ status: 400, body: { code: 21211, message: 'Invalid To', status: 400 } });
    const msg = await replyAsAgent(t, admin, conv!.id, 'Hello');
    await drain(t);
    expect(await statusOf(msg.id)).toEqual([3, '21211 - Invalid To']);

    // The agent's retry: back to sent, the reason cleared; the delivery job then keeps the provider's id.
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/conversations/${conv!.id}/messages/${msg.id}/retry`,
      headers: admin.headers,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await statusOf(msg.id)).toEqual([0, null]);
    await drain(t);
    const sourceId = (await messageRow(t, msg.id)).sourceId!;
    expect(sourceId).toMatch(/^SMst\d+$/);

    // Provider receipts, out of order: never backwards, read is final.
    const receipt = (MessageStatus: string) =>
      post('/twilio/delivery_status', {
        AccountSid: 'AC123',
        From: '+15550401000',
        MessageSid: sourceId,
        MessageStatus,
      });
    await receipt('delivered');
    await receipt('sent');
    expect(await statusOf(msg.id)).toEqual([1, null]);
    await receipt('read');
    await receipt('failed');
    await receipt('delivered');
    expect(await statusOf(msg.id)).toEqual([2, null]);

    // Each change announced once: failed, sent (retry), sent + source id (delivery), delivered, read.
    const updates = await eventsAfter(t, admin.accountId, seq, 'message.updated');
    expect(updates.map((e) => (e.data as { status: string }).status)).toEqual([
      'failed',
      'sent',
      'sent',
      'delivered',
      'read',
    ]);
  });

  it('an API inbox integration reports statuses under the same rule', async () => {
    const admin: TMember = await buildAdmin(t);
    const inbox = await buildApiInbox(t, admin);
    const call = adminCall(t, admin);
    const contact = await call<{ payload: { contact: { id: number } } }>('POST', '/contacts', { name: 'Ivy' });
    const conv = await call<{ id: number }>('POST', '/conversations', {
      inbox_id: inbox.id,
      contact_id: contact.payload.contact.id,
    });
    const base = `/conversations/${conv.id}/messages`;
    const msg = await call<{ id: number }>('POST', base, { content: 'Through the app' });
    const seq = await lastEventId(t, admin.accountId);
    const patch = (body: Record<string, unknown>) =>
      call<{ status: string; content_attributes: Record<string, unknown> }>('PATCH', `${base}/${msg.id}`, body);

    // failed carries a reason, the provider's default when none is given (as for a provider's receipt).
    expect((await patch({ status: 'failed' })).content_attributes.external_error).toBe('Delivery failed');
    expect((await patch({ status: 'failed', external_error: 'Unreachable' })).content_attributes).toMatchObject({
      external_error: 'Unreachable',
    });
    // After a failure, a delivery proves arrival: the reason goes.
    const delivered = await patch({ status: 'delivered', external_error: 'ignored' });
    expect(delivered.status).toBe('delivered');
    expect(delivered.content_attributes).not.toHaveProperty('external_error');
    // Never backwards; the same status again changes nothing; read is final.
    expect((await patch({ status: 'sent' })).status).toBe('delivered');
    expect((await patch({ status: 'delivered' })).status).toBe('delivered');
    expect((await patch({ status: 'read' })).status).toBe('read');
    expect((await patch({ status: 'failed', external_error: 'late' })).status).toBe('read');
    expect((await patch({ status: 'delivered' })).status).toBe('read');

    const updates = await eventsAfter(t, admin.accountId, seq, 'message.updated');
    expect(updates.map((e) => (e.data as { status: string }).status)).toEqual([
      'failed',
      'failed',
      'delivered',
      'read',
    ]);
  });
});

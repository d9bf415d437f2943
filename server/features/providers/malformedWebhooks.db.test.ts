import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';
import { api, snapshot } from '../../test/fakeProvider.ts';
import { createEmailInbox, RELAY_PASSWORD, relay } from '../email/testing/emailFixtures.ts';
import { hubSignature, lineSignature, telegramSecretToken, twilioSignature } from './signatures.ts';

const BASE = 'https://helpdesk.test';
const APP_SECRET = 'wa-app-secret';
const t = setupTestApp({
  FRONTEND_URL: BASE,
  WHATSAPP_APP_SECRET: APP_SECRET,
  CHECK_CHANNEL_CREDENTIALS: 'false',
  RAILS_INBOUND_EMAIL_PASSWORD: RELAY_PASSWORD,
  MAILER_INBOUND_EMAIL_DOMAIN: 'reply.helpdesk.test',
});

const json = (url: string, payload: unknown, headers: (raw: string) => Record<string, string> = () => ({})) => {
  const raw = JSON.stringify(payload);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers(raw) },
    payload: raw,
  });
};

/** Nothing was written: no contact, no conversation, no message. */
const expectNothingStored = async (admin: TMember) => {
  const s = await snapshot(t, admin);
  expect({ contacts: s.contacts, conversations: s.conversations, messages: s.messages }).toEqual({
    contacts: [],
    conversations: [],
    messages: [],
  });
};

/**
 * Every provider's webhook payload goes through its zod schema (server/features/providers/<provider>/
 * <provider>.payload.ts): a payload of the wrong shape, even correctly signed, is a 400 and writes nothing.
 */
describe('malformed provider webhooks', () => {
  it('Twilio: a form without AccountSid is a 400', async () => {
    const admin = await buildAdmin(t);
    await api(t, admin, 'POST', '/channels/twilio_channel', {
      twilio_channel: { name: 'T', medium: 'sms', account_sid: 'AC9', auth_token: 'tok', phone_number: '+15557770001' },
    });
    const params = { To: '+15557770001', From: '+15551110000', MessageSid: 'SMx', Body: 'hi' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/twilio/callback',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature('tok', `${BASE}/twilio/callback`, params),
      },
      payload: new URLSearchParams(params).toString(),
    });
    expect(res.statusCode).toBe(400);
    await expectNothingStored(admin);
  });

  it('Bandwidth: a callback whose message is not an object is a 400', async () => {
    const admin = await buildAdmin(t);
    await api(t, admin, 'POST', '/inboxes', {
      name: 'SMS',
      channel: {
        type: 'sms',
        provider: 'bandwidth',
        phone_number: '+15557770002',
        provider_config: { api_key: 'k', api_secret: 's', application_id: 'a', account_id: '1' },
      },
    });
    const res = await json('/webhooks/sms/15557770002', [
      { type: 'message-received', message: 'from +15551110000: hi' },
    ]);
    expect(res.statusCode).toBe(400);
    await expectNothingStored(admin);
  });

  it('WhatsApp Cloud: a signed envelope whose message has no id is a 400', async () => {
    const admin = await buildAdmin(t);
    await api(t, admin, 'POST', '/inboxes', {
      name: 'WhatsApp',
      channel: {
        type: 'whatsapp',
        provider: 'whatsapp_cloud',
        phone_number: '+15557770003',
        provider_config: { api_key: 'wa', phone_number_id: '333', business_account_id: '444' },
      },
    });
    const payload = {
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                metadata: { phone_number_id: '333' },
                messages: [{ from: '15551110000', type: 'text', text: { body: 'hi' } }],
              },
            },
          ],
        },
      ],
    };
    const res = await json('/webhooks/whatsapp/15557770003', payload, (raw) => ({
      'x-hub-signature-256': hubSignature(APP_SECRET, raw),
    }));
    expect(res.statusCode).toBe(400);
    await expectNothingStored(admin);
  });

  it('LINE: a signed body whose events is not a list is a 400', async () => {
    const admin = await buildAdmin(t);
    await api(t, admin, 'POST', '/inboxes', {
      name: 'LINE',
      channel: { type: 'line', line_channel_id: '3000000001', line_channel_secret: 'ls', line_channel_token: 'lt' },
    });
    const payload = { destination: 'U', events: { type: 'message', message: { id: 'm', type: 'text', text: 'x' } } };
    const res = await json('/webhooks/line/3000000001', payload, (raw) => ({
      'x-line-signature': lineSignature('ls', raw),
    }));
    expect(res.statusCode).toBe(400);
    await expectNothingStored(admin);
  });

  it('Telegram: an update whose message has no chat is a 400', async () => {
    const admin = await buildAdmin(t);
    const botToken = `77${Date.now()}:AAmalformed`;
    await api(t, admin, 'POST', '/inboxes', { name: 'Telegram', channel: { type: 'telegram', bot_token: botToken } });
    const payload = { update_id: 1, message: { message_id: 1, from: { id: 5, first_name: 'Ann' }, text: 'hi' } };
    const res = await json(`/webhooks/telegram/${botToken}`, payload, () => ({
      'x-telegram-bot-api-secret-token': telegramSecretToken(botToken),
    }));
    expect(res.statusCode).toBe(400);
    await expectNothingStored(admin);
  });

  it('email relay: a body that is not an RFC 822 message is a 400', async () => {
    const admin = await buildAdmin(t);
    await createEmailInbox(t, admin);
    const res = await relay(t, 'just some bytes, no header block');
    expect(res.statusCode).toBe(400);
    await expectNothingStored(admin);
  });
});

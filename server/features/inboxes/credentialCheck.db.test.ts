import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';
import { startCredentialFake, startFakeProvider, type TFakeProvider } from '../../test/fakeProvider.ts';

const t = setupTestApp();
let fake: TFakeProvider;

beforeAll(async () => {
  fake = await startCredentialFake(t);
});
afterAll(() => fake.close());

const post = async (admin: TMember, path: string, payload: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/${admin.accountId}${path}`,
    headers: admin.headers,
    payload,
  });
  return { status: res.statusCode, body: res.json<{ id?: number; message?: string; attributes?: string[] }>() };
};

let seq = 0;
const channels = () => {
  seq += 1;
  return {
    telegram: { name: 'Tg', channel: { type: 'telegram', bot_token: `${seq}:abc` } },
    line: {
      name: 'LINE',
      channel: { type: 'line', line_channel_id: `L${seq}`, line_channel_secret: 's', line_channel_token: 'line-tok' },
    },
    whatsapp: {
      name: 'WA',
      channel: {
        type: 'whatsapp',
        provider: 'whatsapp_cloud',
        phone_number: `+1555${String(7000000 + seq)}`,
        provider_config: { api_key: 'wa-key', phone_number_id: '4242', business_account_id: '1' },
      },
    },
    twilio: {
      twilio_channel: {
        name: 'Twilio',
        medium: 'sms',
        account_sid: 'ACabc',
        auth_token: 'tw-token',
        phone_number: `+1666${String(7000000 + seq)}`,
      },
    },
  };
};

const inboxCount = async (admin: TMember) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/inboxes`,
      headers: admin.headers,
    })
  ).json<{ payload: unknown[] }>().payload.length;

describe('channel credentials are checked with the provider when an inbox is created', () => {
  it('asks each provider with the credentials given, and creates the inbox when they are accepted', async () => {
    const admin = await buildAdmin(t);
    const c = channels();
    fake.requests.length = 0;
    expect((await post(admin, '/inboxes', c.telegram)).status).toBe(200);
    expect((await post(admin, '/inboxes', c.line)).status).toBe(200);
    expect((await post(admin, '/inboxes', c.whatsapp)).status).toBe(200);
    expect((await post(admin, '/channels/twilio_channel', c.twilio)).status).toBe(200);
    expect(fake.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /bot${seq}:abc/getMe`,
      'GET /v2/bot/info',
      'GET /v22.0/4242',
      'GET /2010-04-01/Accounts/ACabc.json',
    ]);
    expect(fake.requests[1]!.headers.authorization).toBe('Bearer line-tok');
    expect(fake.requests[2]!.headers.authorization).toBe('Bearer wa-key');
    expect(fake.requests[3]!.headers.authorization).toBe(`Basic ${Buffer.from('ACabc:tw-token').toString('base64')}`);
    expect(await inboxCount(admin)).toBe(4);
  });

  it('422 naming the field with the provider’s answer when it refuses; nothing is created', async () => {
    const admin = await buildAdmin(t);
    const c = channels();
    const refused = async (path: string, payload: Record<string, unknown>, reply: unknown, field: string) => {
      fake.replyNext({ status: 401, body: reply });
      const res = await post(admin, path, payload);
      expect(res.status, path).toBe(422);
      expect(res.body.attributes).toEqual([field]);
      return res.body.message;
    };
    expect(
      await refused(
        '/inboxes',
        c.telegram,
        { ok: false, error_code: 401, description: 'Unauthorized' },
        'channel.bot_token',
      ),
    ).toBe('Bot token is not accepted by Telegram: Unauthorized');
    expect(
      await refused('/inboxes', c.line, { message: 'Authentication failed' }, 'channel.line_channel_token'),
    ).toContain('LINE: Authentication failed');
    expect(
      await refused(
        '/inboxes',
        c.whatsapp,
        { error: { message: 'Invalid OAuth access token', type: 'OAuthException' } },
        'channel.provider_config.api_key',
      ),
    ).toContain('WhatsApp: Invalid OAuth access token');
    expect(
      await refused(
        '/channels/twilio_channel',
        c.twilio,
        { code: 20003, message: 'Authenticate', status: 401 },
        'twilio_channel.auth_token',
      ),
    ).toContain('Twilio: Authenticate');
    expect(await inboxCount(admin)).toBe(0);
  });

  it('422 "could not reach" when the provider does not answer', async () => {
    const admin = await buildAdmin(t);
    const m = t.config.messaging;
    const saved = m.telegramApiUrl;
    // A port nothing listens on: the fake's own, once closed.
    const gone = await startFakeProvider(() => ({ status: 200, body: {} }));
    await gone.close();
    m.telegramApiUrl = gone.url;
    try {
      const res = await post(admin, '/inboxes', channels().telegram);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        attributes: ['channel.bot_token'],
        message: 'Bot token could not be checked: could not reach Telegram',
      });
    } finally {
      m.telegramApiUrl = saved;
    }
    expect(await inboxCount(admin)).toBe(0);
  });

  it('asks nothing for channels without a cheap check (360dialog, Bandwidth, API)', async () => {
    const admin = await buildAdmin(t);
    fake.requests.length = 0;
    const d360 = {
      name: 'D360',
      channel: {
        type: 'whatsapp',
        provider: 'default',
        phone_number: '+15559990001',
        provider_config: { api_key: 'k' },
      },
    };
    expect((await post(admin, '/inboxes', d360)).status).toBe(200);
    expect((await post(admin, '/inboxes', { name: 'API', channel: { type: 'api' } })).status).toBe(200);
    expect(fake.requests).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainJobs } from '../../jobs/drain.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember, buildUser, REFUSED, type TMember } from '../../test/factories.ts';
import { startCredentialFake, type TFakeProvider } from '../../test/fakeProvider.ts';

const t = setupTestApp();
// Telegram, LINE, WhatsApp Cloud and Twilio inboxes are created only once their provider accepts the credentials.
let fake: TFakeProvider;
beforeAll(async () => {
  fake = await startCredentialFake(t);
});
afterAll(() => fake.close());
const url = (accountId: number, rest = '') => `/api/v1/accounts/${accountId}/inboxes${rest}`;

const createInbox = async (admin: TMember, payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: url(admin.accountId), headers: admin.headers, payload });
  return { status: res.statusCode, body: res.json<Record<string, unknown> & { id: number; attributes?: string[] }>() };
};

const website = { name: 'Website', channel: { type: 'web_widget', website_url: 'https://acme.test' } };

describe('inbox creation', () => {
  it('creates a website inbox with a token, the embed script and the default colour', async () => {
    const admin = await buildAdmin(t);
    const { status, body } = await createInbox(admin, { ...website, greeting_enabled: true, greeting_message: 'Hi!' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Website',
      channel_type: 'Channel::WebWidget',
      website_url: 'https://acme.test',
      widget_color: '#009CE0',
      greeting_enabled: true,
      greeting_message: 'Hi!',
      selected_feature_flags: ['attachments', 'emoji_picker', 'end_conversation'],
      hmac_token: expect.any(String),
    });
    expect(body.website_token).toMatch(/^[\w-]{20,}$/);
    expect(body.web_widget_script).toContain('/packs/js/sdk.js');
    expect(body.web_widget_script).toContain(String(body.website_token));
  });

  it('creates API, email, SMS, WhatsApp, LINE and Telegram inboxes', async () => {
    const admin = await buildAdmin(t);
    const cases: [Record<string, unknown>, string, Record<string, unknown>][] = [
      [
        { type: 'api', webhook_url: 'https://hooks.acme.test/x' },
        'Channel::Api',
        { webhook_url: 'https://hooks.acme.test/x', inbox_identifier: expect.any(String) },
      ],
      [
        { type: 'email', email: 'Support@Acme.test' },
        'Channel::Email',
        { email: 'support@acme.test', forward_to_email: expect.stringMatching(/@localhost$/) },
      ],
      [
        {
          type: 'sms',
          phone_number: '+15550001111',
          provider_config: { api_key: 'k', api_secret: 's', application_id: 'a', account_id: 'c' },
        },
        'Channel::Sms',
        { phone_number: '+15550001111', provider: 'bandwidth' },
      ],
      [
        {
          type: 'whatsapp',
          provider: 'whatsapp_cloud',
          phone_number: '+15550002222',
          provider_config: { api_key: 'k', phone_number_id: '123', business_account_id: '456' },
        },
        'Channel::Whatsapp',
        { phone_number: '+15550002222', provider: 'whatsapp_cloud' },
      ],
      [
        { type: 'line', line_channel_id: '1', line_channel_secret: 's', line_channel_token: 't' },
        'Channel::Line',
        { line_channel_id: '1', callback_webhook_url: expect.stringMatching(/\/webhooks\/line\/1$/) as unknown },
      ],
      [
        { type: 'telegram', bot_token: '123:abc' },
        'Channel::Telegram',
        { callback_webhook_url: expect.stringMatching(/\/webhooks\/telegram\/123:abc$/) as unknown },
      ],
    ];
    for (const [channel, type, expected] of cases) {
      const { status, body } = await createInbox(admin, { name: type, channel });
      expect(status, type).toBe(200);
      expect(body).toMatchObject({ channel_type: type, ...expected });
    }
  });

  it('creates a Twilio inbox with a number, or with a messaging service instead', async () => {
    const admin = await buildAdmin(t);
    const twilio = (c: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/accounts/${admin.accountId}/channels/twilio_channel`,
        headers: admin.headers,
        payload: { twilio_channel: { name: 'SMS', medium: 'sms', account_sid: 'AC1', auth_token: 'tok', ...c } },
      });
    const byNumber = await twilio({ phone_number: '+15550003333' });
    expect(byNumber.json()).toMatchObject({
      channel_type: 'Channel::TwilioSms',
      phone_number: '+15550003333',
      medium: 'sms',
    });
    const byService = await twilio({ messaging_service_sid: 'MG123', phone_number: null, medium: 'whatsapp' });
    expect(byService.json()).toMatchObject({ messaging_service_sid: 'MG123', phone_number: '', medium: 'whatsapp' });
    const neither = await twilio({});
    expect(neither.statusCode).toBe(422);
    expect(neither.json<{ attributes: string[] }>().attributes).toEqual(['twilio_channel.messaging_service_sid']);
    const badNumber = await twilio({ phone_number: '555-1234' });
    expect(badNumber.json<{ attributes: string[] }>().attributes).toContain('twilio_channel.phone_number');
  });

  it('applies the spec rules with 422s naming the fields', async () => {
    const admin = await buildAdmin(t);
    const expectInvalid = async (payload: Record<string, unknown>, fields: string[]) => {
      const { status, body } = await createInbox(admin, payload);
      expect(status, JSON.stringify(payload)).toBe(422);
      expect(body.attributes?.sort()).toEqual(fields.sort());
    };
    await expectInvalid({ channel: { type: 'web_widget', website_url: '' } }, ['name', 'channel.website_url']);
    await expectInvalid({ name: 'Api', channel: { type: 'api', webhook_url: 'ftp://x' } }, ['channel.webhook_url']);
    await expectInvalid({ name: 'Mail', channel: { type: 'email', email: 'nope' } }, ['channel.email']);
    await expectInvalid(
      {
        name: 'WA',
        channel: {
          type: 'whatsapp',
          provider: 'whatsapp_cloud',
          phone_number: '12345',
          provider_config: { api_key: 'k', phone_number_id: 'abc', business_account_id: '1' },
        },
      },
      ['channel.phone_number', 'channel.provider_config.phone_number_id'],
    );
    await expectInvalid(
      {
        name: 'SMS',
        channel: {
          type: 'sms',
          phone_number: '5550001',
          provider_config: { api_key: '', api_secret: 's', application_id: 'a', account_id: 'c' },
        },
      },
      ['channel.phone_number', 'channel.provider_config.api_key'],
    );
    await expectInvalid({ name: 'Tg', channel: { type: 'telegram', bot_token: '' } }, ['channel.bot_token']);
  });

  it('422 when a channel address is already used', async () => {
    const admin = await buildAdmin(t);
    expect((await createInbox(admin, { name: 'A', channel: { type: 'email', email: 'dup@acme.test' } })).status).toBe(
      200,
    );
    const again = await createInbox(admin, { name: 'B', channel: { type: 'email', email: 'dup@acme.test' } });
    expect(again.status).toBe(422);
    expect(again.body.attributes).toEqual(['email']);
  });
});

describe('inbox visibility, members and settings', () => {
  it('shows agents only their inboxes, without secrets, and refuses the rest (401)', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const mine = (await createInbox(admin, { ...website, name: 'Zeta' })).body;
    const other = (await createInbox(admin, { ...website, name: 'alpha' })).body;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/inbox_members`,
      headers: admin.headers,
      payload: { inbox_id: mine.id, user_ids: [agent.user.id] },
    });
    const adminList = await t.app.inject({ method: 'GET', url: url(admin.accountId), headers: admin.headers });
    expect(adminList.json<{ payload: { name: string }[] }>().payload.map((i) => i.name)).toEqual(['alpha', 'Zeta']);
    const agentList = await t.app.inject({ method: 'GET', url: url(admin.accountId), headers: agent.headers });
    const seen = agentList.json<{ payload: Record<string, unknown>[] }>().payload;
    expect(seen.map((i) => i.id)).toEqual([mine.id]);
    expect(seen[0]).not.toHaveProperty('hmac_token');
    const refused = await t.app.inject({
      method: 'GET',
      url: url(admin.accountId, `/${other.id}`),
      headers: agent.headers,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject(REFUSED);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: url(admin.accountId, `/${mine.id}`),
          headers: agent.headers,
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('manages members and lists confirmed members and administrators as assignable', async () => {
    const admin = await buildAdmin(t);
    const a = await buildMember(t, { accountId: admin.accountId });
    const pending = await buildMember(t, {
      accountId: admin.accountId,
      user: await buildUser(t, { confirmed: false }),
    });
    const stranger = await buildAdmin(t);
    const inbox = (await createInbox(admin, website)).body;
    const membersUrl = `/api/v1/accounts/${admin.accountId}/inbox_members`;
    const add = await t.app.inject({
      method: 'POST',
      url: membersUrl,
      headers: admin.headers,
      payload: { inbox_id: inbox.id, user_ids: [a.user.id, pending.user.id] },
    });
    expect(
      add
        .json<{ payload: { id: number }[] }>()
        .payload.map((x) => x.id)
        .sort(),
    ).toEqual([a.user.id, pending.user.id].sort());
    const assignable = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/assignable_agents?inbox_ids[]=${inbox.id}`,
      headers: a.headers,
    });
    expect(
      assignable
        .json<{ payload: { id: number }[] }>()
        .payload.map((x) => x.id)
        .sort(),
    ).toEqual([admin.user.id, a.user.id].sort());
    const foreign = await t.app.inject({
      method: 'POST',
      url: membersUrl,
      headers: admin.headers,
      payload: { inbox_id: inbox.id, user_ids: [stranger.user.id] },
    });
    expect(foreign.statusCode).toBe(422);
    const set = await t.app.inject({
      method: 'PATCH',
      url: membersUrl,
      headers: admin.headers,
      payload: { inbox_id: inbox.id, user_ids: [pending.user.id] },
    });
    expect(set.json<{ payload: { id: number }[] }>().payload.map((x) => x.id)).toEqual([pending.user.id]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: membersUrl,
      headers: admin.headers,
      payload: { inbox_id: inbox.id, user_ids: [pending.user.id] },
    });
    expect(del.json()).toEqual({ payload: [] });
    const shown = await t.app.inject({ method: 'GET', url: `${membersUrl}/${inbox.id}`, headers: admin.headers });
    expect(shown.json()).toEqual({ payload: [] });
  });

  it('updates widget settings, business hours and inbox options; deletes with the channel', async () => {
    const admin = await buildAdmin(t);
    const inbox = (await createInbox(admin, website)).body;
    const res = await t.app.inject({
      method: 'PATCH',
      url: url(admin.accountId, `/${inbox.id}`),
      headers: admin.headers,
      payload: {
        name: 'Site chat',
        csat_survey_enabled: true,
        lock_to_single_conversation: true,
        allow_messages_after_resolved: false,
        working_hours_enabled: true,
        working_hours: [{ day_of_week: 1, open_hour: 9, open_minutes: 0, close_hour: 17, close_minutes: 30 }],
        channel: {
          widget_color: '#112233',
          welcome_title: 'Hello',
          reply_time: 'in_a_day',
          hmac_mandatory: true,
          selected_feature_flags: ['attachments'],
          pre_chat_form_enabled: true,
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Site chat',
      csat_survey_enabled: true,
      lock_to_single_conversation: true,
      allow_messages_after_resolved: false,
      working_hours: [{ day_of_week: 1, open_hour: 9, close_hour: 17, close_minutes: 30 }],
      widget_color: '#112233',
      welcome_title: 'Hello',
      reply_time: 'in_a_day',
      hmac_mandatory: true,
      selected_feature_flags: ['attachments'],
      pre_chat_form_enabled: true,
    });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: url(admin.accountId, `/${inbox.id}`),
      headers: admin.headers,
      payload: { channel: { widget_color: 'blue' } },
    });
    expect(bad.json<{ attributes: string[] }>().attributes).toEqual(['channel.widget_color']);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(admin.accountId, `/${inbox.id}`), headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: url(admin.accountId, `/${inbox.id}`), headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    await drainJobs(t.deps, { names: ['inboxes.delete'] });
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM channel_web_widgets WHERE account_id = $1',
      [admin.accountId],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});

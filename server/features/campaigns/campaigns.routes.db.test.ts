import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildLabels, buildMember, type TMember } from '../../test/factories.ts';
import { customFilters } from '../../db/schema/index.ts';
import { helpers } from '../conversations/testHelpers.ts';
import { insertInbox } from '../inboxes/index.ts';
import { buildWebsiteInbox } from '../widget/widgetTestKit.ts';

const t = setupTestApp();
const { call } = helpers(t);

type TCampaign = Record<string, unknown> & { id: number };

/** An inbox of a type without its channel row (the campaigns API reads only the inbox's type). */
let fakeChannelId = 2_000_000_000 - Math.floor(Math.random() * 1_000_000);
const inboxOf = (admin: TMember, channelType: string, name = channelType) =>
  insertInbox(t.database.db, { accountId: admin.accountId, name, channelType, channelId: fakeChannelId-- });

const ongoing = (inboxId: number, extra: Record<string, unknown> = {}) => ({
  title: 'Spring sale',
  message: 'Hi! Need a hand with your order?',
  inbox_id: inboxId,
  trigger_rules: { url: 'https://shop.test/pricing*', time_on_page: 5 },
  ...extra,
});

describe('campaigns API', () => {
  it("creates, lists, shows, updates and deletes a website campaign in Chatwoot's shape", async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const created = await call<TCampaign>(admin, 'POST', '/campaigns', {
      campaign: ongoing(inbox.id, { sender_id: admin.user.id, trigger_only_during_business_hours: true }),
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: 1,
      title: 'Spring sale',
      description: null,
      account_id: admin.accountId,
      inbox: { id: inbox.id, name: 'Website', channel_type: 'Channel::WebWidget' },
      sender: { id: admin.user.id, name: admin.user.name, thumbnail: expect.any(String) },
      message: 'Hi! Need a hand with your order?',
      campaign_status: 'active',
      enabled: true,
      campaign_type: 'ongoing',
      trigger_rules: { url: 'https://shop.test/pricing*', time_on_page: 5 },
      trigger_only_during_business_hours: true,
      template_params: {},
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const second = await call<TCampaign>(admin, 'POST', '/campaigns', ongoing(inbox.id, { title: 'Second' }));
    expect(second.body.id).toBe(2);
    const list = await call<TCampaign[]>(admin, 'GET', '/campaigns');
    expect(list.body.map((c) => c.title)).toEqual(['Spring sale', 'Second']);
    const byInbox = await call<TCampaign[]>(admin, 'GET', `/inboxes/${inbox.id}/campaigns`);
    expect(byInbox.body).toHaveLength(2);
    const patched = await call<TCampaign>(admin, 'PATCH', '/campaigns/1', {
      enabled: false,
      trigger_rules: { time_on_page: 30 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      enabled: false,
      trigger_rules: { url: 'https://shop.test/pricing*', time_on_page: 30 },
    });
    expect((await call(admin, 'GET', '/campaigns/1')).body).toMatchObject({ enabled: false });
    expect((await call(admin, 'DELETE', '/campaigns/1')).status).toBe(200);
    expect((await call(admin, 'GET', '/campaigns/1')).status).toBe(404);
    expect((await call(admin, 'DELETE', '/campaigns/1')).status).toBe(404);
  });

  it('derives one-off from an SMS or WhatsApp inbox: schedule (unix seconds) and label or segment audience', async () => {
    const admin = await buildAdmin(t);
    const sms = await inboxOf(admin, 'Channel::TwilioSms', 'Twilio');
    const wa = await inboxOf(admin, 'Channel::Whatsapp', 'WhatsApp');
    const [label] = await buildLabels(t, admin.accountId, ['vip']);
    const [segment] = await t.database.db
      .insert(customFilters)
      .values({ accountId: admin.accountId, userId: admin.user.id, name: 'Berlin', filterType: 1 })
      .returning();
    const at = Math.floor(Date.now() / 1000) + 3600;
    const res = await call<TCampaign>(admin, 'POST', '/campaigns', {
      title: 'Launch',
      message: 'We are live',
      inbox_id: sms.id,
      scheduled_at: at,
      audience: [
        { type: 'Label', id: label?.id },
        { type: 'Segment', id: segment?.id },
      ],
      trigger_rules: { url: 'https://ignored.test' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      campaign_type: 'one_off',
      campaign_status: 'active',
      scheduled_at: at,
      audience: [
        { type: 'Label', id: label?.id },
        { type: 'Segment', id: segment?.id },
      ],
      trigger_rules: {},
    });
    const template = { name: 'launch', language: 'en', processed_params: { body: { '1': 'Ann' } } };
    const whatsapp = await call<TCampaign>(admin, 'POST', '/campaigns', {
      title: 'Template',
      message: 'Hello {{1}}',
      inbox_id: wa.id,
      scheduled_at: new Date(at * 1000).toISOString(),
      audience: [{ type: 'Label', id: label?.id }],
      template_params: template,
    });
    expect(whatsapp.body).toMatchObject({ campaign_type: 'one_off', scheduled_at: at, template_params: template });
  });

  it('422 with a clear message for an unsupported inbox, missing rules, schedule or audience', async () => {
    const admin = await buildAdmin(t);
    const web = await buildWebsiteInbox(t, admin);
    const api = await inboxOf(admin, 'Channel::Api');
    const sms = await inboxOf(admin, 'Channel::Sms');
    const [label] = await buildLabels(t, admin.accountId, ['vip']);
    const unsupported = await call<{ message: string; error: string }>(admin, 'POST', '/campaigns', ongoing(api.id));
    expect(unsupported.status).toBe(422);
    expect(unsupported.body.error).toMatch(/Unsupported Inbox type/);
    const noUrl = await call<{ attributes: string[] }>(admin, 'POST', '/campaigns', {
      ...ongoing(web.id),
      trigger_rules: { time_on_page: 3 },
    });
    expect(noUrl.status).toBe(422);
    expect(noUrl.body.attributes).toEqual(['url']);
    const badUrl = await call(admin, 'POST', '/campaigns', {
      ...ongoing(web.id),
      trigger_rules: { url: 'shop.test/x' },
    });
    expect(badUrl.status).toBe(422);
    const blank = await call(admin, 'POST', '/campaigns', { ...ongoing(web.id), title: '  ' });
    expect(blank.status).toBe(422);
    const oneOff = { title: 'x', message: 'y', inbox_id: sms.id };
    const noSchedule = await call<{ attributes: string[] }>(admin, 'POST', '/campaigns', {
      ...oneOff,
      audience: [{ type: 'Label', id: label?.id }],
    });
    expect(noSchedule.body.attributes).toEqual(['scheduled_at']);
    const at = Math.floor(Date.now() / 1000) + 60;
    const noAudience = await call<{ attributes: string[] }>(admin, 'POST', '/campaigns', {
      ...oneOff,
      scheduled_at: at,
      audience: [],
    });
    expect(noAudience.body.attributes).toEqual(['audience']);
    const badType = await call(admin, 'POST', '/campaigns', {
      ...oneOff,
      scheduled_at: at,
      audience: [{ type: 'Team', id: 1 }],
    });
    expect(badType.status).toBe(422);
  });

  it("refuses another account's inbox, label, segment and sender", async () => {
    const admin = await buildAdmin(t);
    const other = await buildAdmin(t);
    const theirInbox = await buildWebsiteInbox(t, other);
    const sms = await inboxOf(admin, 'Channel::Sms');
    const [theirLabel] = await buildLabels(t, other.accountId, ['theirs']);
    const [theirSegment] = await t.database.db
      .insert(customFilters)
      .values({ accountId: other.accountId, userId: other.user.id, name: 'Theirs', filterType: 1 })
      .returning();
    const [folder] = await t.database.db
      .insert(customFilters)
      .values({ accountId: admin.accountId, userId: admin.user.id, name: 'A folder', filterType: 0 })
      .returning();
    const web = await buildWebsiteInbox(t, admin);
    const inbox = await call<{ attributes: string[] }>(admin, 'POST', '/campaigns', ongoing(theirInbox.id));
    expect(inbox.status).toBe(422);
    expect(inbox.body.attributes).toEqual(['inbox_id']);
    const sender = await call<{ attributes: string[] }>(
      admin,
      'POST',
      '/campaigns',
      ongoing(web.id, { sender_id: other.user.id }),
    );
    expect(sender.body.attributes).toEqual(['sender_id']);
    const at = Math.floor(Date.now() / 1000) + 60;
    for (const item of [
      { type: 'Label', id: theirLabel?.id },
      { type: 'Segment', id: theirSegment?.id },
      { type: 'Segment', id: folder?.id },
    ]) {
      const res = await call<{ attributes: string[] }>(admin, 'POST', '/campaigns', {
        title: 'x',
        message: 'y',
        inbox_id: sms.id,
        scheduled_at: at,
        audience: [item],
      });
      expect(res.status).toBe(422);
      expect(res.body.attributes).toEqual(['audience']);
    }
  });

  it('a completed campaign cannot be edited (422), but can be deleted', async () => {
    const admin = await buildAdmin(t);
    const sms = await inboxOf(admin, 'Channel::Sms');
    const [label] = await buildLabels(t, admin.accountId, ['vip']);
    const created = await call<TCampaign>(admin, 'POST', '/campaigns', {
      title: 'Done',
      message: 'Sent already',
      inbox_id: sms.id,
      scheduled_at: Math.floor(Date.now() / 1000),
      audience: [{ type: 'Label', id: label?.id }],
    });
    await t.database.pool.query('UPDATE campaigns SET campaign_status = 1 WHERE account_id = $1', [admin.accountId]);
    const res = await call<{ error: string }>(admin, 'PATCH', `/campaigns/${created.body.id}`, { title: 'Again' });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('The campaign is already completed');
    expect((await call(admin, 'GET', `/campaigns/${created.body.id}`)).body).toMatchObject({
      title: 'Done',
      campaign_status: 'completed',
    });
    expect((await call(admin, 'DELETE', `/campaigns/${created.body.id}`)).status).toBe(200);
  });
});

describe('campaigns API: who may use it', () => {
  it('401 without a token; 404 for another account; 401 for an agent by session or api token', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const campaign = (await call<TCampaign>(admin, 'POST', '/campaigns', ongoing(inbox.id))).body;
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${admin.accountId}/campaigns` });
    expect(anonymous.statusCode).toBe(401);

    const stranger = await buildAdmin(t);
    const asStranger = { ...stranger, accountId: admin.accountId };
    expect((await call(asStranger, 'GET', '/campaigns')).status).toBe(404);
    expect((await call(asStranger, 'GET', `/campaigns/${campaign.id}`)).status).toBe(404);
    expect((await call(asStranger, 'PATCH', `/campaigns/${campaign.id}`, { title: 'x' })).status).toBe(404);
    expect((await call(asStranger, 'DELETE', `/campaigns/${campaign.id}`)).status).toBe(404);
    expect((await call(asStranger, 'POST', '/campaigns', ongoing(inbox.id))).status).toBe(404);
    // In the stranger's own account the display id names nothing.
    expect((await call(stranger, 'GET', `/campaigns/${campaign.id}`)).status).toBe(404);
    expect((await call(stranger, 'DELETE', `/campaigns/${campaign.id}`)).status).toBe(404);

    const agent = await buildMember(t, { accountId: admin.accountId });
    expect((await call(agent, 'GET', '/campaigns')).status).toBe(401);
    expect((await call(agent, 'GET', `/campaigns/${campaign.id}`)).status).toBe(401);
    expect((await call(agent, 'POST', '/campaigns', ongoing(inbox.id))).status).toBe(401);
    expect((await call(agent, 'PATCH', `/campaigns/${campaign.id}`, { title: 'x' })).status).toBe(401);
    expect((await call(agent, 'DELETE', `/campaigns/${campaign.id}`)).status).toBe(401);
    expect((await call(agent, 'GET', `/inboxes/${inbox.id}/campaigns`)).status).toBe(401);
    const byToken = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/accounts/${admin.accountId}/campaigns/${campaign.id}`,
      headers: { api_access_token: agent.apiToken },
    });
    expect(byToken.statusCode).toBe(401);
    const adminToken = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/campaigns/${campaign.id}`,
      headers: { api_access_token: admin.apiToken },
    });
    expect(adminToken.statusCode).toBe(200);
    expect((await call(admin, 'GET', `/campaigns/${campaign.id}`)).body).toMatchObject({ title: 'Spring sale' });
  });
});

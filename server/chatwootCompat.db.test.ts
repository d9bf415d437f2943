import { describe, expect, it } from 'vitest';
import { DEFAULT_WEBHOOK_EVENTS } from '../common/contracts/webhooks.ts';
import { buildAdmin, buildMember } from './test/factories.ts';
import { buildCategory, buildPortal } from './test/helpCenterFactories.ts';
import { setupTestApp } from './test/harness.ts';
import { buildWebsiteInbox, widgetVisitor } from './features/widget/widgetTestKit.ts';

/**
 * Requests Chatwoot's own specs and clients send, which an earlier, stricter validation refused (issue 36):
 * each answers here as Chatwoot answers it.
 */
const t = setupTestApp();

describe('Chatwoot accepts it, so do we', () => {
  it('portal and category slugs with underscores', async () => {
    const admin = await buildAdmin(t);
    const slug = `help_${Date.now().toString(36)}`;
    const portal = await buildPortal(t, admin, { slug });
    expect(portal.slug).toBe(slug);
    const category = await buildCategory(t, admin, slug, { slug: 'category_slug', name: 'Billing' });
    expect(category.slug).toBe('category_slug');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/portals/${slug}/categories`,
      headers: admin.headers,
      payload: { name: 'Twice', slug: 'two__underscores', locale: 'en' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('a webhook created with subscriptions: null gets the default events', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/webhooks`,
      headers: admin.headers,
      payload: { webhook: { url: 'https://hooks.example.com/in', subscriptions: null } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { subscriptions } = res.json<{ payload: { webhook: { subscriptions: string[] } } }>().payload.webhook;
    expect([...subscriptions].sort()).toEqual([...DEFAULT_WEBHOOK_EVENTS].sort());
  });

  it('a widget call with an empty, missing or over-long website_token is 404, a known one 200', async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    for (const query of ['?website_token=', '', `?website_token=${'x'.repeat(80)}`, '?website_token=unknown']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/widget/campaigns${query}` });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(404);
    }
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/v1/widget/campaigns?website_token=${inbox.website_token}`,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('Chatwoot accepts it, so do we (second pass)', () => {
  it('a portal with config.draft_locales: kept, shown to agents, hidden from readers', async () => {
    const admin = await buildAdmin(t);
    const portal = await buildPortal(t, admin, { locales: ['en', 'fr'] });
    const patch = (config: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/accounts/${admin.accountId}/portals/${portal.slug}`,
        headers: admin.headers,
        payload: { config },
      });
    const res = await patch({ allowed_locales: ['en', 'fr'], default_locale: 'en', draft_locales: ['fr'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ config: { draft_locales: string[] } }>().config.draft_locales).toEqual(['fr']);
    expect((await t.app.inject({ method: 'GET', url: `/hc/${portal.slug}/fr` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/hc/${portal.slug}/en` })).statusCode).toBe(200);
    // A draft must be an allowed locale, and never the default.
    expect((await patch({ allowed_locales: ['en', 'fr'], draft_locales: ['de'] })).statusCode).toBe(422);
    expect((await patch({ allowed_locales: ['en', 'fr'], draft_locales: ['en'] })).statusCode).toBe(422);
    const published = await patch({ allowed_locales: ['en', 'fr'], draft_locales: [] });
    expect(published.json<{ config: { draft_locales: string[] } }>().config.draft_locales).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/hc/${portal.slug}/fr` })).statusCode).toBe(200);
  });

  it("an automation rule in Chatwoot's shape: AND, a blank last query_operator, a bare team-email param", async () => {
    const admin = await buildAdmin(t);
    const team = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/teams`,
      headers: admin.headers,
      payload: { name: 'Escalations' },
    });
    const teamId = team.json<{ id: number }>().id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/automation_rules`,
      headers: admin.headers,
      payload: {
        name: 'Notify on new conversations',
        event_name: 'conversation_created',
        conditions: [
          { attribute_key: 'browser_language', filter_operator: 'equal_to', values: ['en'], query_operator: 'AND' },
          { attribute_key: 'country_code', filter_operator: 'equal_to', values: ['US', 'UK'], query_operator: '' },
        ],
        actions: [
          { action_name: 'send_message', action_params: ['Welcome'] },
          { action_name: 'send_email_to_team', action_params: { message: 'Look at this', team_ids: [teamId] } },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rule = res.json<{
      payload: { conditions: { query_operator: string }[]; actions: { action_params: unknown[] }[] };
    }>().payload;
    expect(rule.conditions.map((c) => c.query_operator)).toEqual(['and', 'and']);
    expect(rule.actions[1]?.action_params).toEqual([{ message: 'Look at this', team_ids: [teamId] }]);
  });
});

describe('Chatwoot looks it up, so do we (404, not 422)', () => {
  it('inbox members with an empty or malformed inbox_id', async () => {
    const admin = await buildAdmin(t);
    for (const inbox_id of ['', 'abc', 0, null]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/accounts/${admin.accountId}/inbox_members`,
        headers: admin.headers,
        payload: { inbox_id, user_ids: [admin.user.id] },
      });
      expect(res.statusCode, `${String(inbox_id)}: ${res.body}`).toBe(404);
    }
  });
});

describe("Shapes Chatwoot's clients read", () => {
  it("the widget config carries every key of Chatwoot's configs/create view", async () => {
    const admin = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const { config } = await widgetVisitor(t, inbox.website_token);
    const c = config.website_channel_config;
    for (const key of [
      'allow_messages_after_resolved',
      'api_host',
      'auth_token',
      'avatar_url',
      'channel_avatar_url',
      'csat_survey_enabled',
      'disable_branding',
      'enabled_features',
      'enabled_languages',
      'locale',
      'out_of_office_message',
      'portal',
      'pre_chat_form_enabled',
      'pre_chat_form_options',
      'reply_time',
      'timezone',
      'utc_off_set',
      'website_name',
      'website_token',
      'welcome_tagline',
      'welcome_title',
      'widget_color',
      'working_hours',
      'working_hours_enabled',
      'account_id',
    ]) {
      expect(c, key).toHaveProperty(key);
    }
    expect(c.auth_token).toBe(config.auth_token);
    expect(c.account_id).toBe(admin.accountId);
    expect(c.utc_off_set).toMatch(/^[+-]\d{2}:\d{2}$/);
    expect(c.enabled_languages).toContainEqual({ name: 'English', iso_639_1_code: 'en' });
    expect(config).toHaveProperty('global_config');
  });
});

describe("Routes Chatwoot's dashboard calls", () => {
  it('portal send_instructions mails the CNAME record, with Chatwoot’s 422s and its permission', async () => {
    const admin = await buildAdmin(t);
    const domain = `docs-${admin.accountId}.example.test`;
    const portal = await buildPortal(t, admin, { custom_domain: domain });
    const bare = await buildPortal(t, admin);
    const send = (slug: string, payload: unknown, who = admin) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/accounts/${admin.accountId}/portals/${slug}/send_instructions`,
        headers: who.headers,
        payload: payload as Record<string, unknown>,
      });
    const before = t.mails.length;
    for (const [slug, payload, error] of [
      [portal.slug, {}, 'Email is required'],
      [portal.slug, { email: 'not-an-email' }, 'Invalid email format'],
      [bare.slug, { email: 'dns@example.com' }, 'Custom domain is not configured'],
    ] as const) {
      const res = await send(slug, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json<{ error: string }>().error).toBe(error);
    }
    const agent = await buildMember(t, { accountId: admin.accountId });
    expect((await send(portal.slug, { email: 'dns@example.com' }, agent)).statusCode).toBe(401);
    expect(t.mails.length).toBe(before);
    const ok = await send(portal.slug, { email: 'dns@example.com' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: 'Instructions sent successfully' });
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe('dns@example.com');
    expect(mail?.text).toContain(`${domain}  CNAME  `);
  });
});

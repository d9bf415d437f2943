import { describe, expect, it } from 'vitest';
import { DEFAULT_WEBHOOK_EVENTS } from '../common/contracts/webhooks.ts';
import { buildAdmin } from './test/factories.ts';
import { buildCategory, buildPortal } from './test/helpCenterFactories.ts';
import { setupTestApp } from './test/harness.ts';
import { buildWebsiteInbox } from './features/widget/widgetTestKit.ts';

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

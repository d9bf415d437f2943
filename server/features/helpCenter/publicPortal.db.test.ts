import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TWidgetArticle, TWidgetHelpCenter } from '../../../common/contracts/responses/helpCenter.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildArticle, buildCategory, buildPortal } from '../../test/helpCenterFactories.ts';
import { buildWebsiteInbox } from '../widget/widgetTestKit.ts';

const t = setupTestApp();
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** A portal in English and Arabic with a linked category pair, published, draft and archived articles. */
const seed = async (admin: TMember, opts: { domain?: string } = {}) => {
  const portal = await buildPortal(t, admin, {
    locales: ['en', 'ar'],
    ...(opts.domain && { custom_domain: opts.domain }),
  });
  const en = await buildCategory(t, admin, portal.slug, {
    name: 'Billing & <Payments>',
    icon: '💳',
    description: 'Money matters',
  });
  const ar = await buildCategory(t, admin, portal.slug, { name: 'الفواتير', locale: 'ar' });
  const refund = await buildArticle(t, admin, portal.slug, {
    title: 'Refunding an order',
    content: '<p>You can ask for refunds within thirty days of delivery.</p>',
    description: 'How refunds work',
    category_id: en.id,
  });
  const arRefund = await buildArticle(t, admin, portal.slug, {
    title: 'استرداد الأموال',
    content: '<p>يمكنك طلب استرداد الأموال خلال ثلاثين يوما من التسليم.</p>',
    category_id: ar.id,
  });
  await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/accounts/${admin.accountId}/portals/${portal.slug}/articles/${arRefund.id}`,
    headers: admin.headers,
    payload: { associated_article_id: refund.id },
  });
  const draft = await buildArticle(t, admin, portal.slug, {
    title: 'Secret refund plan',
    status: 'draft',
    category_id: en.id,
  });
  const archived = await buildArticle(t, admin, portal.slug, { title: 'Old refund rules', status: 'archived' });
  const xss = await buildArticle(t, admin, portal.slug, {
    title: '<script>alert(1)</script> Shipping',
    category_id: en.id,
  });
  return { portal, en, ar, refund, arRefund, draft, archived, xss };
};

describe('public portal', () => {
  it('serves home, category and article pages as HTML with SEO tags; drafts and archived articles are 404', async () => {
    const admin = await buildAdmin(t);
    const s = await seed(admin);
    const root = `/hc/${s.portal.slug}`;
    const redirect = await get(root);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`${root}/en`);

    const home = await get(`${root}/en`);
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('<html lang="en" dir="ltr">');
    expect(home.body).toContain('Billing &amp; &lt;Payments&gt;');
    expect(home.body).toContain('Refunding an order');
    expect(home.body).not.toContain('Secret refund plan');
    expect(home.body).not.toContain('<script>');
    expect(home.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Shipping');
    expect(home.body).toMatch(/<link rel="canonical" href="http[^"]+\/hc\/[^"]+\/en">/);
    expect(home.body).toContain('hreflang="ar"');
    expect(home.body).toContain('hreflang="x-default"');
    expect(home.body).toContain('<meta property="og:title"');

    const arHome = await get(`${root}/ar`);
    expect(arHome.body).toContain('<html lang="ar" dir="rtl">');
    expect(arHome.body).toContain('الفواتير');
    expect(arHome.body).toContain('ابحث في المقالات');

    const category = await get(`${root}/en/categories/${s.en.slug}`);
    expect(category.statusCode).toBe(200);
    expect(category.body).toContain('Refunding an order');
    expect(category.body).not.toContain('Secret refund plan');

    const article = await get(`${root}/articles/${s.refund.slug}`);
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain('<p>You can ask for refunds within thirty days of delivery.</p>');
    expect(article.body).toContain('<meta name="description" content="How refunds work">');
    expect(article.body).toContain('<meta property="og:type" content="article">');
    expect(article.body).toContain(`hreflang="ar" href="http`);
    expect(Buffer.byteLength(article.body)).toBeLessThan(50_000);
    await get(`${root}/articles/${s.refund.slug}`);
    const views = await t.database.db.execute<{ views: number }>(
      sql`SELECT views FROM articles WHERE id = ${s.refund.id}`,
    );
    expect(views.rows[0]?.views).toBe(2);
    const arArticle = await get(`${root}/articles/${encodeURIComponent(s.arRefund.slug)}`);
    expect(arArticle.body).toContain('<html lang="ar" dir="rtl">');

    for (const path of [
      `/articles/${s.draft.slug}`,
      `/articles/${s.archived.slug}`,
      '/articles/nope',
      '/en/categories/nope',
      '/fr',
      '/en/nope',
    ]) {
      const res = await get(`${root}${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).not.toContain('Secret refund plan');
    }
    const draftViews = await t.database.db.execute<{ views: number }>(
      sql`SELECT views FROM articles WHERE id = ${s.draft.id}`,
    );
    expect(draftViews.rows[0]?.views).toBe(0);
    expect((await get('/hc/no-such-portal/en')).statusCode).toBe(404);
  });

  it('searches published articles in the article’s language, ranked, with highlighted snippets', async () => {
    const admin = await buildAdmin(t);
    const s = await seed(admin);
    const root = `/hc/${s.portal.slug}`;
    // English stemming: "refunded" finds "refunds"/"Refunding"; the draft and archived ones never show.
    const en = await get(`${root}/en/articles?query=${encodeURIComponent('refunded')}`);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Refunding an order');
    expect(en.body).toContain('<mark>refunds</mark>');
    expect(en.body).not.toContain('Secret refund plan');
    expect(en.body).not.toContain('Old refund rules');
    expect(en.body).toContain('value="refunded"');
    const ar = await get(`${root}/ar/articles?query=${encodeURIComponent('الأموال')}`);
    expect(ar.body).toContain('استرداد الأموال');
    const hostile = await get(`${root}/en/articles?query=${encodeURIComponent('"><script>x</script> & | !')}`);
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<script>x');
    const none = await get(`${root}/en/articles?query=zebra`);
    expect(none.body).toContain('No articles match your search');
  });

  it('answers 404 for an archived portal and when the help centre is off', async () => {
    const admin = await buildAdmin(t);
    const s = await seed(admin);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/accounts/${admin.accountId}/portals/${s.portal.slug}`,
      headers: admin.headers,
      payload: { archived: true },
    });
    expect((await get(`/hc/${s.portal.slug}/en`)).statusCode).toBe(404);
    expect((await get(`/hc/${s.portal.slug}/articles/${s.refund.slug}`)).statusCode).toBe(404);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/accounts/${admin.accountId}/portals/${s.portal.slug}`,
      headers: admin.headers,
      payload: { archived: false },
    });
    expect((await get(`/hc/${s.portal.slug}/en`)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`UPDATE accounts SET features = '{"help_center": false}'::jsonb WHERE id = ${admin.accountId}`,
    );
    expect((await get(`/hc/${s.portal.slug}/en`)).statusCode).toBe(404);
  });

  it('writes sitemap.xml (published only), robots.txt, and serves the portal on its custom domain', async () => {
    const admin = await buildAdmin(t);
    const domain = `help-${admin.accountId}.example.test`;
    const s = await seed(admin, { domain });
    const map = await get(`/hc/${s.portal.slug}/sitemap.xml`);
    expect(map.headers['content-type']).toContain('application/xml');
    expect(map.body).toContain(`/hc/${s.portal.slug}/articles/${s.refund.slug}</loc>`);
    expect(map.body).toContain(`/hc/${s.portal.slug}/ar</loc>`);
    expect(map.body).not.toContain(s.draft.slug);
    expect((await get('/robots.txt')).body).toContain('Allow: /hc/');

    const home = await get('/', { host: domain });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/en');
    const en = await get('/en', { host: domain });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain(`<link rel="canonical" href="http://${domain}/en">`);
    expect(en.body).toContain('href="/articles/');
    expect((await get(`/articles/${s.refund.slug}`, { host: domain })).statusCode).toBe(200);
    expect((await get(`/articles/${s.draft.slug}`, { host: domain })).statusCode).toBe(404);
    expect((await get('/robots.txt', { host: domain })).body).toContain(`Sitemap: http://${domain}/sitemap.xml`);
    expect((await get('/sitemap.xml', { host: domain })).body).toContain(`http://${domain}/articles/${s.refund.slug}`);
    // The API stays the API on that host.
    expect((await get(`/api/v1/accounts/${admin.accountId}/portals`, { host: domain })).statusCode).toBe(401);
  });

  it('gives the widget popular and matching published articles of the inbox’s portal, and nothing for an unlinked inbox', async () => {
    const admin = await buildAdmin(t);
    const s = await seed(admin);
    const inbox = await buildWebsiteInbox(t, admin);
    const url = (q = '') => `/api/v1/widget/help_center?website_token=${inbox.website_token}${q}`;
    expect((await get(url())).json<TWidgetHelpCenter>()).toEqual({ portal: null, payload: [] });
    const stranger = await buildAdmin(t);
    const foreign = await buildPortal(t, stranger);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/accounts/${admin.accountId}/inboxes/${inbox.id}`,
      headers: admin.headers,
      payload: { portal_id: foreign.id },
    });
    expect(refused.statusCode).toBe(422);
    const linked = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/accounts/${admin.accountId}/inboxes/${inbox.id}`,
      headers: admin.headers,
      payload: { portal_id: s.portal.id },
    });
    expect(linked.json<{ portal_id: number }>().portal_id).toBe(s.portal.id);
    const popular = (await get(url())).json<TWidgetHelpCenter>();
    expect(popular.portal).toMatchObject({ slug: s.portal.slug, locale: 'en' });
    expect(popular.payload.map((a) => a.title).sort()).toEqual([
      '<script>alert(1)</script> Shipping',
      'Refunding an order',
    ]);
    const found = (await get(url('&query=refund'))).json<TWidgetHelpCenter>();
    expect(found.payload.map((a) => a.id)).toEqual([s.refund.id]);
    expect(found.payload[0]?.snippet).toContain('<mark>');
    expect(found.payload[0]?.link).toMatch(new RegExp(`/hc/${s.portal.slug}/articles/${s.refund.slug}$`));
    const ar = (await get(url(`&locale=ar&query=${encodeURIComponent('استرداد')}`))).json<TWidgetHelpCenter>();
    expect(ar.payload.map((a) => a.id)).toEqual([s.arRefund.id]);
    expect((await get('/api/v1/widget/help_center?website_token=nope')).statusCode).toBe(404);
  });

  it('gives the widget one published article of the inbox’s portal as sanitised HTML; drafts, archived and strangers 404', async () => {
    const admin = await buildAdmin(t);
    const s = await seed(admin);
    const inbox = await buildWebsiteInbox(t, admin);
    const url = (slug: string, token = inbox.website_token) =>
      `/api/v1/widget/help_center/articles/${encodeURIComponent(slug)}?website_token=${token}`;
    // Not linked to a portal yet: nothing to read.
    expect((await get(url(s.refund.slug))).statusCode).toBe(404);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/accounts/${admin.accountId}/inboxes/${inbox.id}`,
      headers: admin.headers,
      payload: { portal_id: s.portal.id },
    });
    const res = await get(url(s.refund.slug));
    expect(res.statusCode).toBe(200);
    const article = res.json<TWidgetArticle>();
    expect(article).toMatchObject({
      id: s.refund.id,
      title: 'Refunding an order',
      locale: 'en',
      views: 1,
      content: '<p>You can ask for refunds within thirty days of delivery.</p>',
    });
    expect(article.link).toMatch(new RegExp(`/hc/${s.portal.slug}/articles/${s.refund.slug}$`));
    expect((await get(url(s.refund.slug))).json<TWidgetArticle>().views).toBe(2);
    expect((await get(url(s.arRefund.slug))).json<TWidgetArticle>().locale).toBe('ar');

    // Script written into an article never reaches the widget.
    const evil = await buildArticle(t, admin, s.portal.slug, {
      title: 'Evil',
      content: '<p onclick="x()">Hi<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
    });
    const body = (await get(url(evil.slug))).json<TWidgetArticle>().content;
    expect(body).not.toMatch(/script|onclick|onerror/i);
    expect(body).toContain('Hi');

    expect((await get(url(s.draft.slug))).statusCode).toBe(404);
    expect((await get(url(s.archived.slug))).statusCode).toBe(404);
    expect((await get(url('no-such-article'))).statusCode).toBe(404);
    expect((await get(url(s.refund.slug, 'nope'))).statusCode).toBe(404);
    expect((await get(`/api/v1/widget/help_center/articles/${s.refund.slug}`)).statusCode).toBe(422);

    // Another account's inbox cannot read this portal's articles through its own token.
    const stranger = await buildAdmin(t);
    const strangerInbox = await buildWebsiteInbox(t, stranger);
    expect((await get(url(s.refund.slug, strangerInbox.website_token))).statusCode).toBe(404);

    // An archived portal hides its articles from the widget too.
    await t.database.db.execute(sql`UPDATE portals SET archived = true WHERE id = ${s.portal.id}`);
    expect((await get(url(s.refund.slug))).statusCode).toBe(404);
  });
});

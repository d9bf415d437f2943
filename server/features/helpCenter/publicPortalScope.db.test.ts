import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAdmin } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildArticle, buildPortal } from '../../test/helpCenterFactories.ts';
import { SEARCH_RATE_LIMIT } from './publicPortal.service.ts';

const t = setupTestApp();
const get = (url: string, opts: { host?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: opts.host ? { host: opts.host } : {},
    ...(opts.ip && { remoteAddress: opts.ip }),
  });

describe('public portal: custom domains and search limits (issue 42 items 4 and 5)', () => {
  it('serves /hc/{slug} on a custom domain only for the domain’s own account', async () => {
    const a = await buildAdmin(t);
    const b = await buildAdmin(t);
    const domain = `help-${a.accountId}.example.test`;
    const portalA = await buildPortal(t, a, { custom_domain: domain });
    const otherOfA = await buildPortal(t, a);
    const portalB = await buildPortal(t, b);
    const articleB = await buildArticle(t, b, portalB.slug, { title: 'B only' });

    // On the server's own address every portal answers by its slug.
    expect((await get(`/hc/${portalB.slug}/en`)).statusCode).toBe(200);
    expect((await get(`/hc/${portalB.slug}/articles/${articleB.slug}`)).statusCode).toBe(200);
    // On A's domain: A's portals yes, B's no (nothing of B's, not even its home).
    expect((await get(`/hc/${portalA.slug}/en`, { host: domain })).statusCode).toBe(200);
    expect((await get(`/hc/${otherOfA.slug}/en`, { host: domain })).statusCode).toBe(200);
    for (const path of ['', '/en', `/articles/${articleB.slug}`, '/en/articles?query=only', '/sitemap.xml']) {
      const res = await get(`/hc/${portalB.slug}${path}`, { host: domain });
      expect(res.statusCode, path).toBe(404);
      expect(res.body).not.toContain('B only');
    }
    // The domain's own root still serves A's portal.
    expect((await get('/en', { host: domain })).statusCode).toBe(200);
    // /hc/{slug} asked on the domain keeps its links and sitemap on the domain.
    const map = await get(`/hc/${portalA.slug}/sitemap.xml`, { host: domain });
    expect(map.body).toContain(`<loc>http://${domain}/hc/${portalA.slug}/en</loc>`);
    // The portal's logo is its favicon.
    await t.database.db.execute(sql`UPDATE portals SET logo_key = 'logos/a.png' WHERE slug = ${portalA.slug}`);
    expect((await get(`/hc/${portalA.slug}/en`)).body).toContain('<link rel="icon" href="http://');
  });

  it('limits the search page per address as the widget’s search (429 past it)', async () => {
    const admin = await buildAdmin(t);
    const domain = `search-${admin.accountId}.example.test`;
    const portal = await buildPortal(t, admin, { custom_domain: domain });
    const search = (ip: string, host?: string) =>
      get(host ? '/en/articles?query=refund' : `/hc/${portal.slug}/en/articles?query=refund`, {
        ip,
        ...(host && { host }),
      });
    const statuses = await Promise.all(
      Array.from(
        { length: SEARCH_RATE_LIMIT.max },
        async (_, i) => (await search('198.51.100.7', i % 2 ? domain : undefined)).statusCode,
      ),
    );
    expect(statuses.every((s) => s === 200)).toBe(true);
    const over = await search('198.51.100.7');
    expect(over.statusCode).toBe(429);
    expect((await search('198.51.100.7', domain)).statusCode).toBe(429);
    // Another address is not affected, nor are the portal's other pages.
    expect((await search('198.51.100.8')).statusCode).toBe(200);
    expect((await get(`/hc/${portal.slug}/en`, { ip: '198.51.100.7' })).statusCode).toBe(200);
    expect(SEARCH_RATE_LIMIT).toEqual({ max: 120, windowSeconds: 60 });
  });

  it("answers /hc on a host that is no portal's with Chatwoot's 401, and serves it by IP address", async () => {
    const admin = await buildAdmin(t);
    const portal = await buildPortal(t, admin);
    const res = await get(`/hc/${portal.slug}/en`, { host: 'stranger.example.test' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Domain: stranger.example.test is not registered with us' });
    expect((await get(`/hc/${portal.slug}/en/articles.json`, { host: 'stranger.example.test' })).statusCode).toBe(401);
    expect((await get(`/hc/${portal.slug}/en`, { host: '192.0.2.10:3000' })).statusCode).toBe(200);
  });

  it('lists published articles as JSON (articles.json: by position or by views, paged) and one article', async () => {
    const admin = await buildAdmin(t);
    const domain = `json-${admin.accountId}.example.test`;
    const portal = await buildPortal(t, admin, { custom_domain: domain });
    const first = await buildArticle(t, admin, portal.slug, { title: 'First steps' });
    const popular = await buildArticle(t, admin, portal.slug, { title: 'Popular answer' });
    const draft = await buildArticle(t, admin, portal.slug, { title: 'Unfinished', status: 'draft' });
    for (let i = 0; i < 3; i += 1) await get(`/hc/${portal.slug}/articles/${popular.slug}`);

    type TList = {
      payload: { id: number; title: string; views: number; link: string; status: string }[];
      meta: { articles_count: number };
    };
    const byPosition = await get(`/hc/${portal.slug}/en/articles.json`);
    expect(byPosition.statusCode).toBe(200);
    expect(byPosition.headers['content-type']).toContain('application/json');
    const list = byPosition.json<TList>();
    expect(list.payload.map((a) => a.id)).toEqual([first.id, popular.id]);
    expect(list.meta.articles_count).toBe(2);
    expect(list.payload.map((a) => a.id)).not.toContain(draft.id);
    expect(list.payload[0]?.status).toBe('published');
    expect(list.payload[0]?.link).toMatch(new RegExp(`/hc/${portal.slug}/articles/${first.slug}$`));
    const byViews = (await get(`/hc/${portal.slug}/en/articles.json?sort=views&per_page=1`)).json<TList>();
    expect(byViews.payload.map((a) => [a.id, a.views])).toEqual([[popular.id, 3]]);
    const page2 = (await get(`/hc/${portal.slug}/en/articles.json?per_page=1&page=2`)).json<TList>();
    expect(page2.payload.map((a) => a.id)).toEqual([popular.id]);
    // On the portal's own domain the links are the domain's.
    const onDomain = (await get('/en/articles.json', { host: domain })).json<TList>();
    expect(onDomain.payload[0]?.link).toBe(`http://${domain}/articles/${first.slug}`);

    const one = await get(`/hc/${portal.slug}/articles/${first.slug}.json`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: first.id, title: 'First steps', views: 1, status: 'published' });
    expect((await get(`/hc/${portal.slug}/articles/${draft.slug}.json`)).statusCode).toBe(404);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TArticle, TArticleList, TCategory } from '../../../common/contracts/helpCenter.ts';
import { buildAdmin, buildMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildArticle, buildCategory, buildPortal } from '../../test/helpCenterFactories.ts';

const t = setupTestApp();
const base = (accountId: number, slug: string, rest = '') => `/api/v1/accounts/${accountId}/portals/${slug}${rest}`;

describe('categories', () => {
  it('an agent adds a category: slug from the name, next position, locale defaulting to the portal’s; lists per locale', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const portal = await buildPortal(t, admin, { locales: ['en', 'ar'] });
    const res = await t.app.inject({
      method: 'POST',
      url: base(admin.accountId, portal.slug, '/categories'),
      headers: agent.headers,
      payload: { category: { name: 'Getting Started!', icon: '🚀', description: 'First steps' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const en = res.json<{ payload: TCategory }>().payload;
    expect(en).toMatchObject({
      name: 'Getting Started!',
      slug: 'getting-started',
      locale: 'en',
      icon: '🚀',
      position: 1,
    });
    const ar = await buildCategory(t, agent, portal.slug, { name: 'البدء', locale: 'ar' });
    expect(ar.slug).toBe('البدء');
    // Linked across locales: each lists the other as related.
    const linked = await t.app.inject({
      method: 'PATCH',
      url: base(admin.accountId, portal.slug, `/categories/${ar.id}`),
      headers: agent.headers,
      payload: { associated_category_id: en.id },
    });
    expect(linked.json<{ payload: TCategory }>().payload.related_categories.map((c) => c.id)).toEqual([en.id]);
    const list = await t.app.inject({
      method: 'GET',
      url: base(admin.accountId, portal.slug, '/categories?locale=en'),
      headers: agent.headers,
    });
    const payload = list.json<{ payload: TCategory[] }>().payload;
    expect(payload.map((c) => c.slug)).toEqual(['getting-started']);
    expect(payload[0]?.related_categories.map((c) => c.locale)).toEqual(['ar']);
    const del = await t.app.inject({
      method: 'DELETE',
      url: base(admin.accountId, portal.slug, `/categories/${en.id}`),
      headers: agent.headers,
    });
    expect(del.statusCode).toBe(200);
  });

  it('422 naming the field: name under 2 characters, a taken slug in the locale, a locale outside the portal, a foreign link', async () => {
    const admin = await buildAdmin(t);
    const portal = await buildPortal(t, admin);
    const otherPortal = await buildPortal(t, admin);
    const foreign = await buildCategory(t, admin, otherPortal.slug);
    await buildCategory(t, admin, portal.slug, { name: 'Billing' });
    const cases: [object, string][] = [
      [{ name: 'A' }, 'name'],
      [{ name: ' B ' }, 'name'],
      [{ name: 'Billing' }, 'slug'],
      [{ name: 'Other', slug: 'Bad Slug' }, 'slug'],
      [{ name: 'Other', locale: 'de' }, 'locale'],
      [{ name: 'Other', associated_category_id: foreign.id }, 'associated_category_id'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: base(admin.accountId, portal.slug, '/categories'),
        headers: admin.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json<{ attributes?: unknown; details: Record<string, unknown> }>().details)).toContain(
        field,
      );
    }
  });
});

describe('articles', () => {
  it('creates with sanitised HTML, lists with tab counts and filters, shows, updates, reorders and deletes', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const portal = await buildPortal(t, admin, { locales: ['en', 'ar'] });
    const cat = await buildCategory(t, admin, portal.slug, { name: 'Billing' });
    const res = await t.app.inject({
      method: 'POST',
      url: base(admin.accountId, portal.slug, '/articles'),
      headers: agent.headers,
      payload: {
        article: {
          title: 'Refund policy',
          content: '<p onclick="x()">Money <strong>back</strong><script>alert(1)</script></p><img src="javascript:x">',
          category_id: cat.id,
          status: 1,
          meta: { title: 'Refunds', tags: ['money'] },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json<{ payload: TArticle }>().payload;
    expect(a).toMatchObject({
      title: 'Refund policy',
      slug: 'refund-policy',
      status: 'published',
      locale: 'en',
      author_id: agent.user.id,
      category: { id: cat.id, slug: 'billing' },
      author: { id: agent.user.id },
      meta: { title: 'Refunds', tags: ['money'] },
    });
    expect(a.content).toBe('<p>Money <strong>back</strong></p>');
    const b = await buildArticle(t, admin, portal.slug, { title: 'Invoices', status: 'draft', category_id: cat.id });
    await buildArticle(t, admin, portal.slug, { title: 'فواتير', locale: 'ar', status: 'archived' });

    const list = async (query: string, who = admin) =>
      (
        await t.app.inject({
          method: 'GET',
          url: base(admin.accountId, portal.slug, `/articles?${query}`),
          headers: who.headers,
        })
      ).json<TArticleList>();
    const all = await list('locale=en');
    expect(all.meta).toEqual({
      all_articles_count: 2,
      mine_articles_count: 1,
      published_count: 1,
      draft_articles_count: 1,
      archived_articles_count: 0,
      articles_count: 2,
      current_page: 1,
    });
    expect((await list('locale=en&status=draft')).payload.map((x) => x.id)).toEqual([b.id]);
    expect((await list(`locale=en&author_id=${agent.user.id}`)).payload.map((x) => x.id)).toEqual([a.id]);
    expect((await list('locale=en&query=refunds')).payload.map((x) => x.id)).toEqual([a.id]);
    // The tab counts follow the search (not its status or author), as Chatwoot's set_article_count.
    expect((await list('locale=en&query=refunds&status=draft')).meta).toMatchObject({
      all_articles_count: 1,
      mine_articles_count: 0,
      published_count: 1,
      draft_articles_count: 0,
      articles_count: 0,
    });
    expect((await list('locale=en&q=invoice')).payload.map((x) => x.id)).toEqual([b.id]);
    expect((await list('locale=ar')).meta).toMatchObject({ all_articles_count: 1, archived_articles_count: 1 });
    expect((await list('locale=en&category_slug=billing')).payload.map((x) => x.id)).toEqual([a.id, b.id]);

    const reorder = await t.app.inject({
      method: 'POST',
      url: base(admin.accountId, portal.slug, '/articles/reorder'),
      headers: agent.headers,
      payload: { positions_hash: { [a.id]: 9, [b.id]: 3 }, category_slug: 'billing' },
    });
    expect(reorder.statusCode, reorder.body).toBe(200);
    expect((await list('locale=en&category_slug=billing')).payload.map((x) => x.id)).toEqual([b.id, a.id]);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: base(admin.accountId, portal.slug, `/articles/${b.id}`),
      headers: agent.headers,
      payload: { status: 'published', title: 'Invoices and receipts', slug: 'invoices' },
    });
    expect(patched.json<{ payload: TArticle }>().payload).toMatchObject({ status: 'published', slug: 'invoices' });
    expect((await list('locale=en&query=receipts')).payload.map((x) => x.id)).toEqual([b.id]);
    const shown = await t.app.inject({
      method: 'GET',
      url: base(admin.accountId, portal.slug, `/articles/${b.id}`),
      headers: agent.headers,
    });
    expect(shown.json<{ payload: TArticle }>().payload.title).toBe('Invoices and receipts');
    const del = await t.app.inject({
      method: 'DELETE',
      url: base(admin.accountId, portal.slug, `/articles/${b.id}`),
      headers: agent.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: base(admin.accountId, portal.slug, `/articles/${b.id}`),
          headers: agent.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('422 and nothing written: blank title, taken slug, another portal’s category, a category of another locale, a stranger as author, bad status', async () => {
    const admin = await buildAdmin(t);
    const stranger = await buildAdmin(t);
    const portal = await buildPortal(t, admin, { locales: ['en', 'ar'] });
    const other = await buildPortal(t, admin);
    const foreignCat = await buildCategory(t, admin, other.slug);
    const arCat = await buildCategory(t, admin, portal.slug, { name: 'عربي', locale: 'ar' });
    await buildArticle(t, admin, portal.slug, { title: 'Taken', slug: 'taken' });
    const cases: [object, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'X', slug: 'taken' }, 'slug'],
      [{ title: 'X', category_id: foreignCat.id }, 'category_id'],
      [{ title: 'X', category_id: arCat.id, locale: 'en' }, 'category_id'],
      [{ title: 'X', author_id: stranger.user.id }, 'author_id'],
      [{ title: 'X', status: 'live' }, 'status'],
      [{ title: 'X', locale: 'fr' }, 'locale'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: base(admin.accountId, portal.slug, '/articles'),
        headers: admin.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json<{ details: Record<string, unknown> }>().details), JSON.stringify(payload)).toContain(
        field,
      );
    }
    const n = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM articles WHERE portal_id = ${portal.id}`,
    );
    expect(n.rows[0]?.n).toBe(1);
    // An article of another portal of the same account is not reachable through this portal.
    const elsewhere = await buildArticle(t, admin, other.slug);
    const res = await t.app.inject({
      method: 'GET',
      url: base(admin.accountId, portal.slug, `/articles/${elsewhere.id}`),
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it('ties a translation to the root article and lists the tied ones as associated_articles', async () => {
    const admin = await buildAdmin(t);
    const portal = await buildPortal(t, admin, { locales: ['en', 'ar', 'fr'] });
    const root = await buildArticle(t, admin, portal.slug, { title: 'Refunds' });
    const ar = await buildArticle(t, admin, portal.slug, { title: 'استرداد', locale: 'ar' });
    const fr = await buildArticle(t, admin, portal.slug, { title: 'Remboursements', locale: 'fr' });
    const patch = (id: number, associated: number) =>
      t.app.inject({
        method: 'PATCH',
        url: base(admin.accountId, portal.slug, `/articles/${id}`),
        headers: admin.headers,
        payload: { associated_article_id: associated },
      });
    expect((await patch(ar.id, root.id)).json<{ payload: TArticle }>().payload.associated_article_id).toBe(root.id);
    // Naming the Arabic translation ties the French one to its root too.
    expect((await patch(fr.id, ar.id)).json<{ payload: TArticle }>().payload.associated_article_id).toBe(root.id);
    expect((await patch(root.id, ar.id)).statusCode).toBe(422);
    const shown = await t.app.inject({
      method: 'GET',
      url: base(admin.accountId, portal.slug, `/articles/${root.id}`),
      headers: admin.headers,
    });
    const payload = shown.json<{ payload: TArticle }>().payload;
    expect(payload.associated_articles.map((x) => [x.id, x.locale, x.status])).toEqual([
      [ar.id, 'ar', 'published'],
      [fr.id, 'fr', 'published'],
    ]);
    const listed = await t.app.inject({
      method: 'GET',
      url: base(admin.accountId, portal.slug, '/articles?locale=en'),
      headers: admin.headers,
    });
    expect(listed.json<TArticleList>().payload[0]?.associated_articles.map((x) => x.id)).toEqual([ar.id, fr.id]);
  });
});

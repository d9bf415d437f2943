import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TPortal, TPortalList } from '../../../common/contracts/helpCenter.ts';
import { buildAdmin, buildCustomRole, buildMember, REFUSED } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildArticle, buildCategory, buildPortal } from '../../test/helpCenterFactories.ts';

const t = setupTestApp();
const url = (accountId: number, rest = '') => `/api/v1/accounts/${accountId}/portals${rest}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const upload = async (member: { accountId: number; headers: Record<string, string> }) => {
  const boundary = '----hc-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="logo.png"\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/${member.accountId}/upload`,
    headers: { ...member.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return res.json<{ blob_id: string }>().blob_id;
};

describe('portals', () => {
  it('creates, lists with per-locale counts, shows by slug with a locale, updates and deletes', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId),
      headers: admin.headers,
      payload: {
        portal: {
          name: 'Handbook',
          slug: 'Handbook-One',
          color: '#112233',
          custom_domain: 'Help.Example.com',
          homepage_link: 'https://example.com',
          config: { allowed_locales: ['en', 'ar'], default_locale: 'ar' },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const portal = res.json<TPortal>();
    expect(portal).toMatchObject({
      name: 'Handbook',
      slug: 'handbook-one',
      custom_domain: 'help.example.com',
      archived: false,
      config: { default_locale: 'ar', allowed_locales: [{ code: 'en' }, { code: 'ar' }] },
      logo: null,
    });
    const en = await buildCategory(t, admin, 'handbook-one', { locale: 'en', name: 'Start' });
    await buildArticle(t, admin, 'handbook-one', { category_id: en.id, status: 'published' });
    await buildArticle(t, admin, 'handbook-one', { category_id: en.id, status: 'draft' });
    await buildArticle(t, admin, 'handbook-one', { locale: 'ar', title: 'مرحبا', status: 'archived' });

    const list = (
      await t.app.inject({ method: 'GET', url: url(admin.accountId), headers: admin.headers })
    ).json<TPortalList>();
    expect(list.meta).toEqual({ current_page: 1, portals_count: 1 });
    expect(list.payload[0]?.config.allowed_locales).toEqual([
      { code: 'en', articles_count: 2, categories_count: 1 },
      { code: 'ar', articles_count: 1, categories_count: 0 },
    ]);
    expect(list.payload[0]?.meta).toMatchObject({
      all_articles_count: 3,
      published_count: 1,
      draft_articles_count: 1,
      archived_articles_count: 1,
      categories_count: 1,
    });
    const shown = await t.app.inject({
      method: 'GET',
      url: url(admin.accountId, '/handbook-one?locale=ar'),
      headers: admin.headers,
    });
    expect(shown.json<TPortal>().meta).toMatchObject({
      all_articles_count: 1,
      archived_articles_count: 1,
      categories_count: 0,
    });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: url(admin.accountId, '/handbook-one'),
      headers: admin.headers,
      payload: { name: 'Guide', archived: true, config: { allowed_locales: ['en', 'fr'] } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    // The default (ar) left the allowed locales, so the first allowed one became the default.
    expect(patched.json<TPortal>()).toMatchObject({ name: 'Guide', archived: true, config: { default_locale: 'en' } });

    const del = await t.app.inject({
      method: 'DELETE',
      url: url(admin.accountId, '/handbook-one'),
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: url(admin.accountId, '/handbook-one'), headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    const left = await t.database.db.execute<{ n: number }>(
      sql`SELECT (SELECT count(*) FROM articles WHERE account_id = ${admin.accountId})::int + (SELECT count(*) FROM categories WHERE account_id = ${admin.accountId})::int AS n`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });

  it('422 naming the field: taken slug (any account, any case), bad slug, default outside the allowed locales, bad domain', async () => {
    const admin = await buildAdmin(t);
    const other = await buildAdmin(t);
    await buildPortal(t, other, { slug: 'taken-slug', custom_domain: 'kb.taken.test' });
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: url(admin.accountId), headers: admin.headers, payload });
    const cases: [object, string][] = [
      [{ name: 'A', slug: 'TAKEN-slug' }, 'slug'],
      [{ name: 'A', slug: 'has space' }, 'slug'],
      [{ name: 'A', slug: '' }, 'slug'],
      [{ name: '', slug: 'fine' }, 'name'],
      [{ name: 'A', slug: 'fine', config: { allowed_locales: ['en'], default_locale: 'de' } }, 'config.default_locale'],
      [{ name: 'A', slug: 'fine', config: { allowed_locales: ['not a locale'] } }, 'config.allowed_locales.0'],
      [{ name: 'A', slug: 'fine', custom_domain: 'kb.taken.test' }, 'custom_domain'],
      [{ name: 'A', slug: 'fine', custom_domain: 'http://x' }, 'custom_domain'],
      [{ name: 'A', slug: 'fine', color: 'red' }, 'color'],
      [{ name: 'A', slug: 'fine', blob_id: 'accounts/1/uploads/nope.png' }, 'blob_id'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(field);
    }
    const count = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM portals WHERE account_id = ${admin.accountId}`,
    );
    expect(count.rows[0]?.n).toBe(0);
  });

  it('sets the logo from an upload of this account, refuses another account’s, and DELETE logo clears it', async () => {
    const admin = await buildAdmin(t);
    const stranger = await buildAdmin(t);
    const portal = await buildPortal(t, admin);
    const key = await upload(admin);
    const foreign = await upload(stranger);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: url(admin.accountId, `/${portal.slug}`),
      headers: admin.headers,
      payload: { blob_id: foreign },
    });
    expect(bad.statusCode).toBe(422);
    const res = await t.app.inject({
      method: 'PATCH',
      url: url(admin.accountId, `/${portal.slug}`),
      headers: admin.headers,
      payload: { blob_id: key },
    });
    expect(res.json<TPortal>().logo).toMatchObject({ blob_id: key, file_type: 'image/png' });
    expect(res.json<TPortal>().logo?.file_url).toMatch(/\/uploads\/accounts\/.+\.png$/);
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: url(admin.accountId, `/${portal.slug}/logo`),
      headers: admin.headers,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<TPortal>().logo).toBeNull();
  });

  it('agents read but may not create, edit or delete portals; knowledge_base_manage may; other custom roles may not read', async () => {
    const admin = await buildAdmin(t);
    const portal = await buildPortal(t, admin);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const kb = await buildMember(t, {
      accountId: admin.accountId,
      customRoleId: (await buildCustomRole(t, admin.accountId, ['knowledge_base_manage'])).id,
    });
    const reporter = await buildMember(t, {
      accountId: admin.accountId,
      customRoleId: (await buildCustomRole(t, admin.accountId, ['report_manage'])).id,
    });
    expect((await t.app.inject({ method: 'GET', url: url(admin.accountId), headers: agent.headers })).statusCode).toBe(
      200,
    );
    for (const [method, path, payload] of [
      ['POST', '', { name: 'X', slug: 'agent-made' }],
      ['PATCH', `/${portal.slug}`, { name: 'Hijack' }],
      ['DELETE', `/${portal.slug}`, undefined],
      ['DELETE', `/${portal.slug}/logo`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url: url(admin.accountId, path), headers: agent.headers, payload });
      expect(res.statusCode, `${method} ${path}`).toBe(401);
      expect(res.json()).toMatchObject(REFUSED);
    }
    const made = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId),
      headers: kb.headers,
      payload: { name: 'KB', slug: `kb-${admin.accountId}` },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: url(admin.accountId), headers: reporter.headers })).statusCode,
    ).toBe(401);
  });

  it('another account sees 404 for the portal (by its own account id or the owner’s); no token is 401; the feature flag off refuses', async () => {
    const admin = await buildAdmin(t);
    const portal = await buildPortal(t, admin);
    const intruder = await buildAdmin(t);
    for (const accountId of [admin.accountId, intruder.accountId]) {
      for (const path of [`/${portal.slug}`, `/${portal.slug}/categories`, `/${portal.slug}/articles`]) {
        const res = await t.app.inject({ method: 'GET', url: url(accountId, path), headers: intruder.headers });
        expect(res.statusCode, `${accountId}${path}`).toBe(404);
        expect(res.body).not.toContain(portal.name);
      }
    }
    const patch = await t.app.inject({
      method: 'PATCH',
      url: url(intruder.accountId, `/${portal.slug}`),
      headers: intruder.headers,
      payload: { name: 'Stolen' },
    });
    expect(patch.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(admin.accountId) })).statusCode).toBe(401);
    await t.database.db.execute(
      sql`UPDATE accounts SET features = '{"help_center": false}'::jsonb WHERE id = ${admin.accountId}`,
    );
    const off = await t.app.inject({ method: 'GET', url: url(admin.accountId), headers: admin.headers });
    expect(off.statusCode).toBe(401);
    expect(off.json()).toMatchObject({ code: 'forbidden' });
  });
});

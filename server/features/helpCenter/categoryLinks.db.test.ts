import { describe, expect, it } from 'vitest';
import type { TCategory } from '../../../common/contracts/helpCenter.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildCategory, buildPortal } from '../../test/helpCenterFactories.ts';

const t = setupTestApp();

/** A portal in three locales with one "Billing" category in each, unlinked. */
const seed = async () => {
  const admin = await buildAdmin(t);
  const portal = await buildPortal(t, admin, { locales: ['en', 'ar', 'fr'] });
  const en = await buildCategory(t, admin, portal.slug, { name: 'Billing', locale: 'en' });
  const ar = await buildCategory(t, admin, portal.slug, { name: 'الفواتير', locale: 'ar' });
  const fr = await buildCategory(t, admin, portal.slug, { name: 'Facturation', locale: 'fr' });
  const url = (rest = '') => `/api/v1/accounts/${admin.accountId}/portals/${portal.slug}/categories${rest}`;
  return { admin, portal, en, ar, fr, url };
};

const link = (admin: TMember, url: string, associated: number | null) =>
  t.app.inject({ method: 'PATCH', url, headers: admin.headers, payload: { associated_category_id: associated } });

/** Each category's related ids, by id. */
const related = async (admin: TMember, url: string) => {
  const list = (await t.app.inject({ method: 'GET', url, headers: admin.headers })).json<{ payload: TCategory[] }>();
  return Object.fromEntries(list.payload.map((c) => [c.id, c.related_categories.map((r) => r.id).sort()]));
};

describe('linked categories across locales', () => {
  it('links three locales into one group whichever member is chosen, and every member lists the others', async () => {
    const { admin, en, ar, fr, url } = await seed();
    expect((await link(admin, url(`/${ar.id}`), en.id)).statusCode).toBe(200);
    // Linking to a member (ar) joins its root's group (en), so fr sees both.
    const res = await link(admin, url(`/${fr.id}`), ar.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ payload: TCategory }>().payload.associated_category_id).toBe(en.id);
    const byId = await related(admin, url());
    expect(byId[en.id]).toEqual([ar.id, fr.id].sort());
    expect(byId[ar.id]).toEqual([en.id, fr.id].sort());
    expect(byId[fr.id]).toEqual([en.id, ar.id].sort());
  });

  it('refuses a second category of one locale in a group, a same-locale link and a foreign category (422)', async () => {
    const { admin, portal, en, ar, url } = await seed();
    await link(admin, url(`/${ar.id}`), en.id);
    const en2 = await buildCategory(t, admin, portal.slug, { name: 'Payments', locale: 'en' });
    const ar2 = await buildCategory(t, admin, portal.slug, { name: 'المدفوعات', locale: 'ar' });
    const cases: [string, number, string][] = [
      [url(`/${ar2.id}`), en.id, 'already has a category in this locale'],
      [url(`/${en2.id}`), en.id, 'must be a category of another locale'],
      [url(`/${en2.id}`), en2.id, 'must be another category of this portal'],
    ];
    for (const [u, target, message] of cases) {
      const res = await link(admin, u, target);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.body).toContain('associated_category_id');
      expect(res.body).toContain(message);
    }
    const foreign = await buildCategory(t, admin, (await buildPortal(t, admin)).slug, { name: 'Other' });
    expect((await link(admin, url(`/${ar2.id}`), foreign.id)).statusCode).toBe(422);
    // Creating straight into a group follows the same rule.
    const created = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: admin.headers,
      payload: { name: 'Autre', locale: 'ar', associated_category_id: en.id },
    });
    expect(created.statusCode).toBe(422);
    const fr = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: admin.headers,
      payload: { name: 'Paiements', locale: 'fr', associated_category_id: ar.id },
    });
    expect(fr.json<{ payload: TCategory }>().payload.associated_category_id).toBe(en.id);
  });

  it('unlinking or deleting the root keeps the rest of its group linked together', async () => {
    const { admin, en, ar, fr, url } = await seed();
    await link(admin, url(`/${ar.id}`), en.id);
    await link(admin, url(`/${fr.id}`), en.id);
    expect((await link(admin, url(`/${en.id}`), null)).statusCode).toBe(200);
    let byId = await related(admin, url());
    expect(byId[en.id]).toEqual([]);
    expect(byId[ar.id]).toEqual([fr.id]);
    expect(byId[fr.id]).toEqual([ar.id]);
    // Re-linking en to fr joins the re-rooted group; deleting the new root keeps the other two linked.
    await link(admin, url(`/${en.id}`), fr.id);
    expect((await t.app.inject({ method: 'DELETE', url: url(`/${ar.id}`), headers: admin.headers })).statusCode).toBe(
      200,
    );
    byId = await related(admin, url());
    expect(byId[en.id]).toEqual([fr.id]);
    expect(byId[fr.id]).toEqual([en.id]);
  });
});

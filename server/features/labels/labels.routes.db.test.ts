import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember } from '../../test/factories.ts';

const t = setupTestApp();
const url = (accountId: number, rest = '') => `/api/v1/accounts/${accountId}/labels${rest}`;

describe('labels', () => {
  it('creates, lists, updates and deletes, stamping the label cache key each time', async () => {
    const admin = await buildAdmin(t);
    const keys = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/accounts/${admin.accountId}/cache_keys`,
          headers: admin.headers,
        })
      ).json<{
        cache_keys: { label: number };
      }>().cache_keys.label;
    const before = await keys();
    const res = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId),
      headers: admin.headers,
      payload: { title: 'Billing', color: '#ff0000', description: 'Money' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'billing', color: '#ff0000', show_on_sidebar: true });
    expect(await keys()).toBeGreaterThan(before);
    const id = res.json<{ id: number }>().id;
    const list = await t.app.inject({ method: 'GET', url: url(admin.accountId), headers: admin.headers });
    expect(list.json<{ payload: { title: string }[] }>().payload.map((l) => l.title)).toEqual(['billing']);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: url(admin.accountId, `/${id}`),
      headers: admin.headers,
      payload: { show_on_sidebar: false },
    });
    expect(patched.json()).toMatchObject({ show_on_sidebar: false });
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM events WHERE account_id = $1 AND name = 'account.cache_invalidated'",
      [admin.accountId],
    );
    expect(rows[0]).toEqual({ n: 2 });
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(admin.accountId, `/${id}`), headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: url(admin.accountId, `/${id}`), headers: admin.headers })).statusCode,
    ).toBe(404);
  });

  it('422 for a duplicate title (any case), bad characters or colour', async () => {
    const admin = await buildAdmin(t);
    await t.app.inject({
      method: 'POST',
      url: url(admin.accountId),
      headers: admin.headers,
      payload: { title: 'vip' },
    });
    const dup = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId),
      headers: admin.headers,
      payload: { title: 'VIP' },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json<{ attributes: string[] }>().attributes).toEqual(['title']);
    const bad = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId),
      headers: admin.headers,
      payload: { title: 'no spaces', color: 'red' },
    });
    expect(bad.json<{ attributes: string[] }>().attributes.sort()).toEqual(['color', 'title']);
  });

  it('lets agents read but not change labels', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    expect((await t.app.inject({ method: 'GET', url: url(admin.accountId), headers: agent.headers })).statusCode).toBe(
      200,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: url(admin.accountId),
          headers: agent.headers,
          payload: { title: 'x1' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember } from '../../test/factories.ts';

const t = setupTestApp();
const url = (accountId: number, rest = '') => `/api/v1/accounts/${accountId}/teams${rest}`;

describe('teams', () => {
  it('creates a team, manages members and reports is_member', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const res = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId),
      headers: admin.headers,
      payload: { name: 'Billing', description: 'Money' },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json<{ id: number }>().id;
    const added = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId, `/${id}/team_members`),
      headers: admin.headers,
      payload: { user_ids: [agent.user.id] },
    });
    expect(added.json<{ id: number }[]>().map((a) => a.id)).toEqual([agent.user.id]);
    const seen = await t.app.inject({ method: 'GET', url: url(admin.accountId), headers: agent.headers });
    expect(seen.json()).toEqual([expect.objectContaining({ id, name: 'Billing', is_member: true })]);
    const set = await t.app.inject({
      method: 'PATCH',
      url: url(admin.accountId, `/${id}/team_members`),
      headers: admin.headers,
      payload: { user_ids: [admin.user.id] },
    });
    expect(set.json<{ id: number }[]>().map((a) => a.id)).toEqual([admin.user.id]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: url(admin.accountId, `/${id}/team_members`),
      headers: admin.headers,
      payload: { user_ids: [admin.user.id] },
    });
    expect(removed.json()).toEqual([]);
  });

  it('refuses members from another account, duplicate names and agents changing teams', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const stranger = await buildAdmin(t);
    const id = (
      await t.app.inject({
        method: 'POST',
        url: url(admin.accountId),
        headers: admin.headers,
        payload: { name: 'Sales' },
      })
    ).json<{ id: number }>().id;
    const foreign = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId, `/${id}/team_members`),
      headers: admin.headers,
      payload: { user_ids: [stranger.user.id] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json<{ attributes: string[] }>().attributes).toEqual(['user_ids']);
    const dup = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId),
      headers: admin.headers,
      payload: { name: 'sales' },
    });
    expect(dup.json<{ attributes: string[] }>().attributes).toEqual(['name']);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: url(admin.accountId, `/${id}`),
          headers: agent.headers,
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(admin.accountId, `/${id}`), headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: url(admin.accountId, `/${id}`), headers: admin.headers })).statusCode,
    ).toBe(404);
  });
});

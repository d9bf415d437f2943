import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember } from '../../test/factories.ts';
import { helpers } from '../conversations/testHelpers.ts';

const t = setupTestApp();
const { call, events } = helpers(t);
type TTeam = { id: number; name: string };

describe('teams: who may change them, and who is told', () => {
  it('401 without a session', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${admin.accountId}/teams` });
    expect(res.statusCode).toBe(401);
  });

  it("404 for another account's member on every route, and for another account's team", async () => {
    const admin = await buildAdmin(t);
    const stranger = await buildAdmin(t);
    const team = (await call<TTeam>(admin, 'POST', '/teams', { name: 'Sales' })).body;
    const asStranger = { ...stranger, accountId: admin.accountId };
    expect((await call(asStranger, 'GET', '/teams')).status).toBe(404);
    expect((await call(asStranger, 'POST', '/teams', { name: 'Mine' })).status).toBe(404);
    expect((await call(asStranger, 'PATCH', `/teams/${team.id}`, { name: 'Taken' })).status).toBe(404);
    expect((await call(asStranger, 'DELETE', `/teams/${team.id}`)).status).toBe(404);
    expect((await call(asStranger, 'GET', `/teams/${team.id}/team_members`)).status).toBe(404);
    const join = { user_ids: [stranger.user.id] };
    expect((await call(asStranger, 'POST', `/teams/${team.id}/team_members`, join)).status).toBe(404);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const)
      expect(
        (await call(stranger, method, `/teams/${team.id}`, method === 'PATCH' ? { name: 'X' } : undefined)).status,
      ).toBe(404);
    for (const method of ['POST', 'PATCH', 'DELETE'] as const)
      expect((await call(stranger, method, `/teams/${team.id}/team_members`, join)).status).toBe(404);
    expect((await call<unknown[]>(admin, 'GET', `/teams/${team.id}/team_members`)).body).toEqual([]);
  });

  it('401 for an agent on every change; agents still read teams and members', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const team = (await call<TTeam>(admin, 'POST', '/teams', { name: 'Sales' })).body;
    const me = { user_ids: [agent.user.id] };
    expect((await call(agent, 'POST', '/teams', { name: 'Mine' })).status).toBe(401);
    expect((await call(agent, 'PATCH', `/teams/${team.id}`, { name: 'X' })).status).toBe(401);
    expect((await call(agent, 'DELETE', `/teams/${team.id}`)).status).toBe(401);
    for (const method of ['POST', 'PATCH', 'DELETE'] as const)
      expect((await call(agent, method, `/teams/${team.id}/team_members`, me)).status).toBe(401);
    expect((await call(agent, 'GET', '/teams')).status).toBe(200);
    expect((await call(agent, 'GET', `/teams/${team.id}/team_members`)).status).toBe(200);
    expect(await events(admin.accountId, 'account.cache_invalidated')).toHaveLength(1);
  });

  it('announces account.cache_invalidated on create, update, member changes and delete', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const team = (await call<TTeam>(admin, 'POST', '/teams', { name: 'Sales' })).body;
    await call(admin, 'PATCH', `/teams/${team.id}`, { description: 'Deals', allow_auto_assign: false });
    await call(admin, 'POST', `/teams/${team.id}/team_members`, { user_ids: [agent.user.id] });
    await call(admin, 'PATCH', `/teams/${team.id}/team_members`, { user_ids: [admin.user.id, agent.user.id] });
    await call(admin, 'DELETE', `/teams/${team.id}/team_members`, { user_ids: [agent.user.id] });
    await call(admin, 'DELETE', `/teams/${team.id}`);
    const sent = await events(admin.accountId, 'account.cache_invalidated');
    expect(sent).toHaveLength(6);
    for (const e of sent)
      expect(e.data).toMatchObject({ cache_keys: expect.objectContaining({ team: expect.any(Number) }) });
  });
});

describe('teams: is_member', () => {
  it('follows the members an administrator sets, for the administrator too', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const team = (await call<TTeam>(admin, 'POST', '/teams', { name: 'Support' })).body;
    await call(admin, 'POST', `/teams/${team.id}/team_members`, { user_ids: [agent.user.id] });
    await call(admin, 'PATCH', `/teams/${team.id}/team_members`, { user_ids: [admin.user.id, agent.user.id] });
    const listed = await call<{ id: number; is_member: boolean }[]>(admin, 'GET', '/teams');
    expect(listed.body).toEqual([expect.objectContaining({ id: team.id, is_member: true })]);
    expect((await call(admin, 'GET', `/teams/${team.id}`)).body).toMatchObject({ is_member: true });
  });
});

describe('teams: members_count in the index', () => {
  it('counts each team’s agents in one list request, never another account’s', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const other = await buildAdmin(t);
    // A user in both accounts, on a team in each.
    const both = await buildMember(t, { accountId: admin.accountId });
    await buildMember(t, { accountId: other.accountId, user: both.user });
    const support = (await call<TTeam>(admin, 'POST', '/teams', { name: 'Support' })).body;
    const empty = (await call<TTeam>(admin, 'POST', '/teams', { name: 'Empty' })).body;
    const sales = (await call<TTeam>(other, 'POST', '/teams', { name: 'Sales' })).body;
    await call(admin, 'POST', `/teams/${support.id}/team_members`, {
      user_ids: [admin.user.id, agent.user.id, both.user.id],
    });
    await call(other, 'POST', `/teams/${sales.id}/team_members`, { user_ids: [other.user.id, both.user.id] });
    type TListed = { id: number; name: string; members_count: number; is_member: boolean };
    const counts = async (who: typeof admin) =>
      (await call<TListed[]>(who, 'GET', '/teams')).body.map((x) => [x.name, x.members_count]);
    expect(await counts(admin)).toEqual([
      ['Empty', 0],
      ['Support', 3],
    ]);
    expect(await counts(other)).toEqual([['Sales', 2]]);
    // Chatwoot's fields are all still there; the count is extra.
    expect((await call<TListed[]>(admin, 'GET', '/teams')).body[0]).toEqual({
      id: empty.id,
      name: 'Empty',
      description: null,
      allow_auto_assign: true,
      account_id: admin.accountId,
      is_member: false,
      members_count: 0,
    });
    // An agent removed from the account leaves the count with the members list.
    expect((await call(admin, 'DELETE', `/agents/${agent.user.id}`)).status).toBe(200);
    const members = await call<unknown[]>(admin, 'GET', `/teams/${support.id}/team_members`);
    expect(await counts(admin)).toEqual([
      ['Empty', 0],
      ['Support', members.body.length],
    ]);
    expect(members.body).toHaveLength(2);
    expect(await counts(other)).toEqual([['Sales', 2]]);
  });
});

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

  it('403 for an agent on every change; agents still read teams and members', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const team = (await call<TTeam>(admin, 'POST', '/teams', { name: 'Sales' })).body;
    const me = { user_ids: [agent.user.id] };
    expect((await call(agent, 'POST', '/teams', { name: 'Mine' })).status).toBe(403);
    expect((await call(agent, 'PATCH', `/teams/${team.id}`, { name: 'X' })).status).toBe(403);
    expect((await call(agent, 'DELETE', `/teams/${team.id}`)).status).toBe(403);
    for (const method of ['POST', 'PATCH', 'DELETE'] as const)
      expect((await call(agent, method, `/teams/${team.id}/team_members`, me)).status).toBe(403);
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

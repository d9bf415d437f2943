import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import type { connectCable } from '../../test/cableClient.ts';
import { listenAsAgent } from '../../test/agentSocket.ts';
import { helpers } from '../conversations/testHelpers.ts';

/** Beyond Chatwoot: a custom role may narrow its holders to some teams; with an inbox scope, both must match. */
const t = setupTestApp();
const { call } = helpers(t);
let base = '';
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
const clients: Awaited<ReturnType<typeof connectCable>>[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

type TList = { data: { meta: { all_count: number }; payload: { id: number }[] } };
const ids = (l: TList) => l.data.payload.map((c) => c.id).sort((a, b) => a - b);

const team = async (admin: TMember, name: string) => {
  const res = await call<{ id: number }>(admin, 'POST', '/teams', { name });
  expect(res.status).toBe(200);
  return res.body.id;
};
const assignTeam = async (admin: TMember, displayId: number, teamId: number | null) =>
  expect((await call(admin, 'POST', `/conversations/${displayId}/assignments`, { team_id: teamId })).status).toBe(200);

/** a: inbox A, team X; b: inbox B, team X; c: inbox A, team Y; d: inbox A, no team. */
const setup = async () => {
  const admin = await buildAdmin(t);
  const agent = await buildMember(t, { accountId: admin.accountId });
  const a = await buildConversation(t, admin, { members: [agent], message: 'parcel a' });
  const b = await buildConversation(t, admin, { members: [agent], message: 'parcel b' });
  const more = async (message: string) =>
    (
      await call<{ id: number }>(admin, 'POST', '/conversations', {
        inbox_id: a.inboxId,
        contact_id: a.contactId,
        message: { content: message },
      })
    ).body.id;
  const c = await more('parcel c');
  const d = await more('parcel d');
  const x = await team(admin, `X ${a.inboxId}`);
  const y = await team(admin, `Y ${a.inboxId}`);
  await assignTeam(admin, a.displayId, x);
  await assignTeam(admin, b.displayId, x);
  await assignTeam(admin, c, y);
  const role = await call<{ id: number; team_ids: number[] | null }>(admin, 'POST', '/custom_roles', {
    name: 'Team X desk',
    permissions: ['conversation_manage'],
    team_ids: [x],
  });
  expect(role.status).toBe(200);
  expect(role.body.team_ids).toEqual([x]);
  await call(admin, 'PATCH', `/agents/${agent.user.id}`, { custom_role_id: role.body.id });
  return { admin, agent, a: a.displayId, b: b.displayId, c, d, x, y, inboxA: a.inboxId, roleId: role.body.id };
};

describe('a custom role scoped to teams', () => {
  it('narrows lists, counts, search and detail; with an inbox scope both must match', async () => {
    const { admin, agent, a, b, c, d, inboxA, roleId } = await setup();
    const list = (await call<TList>(agent, 'GET', '/conversations')).body;
    expect(ids(list)).toEqual([a, b]);
    expect(list.data.meta.all_count).toBe(2);
    const meta = await call<{ meta: { all_count: number } }>(agent, 'GET', '/conversations/meta');
    expect(meta.body.meta.all_count).toBe(2);
    expect(ids((await call<TList>(agent, 'GET', '/conversations/search?q=parcel')).body)).toEqual([a, b]);
    expect((await call(agent, 'GET', `/conversations/${a}`)).status).toBe(200);
    for (const outside of [c, d]) {
      expect([401, 404]).toContain((await call(agent, 'GET', `/conversations/${outside}`)).status);
      const acted = await call(agent, 'POST', `/conversations/${outside}/messages`, { content: 'sneaky' });
      expect([401, 404]).toContain(acted.status);
    }
    // Both scopes: inbox A and team X → only a.
    await call(admin, 'PATCH', `/custom_roles/${roleId}`, { inbox_ids: [inboxA] });
    expect(ids((await call<TList>(agent, 'GET', '/conversations')).body)).toEqual([a]);
    // An administrator is never narrowed; clearing both scopes widens the holder again.
    expect(ids((await call<TList>(admin, 'GET', '/conversations')).body)).toEqual([a, b, c, d]);
    await call(admin, 'PATCH', `/custom_roles/${roleId}`, { inbox_ids: null, team_ids: null });
    expect(ids((await call<TList>(agent, 'GET', '/conversations')).body)).toEqual([a, b, c, d]);
  });

  it("refuses another account's team in the scope", async () => {
    const { admin } = await setup();
    const other = await buildAdmin(t);
    const foreign = await team(other, 'Foreign');
    const res = await call<{ attributes: string[] }>(admin, 'POST', '/custom_roles', {
      name: 'Sneaky',
      permissions: ['conversation_manage'],
      team_ids: [foreign],
    });
    expect(res.status).toBe(422);
    expect(res.body.attributes).toEqual(['team_ids']);
  });

  it('narrows an open socket, hears a conversation leave the team, and follows a change of the scope', async () => {
    const { admin, agent, a, c, roleId, y } = await setup();
    const { tab, confirmed, marker, heard } = await listenAsAgent(t.database.db, base, agent);
    clients.push(tab);
    expect(confirmed).toBe(true);
    await call(admin, 'POST', `/conversations/${a}/messages`, { content: 'to a' });
    await call(admin, 'POST', `/conversations/${c}/messages`, { content: 'to c' });
    await marker(1);
    expect(heard()).toEqual(['to a']);
    // a moves to team Y: the holder hears it leave (so the list drops it), then nothing more of it.
    await assignTeam(admin, a, y);
    await marker(2);
    const left = tab.events().filter((e) => e.event !== 'message.created' && e.data.id === a);
    expect(left.length).toBeGreaterThan(0);
    await call(admin, 'POST', `/conversations/${a}/messages`, { content: 'to a in Y' });
    await call(admin, 'PATCH', `/custom_roles/${roleId}`, { team_ids: [y] });
    await call(admin, 'POST', `/conversations/${c}/messages`, { content: 'to c again' });
    await marker(3);
    expect(heard()).toEqual(['to a', 'to c again']);
  });
});

describe('a custom role with report areas', () => {
  it('opens only the reports of its areas, and tells the holder which they are', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const role = await call<{ id: number; report_areas: string[] | null }>(admin, 'POST', '/custom_roles', {
      name: 'CSAT reader',
      permissions: ['report_manage'],
      report_areas: ['sla', 'csat', 'csat'],
    });
    expect(role.status).toBe(200);
    expect(role.body.report_areas).toEqual(['csat', 'sla']);
    await call(admin, 'PATCH', `/agents/${agent.user.id}`, { custom_role_id: role.body.id });
    const range = 'since=1700000000&until=1700086400';
    expect((await call(agent, 'GET', `/csat_survey_responses?${range}`)).status).toBe(200);
    expect((await call(agent, 'GET', `/applied_slas?${range}`)).status).toBe(200);
    const v2 = (path: string) =>
      t.app.inject({ method: 'GET', url: `/api/v2/accounts/${admin.accountId}${path}`, headers: agent.headers });
    const refused = await v2(`/reports/summary?type=account&${range}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    expect((await v2(`/summary_reports/agent?${range}`)).statusCode).toBe(401);
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: agent.headers });
    const mine = profile.json<{ accounts: { id: number; custom_role: { report_areas: string[] } }[] }>();
    expect(mine.accounts.find((x) => x.id === admin.accountId)?.custom_role.report_areas).toEqual(['csat', 'sla']);
    // null: every area again; an unknown area is refused naming the field.
    await call(admin, 'PATCH', `/custom_roles/${role.body.id}`, { report_areas: null });
    expect((await v2(`/reports/summary?type=account&${range}`)).statusCode).toBe(200);
    const bad = await call<{ attributes: string[] }>(admin, 'PATCH', `/custom_roles/${role.body.id}`, {
      report_areas: ['finance'],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.attributes).toEqual(['report_areas.0']);
  });
});

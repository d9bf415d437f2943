import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildCustomRole, buildMember } from '../../test/factories.ts';
import { helpers } from '../conversations/testHelpers.ts';

const t = setupTestApp();
const { call } = helpers(t);
type TAgentRow = { id: number; email: string; role: string; custom_role_id: number | null };

describe('custom_role_id in the agents API', () => {
  it('is taken on invite, single and bulk, and returned on agent rows', async () => {
    const admin = await buildAdmin(t);
    const role = await buildCustomRole(t, admin.accountId, ['contact_manage']);
    const one = await call<TAgentRow>(admin, 'POST', '/agents', {
      name: 'Liam',
      email: 'liam.roles@example.com',
      role: 'agent',
      custom_role_id: role.id,
    });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ role: 'agent', custom_role_id: role.id });
    const bulk = await call(admin, 'POST', '/agents/bulk_create', {
      emails: ['ava.roles@example.com', 'noah.roles@example.com'],
      custom_role_id: role.id,
    });
    expect(bulk.status).toBe(200);
    const rows = (await call<TAgentRow[]>(admin, 'GET', '/agents')).body;
    expect(
      rows
        .filter((r) => r.custom_role_id === role.id)
        .map((r) => r.email)
        .sort(),
    ).toEqual(['ava.roles@example.com', 'liam.roles@example.com', 'noah.roles@example.com']);
    expect(rows.find((r) => r.id === admin.user.id)).toMatchObject({ role: 'administrator', custom_role_id: null });
  });

  it("refuses another account's custom role on invite, bulk invite and edit, inviting nobody", async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const foreign = await buildCustomRole(t, (await buildAdmin(t)).accountId, ['report_manage']);
    const single = await call<{ attributes: string[] }>(admin, 'POST', '/agents', {
      name: 'Mia',
      email: 'mia.roles@example.com',
      custom_role_id: foreign.id,
    });
    expect(single.status).toBe(422);
    expect(single.body.attributes).toEqual(['custom_role_id']);
    const bulk = await call(admin, 'POST', '/agents/bulk_create', {
      emails: ['zoe.roles@example.com'],
      custom_role_id: foreign.id,
    });
    expect(bulk.status).toBe(422);
    expect((await call(admin, 'PATCH', `/agents/${agent.user.id}`, { custom_role_id: foreign.id })).status).toBe(422);
    expect((await call<TAgentRow[]>(admin, 'GET', '/agents')).body).toHaveLength(2);
  });

  it('an edit may clear the role; the member is a plain agent again', async () => {
    const admin = await buildAdmin(t);
    const role = await buildCustomRole(t, admin.accountId, ['contact_manage']);
    const agent = await buildMember(t, { accountId: admin.accountId, customRoleId: role.id });
    expect((await call(agent, 'GET', '/conversations')).status).toBe(401);
    const cleared = await call<TAgentRow>(admin, 'PUT', `/agents/${agent.user.id}`, { custom_role_id: null });
    expect(cleared.body).toMatchObject({ role: 'agent', custom_role_id: null });
    expect((await call(agent, 'GET', '/conversations')).status).toBe(200);
  });
});

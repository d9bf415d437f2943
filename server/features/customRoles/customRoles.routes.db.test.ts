import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildCustomRole, buildMember, REFUSED } from '../../test/factories.ts';
import { helpers } from '../conversations/testHelpers.ts';

const t = setupTestApp();
const { call, events } = helpers(t);
type TRole = { id: number; name: string; description: string | null; permissions: string[]; account_id: number };
type TErr = { message: string; attributes?: string[]; errors?: Record<string, string[]> };

describe('custom roles API', () => {
  it("creates, lists, shows, updates and deletes in Chatwoot's shape", async () => {
    const admin = await buildAdmin(t);
    const created = await call<TRole>(admin, 'POST', '/custom_roles', {
      custom_role: {
        name: 'Support',
        description: 'Front line',
        permissions: ['contact_manage', 'conversation_manage'],
      },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Support',
      description: 'Front line',
      // Stored in the order of Chatwoot's list, each once.
      permissions: ['conversation_manage', 'contact_manage'],
      account_id: admin.accountId,
      inbox_ids: null,
      team_ids: null,
      report_areas: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const id = created.body.id;
    expect((await call<TRole[]>(admin, 'GET', '/custom_roles')).body).toEqual([created.body]);
    expect((await call<TRole>(admin, 'GET', `/custom_roles/${id}`)).body).toEqual(created.body);
    const patched = await call<TRole>(admin, 'PATCH', `/custom_roles/${id}`, { permissions: ['report_manage'] });
    expect(patched.body).toMatchObject({ name: 'Support', description: 'Front line', permissions: ['report_manage'] });
    const put = await call<TRole>(admin, 'PUT', `/custom_roles/${id}`, { name: 'Reporting', description: null });
    expect(put.body).toMatchObject({ name: 'Reporting', description: null, permissions: ['report_manage'] });
    expect((await call(admin, 'DELETE', `/custom_roles/${id}`)).status).toBe(200);
    expect((await call(admin, 'GET', `/custom_roles/${id}`)).status).toBe(404);
    expect((await call<TRole[]>(admin, 'GET', '/custom_roles')).body).toEqual([]);
  });

  it('422 naming the field: blank name, taken name (any case), unknown permission', async () => {
    const admin = await buildAdmin(t);
    const blank = await call<TErr>(admin, 'POST', '/custom_roles', { name: ' ', permissions: [] });
    expect(blank.status).toBe(422);
    expect(JSON.stringify(blank.body)).toContain("can't be blank");
    await call(admin, 'POST', '/custom_roles', { name: 'Support' });
    const taken = await call<TErr>(admin, 'POST', '/custom_roles', { name: 'support' });
    expect(taken.status).toBe(422);
    expect(taken.body.message).toBe('Name has already been taken');
    const bad = await call<TErr>(admin, 'POST', '/custom_roles', { name: 'X', permissions: ['settings_manage'] });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('settings_manage is not a permission');
    // Renaming to its own name is no clash; to another role's is.
    const other = await call<TRole>(admin, 'POST', '/custom_roles', { name: 'Other' });
    expect((await call(admin, 'PATCH', `/custom_roles/${other.body.id}`, { name: 'Other' })).status).toBe(200);
    expect((await call(admin, 'PATCH', `/custom_roles/${other.body.id}`, { name: 'SUPPORT' })).status).toBe(422);
    // The same name in another account is free.
    const elsewhere = await buildAdmin(t);
    expect((await call(elsewhere, 'POST', '/custom_roles', { name: 'Support' })).status).toBe(200);
  });

  it('401 without a token; 404 for another account and its roles; 401 for agents and custom roles', async () => {
    const admin = await buildAdmin(t);
    const role = await buildCustomRole(t, admin.accountId, ['conversation_manage']);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${admin.accountId}/custom_roles` });
    expect(res.statusCode).toBe(401);
    const stranger = await buildAdmin(t);
    const asStranger = { ...stranger, accountId: admin.accountId };
    expect((await call(asStranger, 'GET', '/custom_roles')).status).toBe(404);
    expect((await call(stranger, 'GET', `/custom_roles/${role.id}`)).status).toBe(404);
    expect((await call(stranger, 'PATCH', `/custom_roles/${role.id}`, { name: 'Mine' })).status).toBe(404);
    expect((await call(stranger, 'DELETE', `/custom_roles/${role.id}`)).status).toBe(404);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const holder = await buildMember(t, { accountId: admin.accountId, customRoleId: role.id });
    for (const who of [agent, holder]) {
      const list = await call(who, 'GET', '/custom_roles');
      expect(list.status).toBe(401);
      expect(list.body).toMatchObject(REFUSED);
      expect((await call(who, 'POST', '/custom_roles', { name: 'Escalate' })).status).toBe(401);
      expect((await call(who, 'PATCH', `/custom_roles/${role.id}`, { permissions: [] })).status).toBe(401);
      expect((await call(who, 'DELETE', `/custom_roles/${role.id}`)).status).toBe(401);
    }
    expect((await call<TRole>(admin, 'GET', `/custom_roles/${role.id}`)).body.permissions).toEqual([
      'conversation_manage',
    ]);
  });

  it('deleting a role makes its holders plain agents and tells their sockets', async () => {
    const admin = await buildAdmin(t);
    const role = await buildCustomRole(t, admin.accountId, ['contact_manage']);
    const holder = await buildMember(t, { accountId: admin.accountId, customRoleId: role.id });
    expect((await call(holder, 'GET', '/conversations')).status).toBe(401);
    expect((await call(admin, 'DELETE', `/custom_roles/${role.id}`)).status).toBe(200);
    const agents = await call<{ id: number; role: string; custom_role_id: number | null }[]>(admin, 'GET', '/agents');
    expect(agents.body.find((a) => a.id === holder.user.id)).toMatchObject({ role: 'agent', custom_role_id: null });
    expect((await call(holder, 'GET', '/conversations')).status).toBe(200);
    expect((await events(admin.accountId, 'access.changed')).map((e) => e.data)).toEqual([
      expect.objectContaining({ user_ids: [holder.user.id] }),
    ]);
  });

  it("a change of permissions tells the holders' sockets; a rename does not", async () => {
    const admin = await buildAdmin(t);
    const role = await buildCustomRole(t, admin.accountId, ['contact_manage']);
    const holder = await buildMember(t, { accountId: admin.accountId, customRoleId: role.id });
    await call(admin, 'PATCH', `/custom_roles/${role.id}`, { name: 'Renamed' });
    expect(await events(admin.accountId, 'access.changed')).toEqual([]);
    await call(admin, 'PATCH', `/custom_roles/${role.id}`, { permissions: ['contact_manage', 'report_manage'] });
    expect((await events(admin.accountId, 'access.changed')).map((e) => e.data)).toEqual([
      expect.objectContaining({ user_ids: [holder.user.id] }),
    ]);
    expect((await call(holder, 'GET', '/reports/summary?type=account')).status).not.toBe(401);
    // Their open tabs re-read the profile (our SPA) or reload (Chatwoot's clients): only theirs.
    const told = await events(admin.accountId, 'page:reload');
    expect(told.map((e) => [e.data.reason, e.audience])).toEqual([
      ['access_changed', { kind: 'user', userId: holder.user.id }],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildCustomRole, buildMember } from '../../test/factories.ts';

const t = setupTestApp();
const url = (accountId: number, rest = '') => `/api/v1/accounts/${accountId}/agents${rest}`;

describe('agents', () => {
  it('lists members with name, email, role, availability and confirmed state', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const res = await t.app.inject({ method: 'GET', url: url(admin.accountId), headers: agent.headers });
    expect(res.statusCode).toBe(200);
    const list =
      res.json<{ id: number; role: string; confirmed: boolean; availability_status: string; email: string }[]>();
    expect(list.map((a) => a.id).sort()).toEqual([admin.user.id, agent.user.id].sort());
    expect(list.find((a) => a.id === admin.user.id)).toMatchObject({
      role: 'administrator',
      confirmed: true,
      availability_status: 'online',
    });
  });

  it('invites a new agent who sets a password from the mailed link and becomes confirmed', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId),
      headers: admin.headers,
      payload: { name: 'New Agent', email: 'New.Agent@Example.test', role: 'agent' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'new.agent@example.test', role: 'agent', confirmed: false });
    const link = t.mails.findLast((m) => m.to === 'new.agent@example.test')?.link ?? '';
    const token = new URL(link).searchParams.get('reset_password_token');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      payload: { reset_password_token: token, password: 'agent-secret', password_confirmation: 'agent-secret' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json<{ data: { confirmed: boolean; accounts: { id: number }[] } }>().data).toMatchObject({
      confirmed: true,
      accounts: [expect.objectContaining({ id: admin.accountId, role: 'agent' })],
    });
  });

  it('adds an existing user of another account without a new password', async () => {
    const admin = await buildAdmin(t);
    const elsewhere = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId),
      headers: admin.headers,
      payload: { name: 'ignored', email: elsewhere.user.email, role: 'administrator' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: elsewhere.user.id, role: 'administrator', confirmed: true });
    const again = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId),
      headers: admin.headers,
      payload: { name: 'x', email: elsewhere.user.email },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json<{ attributes: string[] }>().attributes).toEqual(['email']);
  });

  it('bulk-creates agents from a list of emails, skipping members', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId, '/bulk_create'),
      headers: admin.headers,
      payload: { emails: ['a1@example.test', 'a2@example.test', admin.user.email, 'A1@example.test'] },
    });
    expect(res.statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: url(admin.accountId), headers: admin.headers })).json<
      { email: string }[]
    >();
    expect(list.map((a) => a.email).sort()).toEqual(['a1@example.test', 'a2@example.test', admin.user.email].sort());
    const bad = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId, '/bulk_create'),
      headers: admin.headers,
      payload: { emails: ['nope'] },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('changes role and availability, and keeps at least one administrator', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const res = await t.app.inject({
      method: 'PATCH',
      url: url(admin.accountId, `/${agent.user.id}`),
      headers: admin.headers,
      payload: { role: 'administrator', availability: 'busy' },
    });
    expect(res.json()).toMatchObject({ role: 'administrator', availability_status: 'busy' });
    // Now two admins: one may step down, the last may not.
    const down = await t.app.inject({
      method: 'PATCH',
      url: url(admin.accountId, `/${admin.user.id}`),
      headers: admin.headers,
      payload: { role: 'agent' },
    });
    expect(down.statusCode).toBe(200);
    const last = await t.app.inject({
      method: 'PATCH',
      url: url(admin.accountId, `/${agent.user.id}`),
      headers: agent.headers,
      payload: { role: 'agent' },
    });
    expect(last.statusCode).toBe(422);
    expect(last.json<{ attributes: string[] }>().attributes).toEqual(['role']);
  });

  it('assigns a custom role of the same account only', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const other = await buildAdmin(t);
    const foreignRole = await buildCustomRole(t, other.accountId, ['contact_manage']);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: url(admin.accountId, `/${agent.user.id}`),
      headers: admin.headers,
      payload: { custom_role_id: foreignRole.id },
    });
    expect(bad.statusCode).toBe(422);
    const role = await buildCustomRole(t, admin.accountId, ['contact_manage']);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: url(admin.accountId, `/${agent.user.id}`),
      headers: admin.headers,
      payload: { custom_role_id: role.id },
    });
    expect(ok.json()).toMatchObject({ custom_role_id: role.id });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: agent.headers });
    expect(me.json<{ accounts: { permissions: string[] }[] }>().accounts[0]?.permissions).toEqual([
      'custom_role',
      'contact_manage',
    ]);
  });

  it('removes an agent; the last administrator stays', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(admin.accountId, `/${agent.user.id}`), headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${admin.accountId}`, headers: agent.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(admin.accountId, `/${admin.user.id}`), headers: admin.headers }))
        .statusCode,
    ).toBe(422);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(admin.accountId, '/999999'), headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses agents and custom roles the administrator-only calls', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const role = await buildCustomRole(t, admin.accountId, ['conversation_manage', 'report_manage']);
    const custom = await buildMember(t, { accountId: admin.accountId, customRoleId: role.id });
    for (const who of [agent, custom]) {
      const res = await t.app.inject({
        method: 'POST',
        url: url(admin.accountId),
        headers: who.headers,
        payload: { name: 'x', email: 'x@example.test' },
      });
      expect(res.statusCode).toBe(401);
      const del = await t.app.inject({
        method: 'DELETE',
        url: url(admin.accountId, `/${admin.user.id}`),
        headers: who.headers,
      });
      expect(del.statusCode).toBe(401);
    }
  });

  it('names bad fields', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId),
      headers: admin.headers,
      payload: { email: 'bad', role: 'owner' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ attributes: string[] }>().attributes.sort()).toEqual(['email', 'name', 'role']);
  });
});

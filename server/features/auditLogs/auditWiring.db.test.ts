import { describe, expect, it } from 'vitest';
import { issueSession } from '../auth/auth.service.ts';
import { buildAdmin, buildMember, buildUser } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';

/** The audit rows of the parts built beside the audit log: custom roles, erase/export, the console. */
const t = setupTestApp();

const rows = async (accountId: number) =>
  (
    await t.database.pool.query<{
      action: string;
      auditable_type: string;
      auditable_id: number | null;
      auditable_name: string | null;
      username: string | null;
    }>(
      `SELECT action, auditable_type, auditable_id, auditable_name, username FROM audit_logs
       WHERE account_id = $1 ORDER BY id`,
      [accountId],
    )
  ).rows;

describe('audit rows of custom roles, contact erase and export, and the console', () => {
  it('a custom role created, updated and deleted writes one row each, by the administrator', async () => {
    const admin = await buildAdmin(t);
    const url = `/api/v1/accounts/${admin.accountId}/custom_roles`;
    const created = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { name: 'Billing desk', permissions: ['contact_manage'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ id: number }>();
    await t.app.inject({
      method: 'PATCH',
      url: `${url}/${id}`,
      headers: admin.headers,
      payload: { permissions: ['contact_manage', 'report_manage'] },
    });
    await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: admin.headers });
    const roleRows = (await rows(admin.accountId)).filter((r) => r.auditable_type === 'CustomRole');
    expect(roleRows.map((r) => [r.action, r.auditable_id, r.auditable_name, r.username])).toEqual([
      ['create', id, 'Billing desk', admin.user.name],
      ['update', id, 'Billing desk', admin.user.name],
      ['destroy', id, 'Billing desk', admin.user.name],
    ]);
  });

  it('erasing and exporting a contact are logged without the person’s name', async () => {
    const admin = await buildAdmin(t);
    const contact = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/accounts/${admin.accountId}/contacts`,
        headers: admin.headers,
        payload: { name: 'Nora Private' },
      })
    ).json<{ payload: { contact: { id: number } } }>().payload.contact;
    const base = `/api/v1/accounts/${admin.accountId}/contacts/${contact.id}`;
    expect((await t.app.inject({ method: 'POST', url: `${base}/export`, headers: admin.headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'POST', url: `${base}/erase`, headers: admin.headers })).statusCode).toBe(200);
    const contactRows = (await rows(admin.accountId)).filter((r) => r.auditable_type === 'Contact');
    expect(contactRows.map((r) => [r.action, r.auditable_id])).toEqual(
      expect.arrayContaining([
        ['export', contact.id],
        ['erase', contact.id],
      ]),
    );
    const { rows: leaks } = await t.database.pool.query(
      `SELECT id FROM audit_logs WHERE account_id = $1 AND audited_changes::text || coalesce(auditable_name, '') LIKE '%Nora%'
         AND action IN ('export', 'erase')`,
      [admin.accountId],
    );
    expect(leaks).toEqual([]);
  });

  it('the console’s impersonation and 2FA reset are logged in each account of the user, by the operator', async () => {
    const operator = await buildUser(t, { type: 'SuperAdmin' });
    const headers = await issueSession(t.deps, operator);
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const base = `/api/v1/super_admin/users/${agent.user.id}`;
    expect((await t.app.inject({ method: 'POST', url: `${base}/impersonate`, headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `${base}/reset_mfa`, headers })).statusCode).toBe(200);
    const userRows = (await rows(admin.accountId)).filter((r) => r.auditable_type === 'User');
    expect(userRows.map((r) => [r.action, r.auditable_id, r.username])).toEqual([
      ['impersonate', agent.user.id, operator.name],
      ['mfa_disabled', agent.user.id, operator.name],
    ]);
  });
});

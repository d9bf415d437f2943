import { describe, expect, it } from 'vitest';
import type { TAuditLog, TAuditLogList } from '../../../common/contracts/auditLogs.ts';
import { setupTestApp } from '../../test/harness.ts';
import { PASSWORD, buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { audit } from './index.ts';
import { pruneAuditLogs } from './auditLogs.retention.ts';

const t = setupTestApp();
const base = (accountId: number) => `/api/v1/accounts/${accountId}`;

const call = (m: TMember, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${base(m.accountId)}${path}`,
    headers: { ...m.headers, 'user-agent': 'AuditTest/1.0' },
    remoteAddress: '203.0.113.7',
    ...(payload && { payload }),
  });

const logs = async (m: TMember, query = '') => {
  const res = await call(m, 'GET', `/audit_logs${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<TAuditLogList>();
};

const rowsOf = async (accountId: number) =>
  (
    await t.database.pool.query<{ action: string; auditable_type: string }>(
      'SELECT action, auditable_type FROM audit_logs WHERE account_id = $1 ORDER BY id',
      [accountId],
    )
  ).rows;

describe('audit logs: what is written', () => {
  it('writes one row per label change, with the actor, IP, user agent and Chatwoot-shaped changes', async () => {
    const admin = await buildAdmin(t);
    const created = await call(admin, 'POST', '/labels', { title: 'billing', color: '#ff0000' });
    const id = created.json<{ id: number }>().id;
    await call(admin, 'PATCH', `/labels/${id}`, { color: '#00ff00' });
    await call(admin, 'PATCH', `/labels/${id}`, { color: '#00ff00' }); // no change: no row
    await call(admin, 'DELETE', `/labels/${id}`);
    const page = await logs(admin);
    expect(page.audit_logs.map((l) => l.action)).toEqual(['destroy', 'update', 'create']);
    const update = page.audit_logs[1] as TAuditLog;
    expect(update).toMatchObject({
      auditable_type: 'Label',
      auditable_id: id,
      auditable_name: 'billing',
      user_id: admin.user.id,
      user_type: 'User',
      username: admin.user.name,
      audited_changes: { color: ['#ff0000', '#00ff00'] },
      remote_address: '203.0.113.7',
      user_agent: 'AuditTest/1.0',
      version: 1,
    });
    expect(page.audit_logs[2]?.audited_changes).toMatchObject({ title: 'billing', color: '#ff0000' });
    expect(typeof update.created_at).toBe('number');
  });

  it('writes in the change transaction: a rolled-back change leaves no row', async () => {
    const admin = await buildAdmin(t);
    await expect(
      t.database.db.transaction(async (tx) => {
        await audit(
          tx,
          { accountId: admin.accountId, userId: admin.user.id, name: 'x' },
          'create',
          { type: 'Label', id: 1 },
          null,
          { title: 'a' },
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // A refused change (the last administrator cannot become an agent) writes nothing either.
    const res = await call(admin, 'PATCH', `/agents/${admin.user.id}`, { role: 'agent' });
    expect(res.statusCode).toBe(422);
    expect(await rowsOf(admin.accountId)).toEqual([]);
  });

  it('records an agent invited, their role changed and their removal, named', async () => {
    const admin = await buildAdmin(t);
    const liam = await buildMember(t, { accountId: admin.accountId });
    await call(admin, 'PATCH', `/agents/${liam.user.id}`, { role: 'administrator' });
    await call(admin, 'POST', '/agents', { name: 'Noah', email: `noah-${Date.now()}@example.com`, role: 'agent' });
    await call(admin, 'DELETE', `/agents/${liam.user.id}`);
    const [removed, invited, changed] = (await logs(admin)).audit_logs;
    expect(changed).toMatchObject({
      action: 'update',
      auditable_type: 'AccountUser',
      auditable_name: liam.user.name,
      associated_type: 'User',
      associated_id: liam.user.id,
      audited_changes: { role: ['agent', 'administrator'] },
    });
    expect(invited).toMatchObject({ action: 'create', auditable_type: 'AccountUser', auditable_name: 'Noah' });
    expect(removed).toMatchObject({ action: 'destroy', auditable_type: 'AccountUser', auditable_name: liam.user.name });
  });

  it('records teams, members, canned responses, webhooks (no secret) and account settings', async () => {
    const admin = await buildAdmin(t);
    const team = (await call(admin, 'POST', '/teams', { name: 'Sales' })).json<{ id: number }>();
    await call(admin, 'POST', `/teams/${team.id}/team_members`, { user_ids: [admin.user.id] });
    await call(admin, 'POST', '/canned_responses', { short_code: 'hi', content: 'Hello' });
    const hook = await call(admin, 'POST', '/webhooks', {
      url: 'https://example.com/hook',
      subscriptions: ['message_created'],
    });
    expect(hook.statusCode).toBe(200);
    await call(admin, 'PATCH', '', { name: 'Renamed', audit_logs_retention_days: 90 });
    const rows = (await logs(admin)).audit_logs;
    expect(rows.map((r) => `${r.action} ${r.auditable_type}`)).toEqual([
      'update Account',
      'create Webhook',
      'create CannedResponse',
      'update TeamMember',
      'create Team',
    ]);
    expect(rows[3]?.audited_changes).toEqual({ user_ids: [[], [admin.user.id]] });
    expect(JSON.stringify(rows[1]?.audited_changes)).not.toMatch(/"secret":"[0-9a-f]{16,}/);
    expect(rows[0]?.audited_changes).toMatchObject({ name: [expect.any(String), 'Renamed'] });
  });

  it('records sign-in, failed sign-in and sign-out in each account of the user', async () => {
    const admin = await buildAdmin(t);
    const fail = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: admin.user.email, password: 'wrong-one-1' },
      remoteAddress: '198.51.100.2',
    });
    expect(fail.statusCode).toBe(401);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: admin.user.email, password: PASSWORD },
      remoteAddress: '198.51.100.2',
    });
    expect(ok.statusCode).toBe(200);
    const h = ok.headers;
    await t.app.inject({
      method: 'DELETE',
      url: '/auth/sign_out',
      headers: { 'access-token': String(h['access-token']), client: String(h.client), uid: String(h.uid) },
    });
    const rows = (await logs(admin)).audit_logs;
    expect(rows.map((r) => r.action)).toEqual(['sign_out', 'sign_in', 'sign_in_failed']);
    expect(rows[2]).toMatchObject({ auditable_type: 'User', user_id: admin.user.id, remote_address: '198.51.100.2' });
    expect(JSON.stringify(rows)).not.toContain('wrong-one-1');
  });
});

describe('GET /api/v1/accounts/{id}/audit_logs', () => {
  const seed = async (admin: TMember, n: number) => {
    for (let i = 0; i < n; i++) await call(admin, 'POST', '/labels', { title: `label-${i}`, color: '#ff0000' });
  };

  it('pages by 15 newest first in Chatwoot shape; per_page up to 100', async () => {
    const admin = await buildAdmin(t);
    await seed(admin, 17);
    const first = await logs(admin);
    expect(first).toMatchObject({ total_entries: 17, per_page: 15, current_page: 1 });
    expect(first.audit_logs).toHaveLength(15);
    expect(first.audit_logs[0]?.auditable_name).toBe('label-16');
    const second = await logs(admin, '?page=2');
    expect(second.audit_logs.map((l) => l.auditable_name)).toEqual(['label-1', 'label-0']);
    expect((await logs(admin, '?per_page=100')).audit_logs).toHaveLength(17);
    expect((await call(admin, 'GET', '/audit_logs?per_page=101')).statusCode).toBe(422);
  });

  it('filters by actor, action, type, id, date range and text', async () => {
    const admin = await buildAdmin(t);
    const other = await buildAdmin(t, { accountId: admin.accountId });
    await seed(admin, 2);
    await call(other, 'POST', '/teams', { name: 'Support crew' });
    expect((await logs(admin, `?actor_id=${other.user.id}`)).audit_logs.map((l) => l.auditable_type)).toEqual(['Team']);
    expect((await logs(admin, '?auditable_type=Label')).total_entries).toBe(2);
    expect((await logs(admin, '?action=destroy')).total_entries).toBe(0);
    expect((await logs(admin, '?q=crew')).total_entries).toBe(1);
    expect((await logs(admin, '?q=100%25')).total_entries).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await logs(admin, `?from=${today}&to=${today}`)).total_entries).toBe(3);
    expect((await logs(admin, '?to=2000-01-01')).total_entries).toBe(0);
    const one = (await logs(admin, '?auditable_type=Team')).audit_logs[0];
    expect((await logs(admin, `?auditable_type=Team&auditable_id=${one?.auditable_id}`)).total_entries).toBe(1);
  });

  it('exports the filtered rows as CSV and records the export', async () => {
    const admin = await buildAdmin(t);
    await call(admin, 'POST', '/labels', { title: '=cmd', color: '#ff0000' }).catch(() => null);
    await seed(admin, 2);
    const res = await call(admin, 'GET', '/audit_logs.csv?auditable_type=Label');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit_logs_\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'id,created_at,username,user_id,action,auditable_type,auditable_id,auditable_name,audited_changes,remote_address,user_agent',
    );
    expect(lines).toHaveLength(3);
    const top = (await logs(admin)).audit_logs[0];
    expect(top).toMatchObject({
      action: 'export',
      auditable_type: 'AuditLog',
      audited_changes: { rows: 2, filters: { auditable_type: 'Label' } },
    });
  });

  it('is for administrators: an agent is refused, another account is not found, no token 401', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const stranger = await buildAdmin(t);
    expect([401, 403]).toContain((await call(agent, 'GET', '/audit_logs')).statusCode);
    expect([401, 403]).toContain((await call(agent, 'GET', '/audit_logs.csv')).statusCode);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${base(admin.accountId)}/audit_logs`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${base(admin.accountId)}/audit_logs` })).statusCode).toBe(401);
  });
});

describe('retention', () => {
  it('deletes rows past each account retention in small batches, keeps the rest and other accounts', async () => {
    const a = await buildAdmin(t);
    const b = await buildAdmin(t);
    await call(a, 'PATCH', '', { audit_logs_retention_days: 30 });
    const insertAged = (accountId: number, days: number, n: number) =>
      t.database.pool.query(
        `INSERT INTO audit_logs (account_id, auditable_type, action, created_at)
         SELECT $1, 'Label', 'create', now() - make_interval(days => $2) FROM generate_series(1, $3)`,
        [accountId, days, n],
      );
    await insertAged(a.accountId, 40, 7);
    await insertAged(a.accountId, 10, 2);
    await insertAged(b.accountId, 40, 3); // b keeps the default year
    await insertAged(b.accountId, 400, 4);
    const removed = await pruneAuditLogs(t.deps, new Date(), 3);
    expect(removed).toBeGreaterThanOrEqual(11);
    const count = async (accountId: number) =>
      (
        await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_logs WHERE account_id = $1', [
          accountId,
        ])
      ).rows[0]?.n;
    expect(await count(a.accountId)).toBe(3); // 2 recent + the settings update
    expect(await count(b.accountId)).toBe(3);
  });
});

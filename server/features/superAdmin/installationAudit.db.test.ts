import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAuditLogList } from '../../../common/contracts/auditLogs.ts';
import type { TAuthHeaders } from '../../../common/contracts/auth.ts';
import { pruneAuditLogs } from '../auditLogs/auditLogs.retention.ts';
import { issueSession } from '../auth/auth.service.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildUser } from '../../test/factories.ts';

const t = setupTestApp();
const base = '/api/v1/super_admin';

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: TAuthHeaders, payload?: object) =>
  t.app.inject({ method, url, headers: { ...headers, 'user-agent': 'console-test' }, payload });

const installationLog = async (headers: TAuthHeaders) =>
  (await call('GET', `${base}/audit_logs`, headers)).json<TAuditLogList>();

describe("the installation's own audit log", () => {
  it('records the console acts that belong to no account, with who, where and what changed', async () => {
    const sa = await buildUser(t, { type: 'SuperAdmin', name: 'Opal Operator' });
    const headers = await issueSession(t.deps, sa);
    const admin = await buildAdmin(t);
    const before = (await installationLog(headers)).total_entries;

    await call('PATCH', `${base}/settings`, headers, { installation_name: 'Acme Desk' });
    const bot = (await call('POST', `${base}/agent_bots`, headers, { name: 'Night bot' })).json<{ id: number }>();
    await call('DELETE', `${base}/agent_bots/${bot.id}`, headers);
    const app = (await call('POST', `${base}/platform_apps`, headers, { name: 'Provisioner' })).json<{ id: number }>();
    await call('DELETE', `${base}/platform_apps/${app.id}`, headers);
    // A refused act (no such bot) writes nothing.
    expect((await call('DELETE', `${base}/agent_bots/${bot.id}`, headers)).statusCode).toBe(404);

    const log = await installationLog(headers);
    expect(log.total_entries - before).toBe(5);
    const mine = log.audit_logs.filter((r) => r.user_id === sa.id);
    expect(mine.map((r) => [r.action, r.auditable_type, r.auditable_name])).toEqual([
      ['destroy', 'PlatformApp', 'Provisioner'],
      ['create', 'PlatformApp', 'Provisioner'],
      ['destroy', 'AgentBot', 'Night bot'],
      ['create', 'AgentBot', 'Night bot'],
      ['update', 'InstallationConfig', 'installation'],
    ]);
    expect(mine.every((r) => r.username === 'Opal Operator' && r.user_agent === 'console-test')).toBe(true);
    expect(mine.at(-1)?.audited_changes).toMatchObject({ installation_name: [expect.any(String), 'Acme Desk'] });
    // Tokens are never in the log: the platform app's row holds no access token.
    expect(JSON.stringify(mine)).not.toMatch(/access_token/);

    // None of it is in an account's log, and an account's administrator cannot read the installation's.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/audit_logs`,
      headers: admin.headers,
    });
    expect(own.json<TAuditLogList>().audit_logs.filter((r) => r.user_id === sa.id)).toEqual([]);
    expect((await call('GET', `${base}/audit_logs`, admin.headers)).statusCode).toBe(401);
  });

  it('keeps installation rows for the default retention, then prunes them', async () => {
    const sa = await buildUser(t, { type: 'SuperAdmin' });
    const headers = await issueSession(t.deps, sa);
    await call('PATCH', `${base}/settings`, headers, { installation_name: 'Old name' });
    await call('PATCH', `${base}/settings`, headers, { installation_name: 'New name' });
    await t.deps.db.execute(sql`UPDATE audit_logs SET created_at = now() - interval '400 days'
      WHERE account_id IS NULL AND user_id = ${sa.id} AND audited_changes::text LIKE '%Old name"]%'`);
    await pruneAuditLogs(t.deps);
    const left = (await installationLog(headers)).audit_logs.filter((r) => r.user_id === sa.id);
    expect(left.map((r) => r.audited_changes.installation_name)).toEqual([['Old name', 'New name']]);
  });
});

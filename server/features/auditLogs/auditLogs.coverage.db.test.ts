import { describe, expect, it } from 'vitest';
import type { TAuditLogList } from '../../../common/contracts/auditLogs.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';

const t = setupTestApp();

const call = async (m: TMember, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) => {
  const res = await t.app.inject({
    method,
    url: `/api/v1/accounts/${m.accountId}${path}`,
    headers: m.headers,
    ...(payload && { payload }),
  });
  expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeLessThan(300);
  return res.json<Record<string, unknown>>();
};

/** The audit rows since `after`, oldest first, as "action Type". */
const since = async (m: TMember, after: number) =>
  ((await call(m, 'GET', '/audit_logs?per_page=100')) as unknown as TAuditLogList).audit_logs
    .filter((l) => l.id > after)
    .reverse()
    .map((l) => `${l.action} ${l.auditable_type}`);

const lastId = async (m: TMember) =>
  ((await call(m, 'GET', '/audit_logs')) as unknown as TAuditLogList).audit_logs[0]?.id ?? 0;

describe('each instrumented service writes one row per change', () => {
  it('macros, automation rules, custom attributes, SLA policies, agent bots and portals', async () => {
    const admin = await buildAdmin(t);
    const macro = (
      await call(admin, 'POST', '/macros', {
        name: 'Spam',
        visibility: 'global',
        actions: [{ action_name: 'change_status', action_params: ['resolved'] }],
      })
    ).payload as { id: number };
    await call(admin, 'PATCH', `/macros/${macro.id}`, { name: 'Spam!' });
    await call(admin, 'DELETE', `/macros/${macro.id}`);
    const rule = (
      await call(admin, 'POST', '/automation_rules', {
        name: 'VIP',
        event_name: 'conversation_created',
        conditions: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'], query_operator: null }],
        actions: [{ action_name: 'add_label', action_params: ['vip'] }],
      })
    ).payload as { id: number };
    await call(admin, 'PATCH', `/automation_rules/${rule.id}`, { name: 'VIP 2' });
    await call(admin, 'DELETE', `/automation_rules/${rule.id}`);
    const attr = (await call(admin, 'POST', '/custom_attribute_definitions', {
      attribute_display_name: 'Plan',
      attribute_key: 'plan',
      attribute_display_type: 0,
      attribute_model: 1,
    })) as { id: number };
    await call(admin, 'PATCH', `/custom_attribute_definitions/${attr.id}`, { attribute_display_name: 'Tier' });
    await call(admin, 'DELETE', `/custom_attribute_definitions/${attr.id}`);
    const sla = (
      await call(admin, 'POST', '/sla_policies', { sla_policy: { name: 'Gold', first_response_time_threshold: 900 } })
    ).payload as { id: number };
    await call(admin, 'PATCH', `/sla_policies/${sla.id}`, { sla_policy: { name: 'Platinum' } });
    await call(admin, 'DELETE', `/sla_policies/${sla.id}`);
    const bot = (await call(admin, 'POST', '/agent_bots', { name: 'Helper' })) as { id: number };
    await call(admin, 'POST', `/agent_bots/${bot.id}/reset_access_token`);
    await call(admin, 'DELETE', `/agent_bots/${bot.id}`);
    await call(admin, 'POST', '/portals', { portal: { name: 'Docs', slug: `docs-${admin.accountId}` } });
    await call(admin, 'PATCH', `/portals/docs-${admin.accountId}`, { portal: { name: 'Docs 2' } });
    await call(admin, 'DELETE', `/portals/docs-${admin.accountId}`);
    const kinds = ['Macro', 'AutomationRule', 'CustomAttributeDefinition', 'SlaPolicy'].flatMap((k) => [
      `create ${k}`,
      `update ${k}`,
      `destroy ${k}`,
    ]);
    expect(await since(admin, 0)).toEqual([
      ...kinds,
      'create AgentBot',
      'token_reset AgentBot',
      'destroy AgentBot',
      'create Portal',
      'update Portal',
      'destroy Portal',
    ]);
    const rows = ((await call(admin, 'GET', '/audit_logs?auditable_type=AgentBot')) as unknown as TAuditLogList)
      .audit_logs;
    expect(JSON.stringify(rows)).not.toMatch(/"(access_token|secret)":"[^[]/);
  });

  it('inboxes and inbox members, contacts deleted and merged, the contacts export and a report download', async () => {
    const admin = await buildAdmin(t);
    const inbox = (await call(admin, 'POST', '/inboxes', { name: 'Site', channel: { type: 'api' } })) as { id: number };
    await call(admin, 'PATCH', `/inboxes/${inbox.id}`, { name: 'Site 2' });
    await call(admin, 'POST', '/inbox_members', { inbox_id: inbox.id, user_ids: [admin.user.id] });
    const a = (
      (await call(admin, 'POST', '/contacts', { name: 'Ann', email: `ann-${admin.accountId}@example.com` }))
        .payload as { contact: { id: number } }
    ).contact;
    const b = ((await call(admin, 'POST', '/contacts', { name: 'Bea' })).payload as { contact: { id: number } })
      .contact;
    const c = ((await call(admin, 'POST', '/contacts', { name: 'Cy' })).payload as { contact: { id: number } }).contact;
    await call(admin, 'POST', '/actions/contact_merge', { base_contact_id: a.id, mergee_contact_id: b.id });
    await call(admin, 'DELETE', `/contacts/${c.id}`);
    await call(admin, 'POST', '/contacts/export', {});
    const now = Math.floor(Date.now() / 1000);
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/v2/accounts/${admin.accountId}/reports/agents?since=${now - 86400}&until=${now}`,
      headers: admin.headers,
    });
    expect(report.statusCode).toBe(200);
    await call(admin, 'DELETE', `/inboxes/${inbox.id}`);
    expect(await since(admin, 0)).toEqual([
      'create Inbox',
      'update Inbox',
      'update InboxMember',
      'merge Contact',
      'destroy Contact',
      'export Contact',
      'export Report',
      'destroy Inbox',
    ]);
    expect(await lastId(admin)).toBeGreaterThan(0);
  });
});

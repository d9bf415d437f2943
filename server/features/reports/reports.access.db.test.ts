import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildCustomRole, buildMember, REFUSED } from '../../test/factories.ts';
import { buildReportAccount } from '../../test/reportFactories.ts';
import { MON_THU, reportCall } from './reportTestHelpers.ts';

const t = setupTestApp();
const get = reportCall(t);

const PATHS = [
  ['reports', { metric: 'conversations_count', ...MON_THU }],
  ['reports/summary', MON_THU],
  ['reports/bot_summary', MON_THU],
  ['reports/bot_metrics', MON_THU],
  ['reports/conversations', {}],
  ['reports/conversations/', { type: 'agent' }],
  ['reports/conversation_traffic', MON_THU],
  ['reports/agents', MON_THU],
  ['reports/inboxes', MON_THU],
  ['reports/labels', MON_THU],
  ['reports/teams', MON_THU],
  ['summary_reports/agent', MON_THU],
  ['summary_reports/inbox', MON_THU],
  ['summary_reports/team', MON_THU],
  ['summary_reports/label', MON_THU],
  ['reports/drilldown', { metric: 'conversations_count', ...MON_THU }],
] as const;

describe('reports: who may read them', () => {
  it('administrators and report_manage roles read every report; agents, other roles, strangers, bots and no token do not', async () => {
    const r = await buildReportAccount(t);
    const reporter = await buildMember(t, {
      accountId: r.accountId,
      customRoleId: (await buildCustomRole(t, r.accountId, ['report_manage'])).id,
    });
    const other = await buildMember(t, {
      accountId: r.accountId,
      customRoleId: (await buildCustomRole(t, r.accountId, ['conversation_manage'])).id,
    });
    const agent = await buildMember(t, { accountId: r.accountId });
    const stranger = await buildAdmin(t);
    const botRes = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${r.accountId}/agent_bots`,
      headers: r.admin.headers,
      payload: { name: 'Reader bot' },
    });
    const bot = botRes.json<{ access_token: string }>();
    for (const [path, query] of PATHS) {
      expect((await get(r.admin, path, query)).status, path).toBe(200);
      expect((await get(reporter, path, query)).status, path).toBe(200);
      const refused = await get(agent, path, query);
      expect([refused.status, refused.body], path).toEqual([401, expect.objectContaining(REFUSED)]);
      expect((await get(other, path, query)).status, path).toBe(401);
      expect((await get({ ...stranger, accountId: r.accountId }, path, query)).status, path).toBe(404);
      expect(
        (await get({ accountId: r.accountId, headers: { api_access_token: bot.access_token } as never }, path, query))
          .status,
        path,
      ).toBe(401);
      expect((await get({ accountId: r.accountId, headers: {} as never }, path, query)).status, path).toBe(401);
    }
  });

  it('limits each user to 100 report requests a minute across the endpoints (429), others unaffected', async () => {
    const r = await buildReportAccount(t);
    const busy = await buildAdmin(t, { accountId: r.accountId });
    for (let i = 0; i < 100; i++) {
      const path = i % 2 ? 'reports/conversations' : 'reports/summary';
      expect((await get(busy, path, MON_THU)).status).toBe(200);
    }
    const limited = await get<{ code: string }>(busy, 'summary_reports/agent', MON_THU);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect((await get(r.admin, 'summary_reports/agent', MON_THU)).status).toBe(200);
  });
});

describe('reports: bad input is a 422 naming the field', () => {
  it('refuses reversed ranges, unknown metrics and types, foreign ids, missing ids and long hourly ranges', async () => {
    const r = await buildReportAccount(t);
    const other = await buildReportAccount(t);
    const metric = 'conversations_count';
    const cases: [string, Record<string, unknown>, string][] = [
      ['reports', { metric, since: MON_THU.until, until: MON_THU.since }, 'since'],
      ['reports', { metric: 'happiness', ...MON_THU }, 'metric'],
      ['reports', { metric, ...MON_THU, type: 'planet', id: 1 }, 'type'],
      ['reports', { metric, ...MON_THU, type: 'inbox', id: other.inboxes.web }, 'id'],
      ['reports', { metric, ...MON_THU, type: 'agent', id: other.agents.alice }, 'id'],
      ['reports', { metric, ...MON_THU, type: 'label', id: other.labels.vip }, 'id'],
      ['reports', { metric, ...MON_THU, type: 'team' }, 'id'],
      ['reports', { metric, since: MON_THU.since, until: MON_THU.since + 32 * 86_400, group_by: 'hour' }, 'group_by'],
      ['reports', { metric, ...MON_THU, group_by: 'fortnight' }, 'group_by'],
      ['reports', { metric, since: 'yesterday', until: MON_THU.until }, 'since'],
      ['reports', { metric, ...MON_THU, timezone_offset: 20 }, 'timezone_offset'],
      ['reports/summary', { until: MON_THU.until }, 'since'],
      ['reports/summary', { ...MON_THU, type: 'team', id: other.teamId }, 'id'],
      ['reports/bot_metrics', { ...MON_THU, type: 'agent', id: r.agents.bob }, 'type'],
      ['reports/conversations', { type: 'team' }, 'type'],
      ['reports/conversation_traffic', { since: MON_THU.since, until: MON_THU.since + 40 * 86_400 }, 'until'],
      ['reports/agents', { since: MON_THU.until, until: MON_THU.since }, 'since'],
      ['summary_reports/inbox', { since: MON_THU.since }, 'until'],
      ['reports/drilldown', { metric, ...MON_THU, page: 0 }, 'page'],
    ];
    for (const [path, query, field] of cases) {
      const res = await get<{ errors?: unknown; message?: string }>(r.admin, path, query);
      expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(422);
      expect(JSON.stringify(res.body), `${path} ${field}`).toContain(field);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildMember, type TMember } from '../../test/factories.ts';
import { buildReportAccount } from '../../test/reportFactories.ts';
import { MON_THU, reportCall } from './reportTestHelpers.ts';

const t = setupTestApp();
const get = reportCall(t);

describe('live_reports (Chatwoot v2)', () => {
  it('counts the conversations by state, filtered by assignee, and grouped by assignee or team', async () => {
    const r = await buildReportAccount(t);
    const all = await get(r.admin, 'live_reports/conversation_metrics');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ open: 2, unattended: 1, unassigned: 0, pending: 1 });
    expect((all.body as { resolved: number }).resolved).toBeGreaterThan(0);
    const bob = await get(r.admin, `live_reports/conversation_metrics?user_ids[]=${r.agents.bob}&user_ids[]=`);
    expect(bob.body).toMatchObject({ open: 1, unattended: 1, unassigned: 0 });
    const byAssignee = await get(r.admin, 'live_reports/grouped_conversation_metrics', { group_by: 'assignee_id' });
    expect(byAssignee.status).toBe(200);
    expect(byAssignee.body).toEqual([
      { assignee_id: r.agents.alice, open: 1, unattended: 0, unassigned: 0 },
      { assignee_id: r.agents.bob, open: 1, unattended: 1, unassigned: 0 },
    ]);
    const byTeam = await get<{ team_id: number | null; open: number }[]>(
      r.admin,
      'live_reports/grouped_conversation_metrics',
      { group_by: 'team_id' },
    );
    expect(byTeam.body.reduce((n, row) => n + row.open, 0)).toBe(2);
    // A created-at range that holds none of them counts nothing.
    const before = await get(r.admin, 'live_reports/conversation_metrics', {
      since: 0,
      until: MON_THU.since - 86_400 * 400,
    });
    expect(before.body).toEqual({ open: 0, unattended: 0, unassigned: 0, pending: 0, resolved: 0 });
  });

  it("refuses an unknown group_by with Chatwoot's 422, and bad ids", async () => {
    const r = await buildReportAccount(t);
    const bad = await get<{ error: string }>(r.admin, 'live_reports/grouped_conversation_metrics', {
      group_by: 'inbox_id',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe('invalid group_by');
    expect((await get(r.admin, 'live_reports/conversation_metrics', { 'team_ids[]': 'x' })).status).toBe(422);
  });

  it('is for administrators of the account only (another account: 404, as every account route)', async () => {
    const r = await buildReportAccount(t);
    const other = await buildReportAccount(t);
    const agent = await buildMember(t, { accountId: r.admin.accountId });
    expect((await get(agent, 'live_reports/conversation_metrics')).status).toBe(401);
    expect(
      (await get({ accountId: r.admin.accountId, headers: other.admin.headers }, 'live_reports/conversation_metrics'))
        .status,
    ).toBe(404);
    expect(
      (
        await get(
          { accountId: r.admin.accountId, headers: {} as TMember['headers'] },
          'live_reports/conversation_metrics',
        )
      ).status,
    ).toBe(401);
  });
});

describe('report files with the .csv suffix', () => {
  it('answers reports/agents.csv and conversation_traffic.csv as the plain paths do', async () => {
    const r = await buildReportAccount(t);
    for (const path of ['agents', 'inboxes', 'labels', 'teams', 'conversation_traffic']) {
      const plain = await get<string>(r.admin, `reports/${path}`, MON_THU);
      const suffixed = await get<string>(r.admin, `reports/${path}.csv`, MON_THU);
      expect(suffixed.status).toBe(200);
      expect(suffixed.headers['content-type']).toContain('text/csv');
      expect(suffixed.body).toBe(plain.body);
    }
    const agent = await buildMember(t, { accountId: r.admin.accountId });
    expect((await get(agent, 'reports/agents.csv', MON_THU)).status).toBe(401);
  });
});

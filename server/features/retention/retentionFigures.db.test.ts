import { describe, expect, it } from 'vitest';
import { REPORT_METRICS } from '../../../common/contracts/reports.ts';
import type { TRetentionPolicy } from '../../../common/contracts/retention.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildReportAccount } from '../../test/reportFactories.ts';
import { MON_THU, reportCall } from '../reports/reportTestHelpers.ts';
import { runPolicy } from './retention.service.ts';

/** Docs/PRIVACY.md "Retention": deleting old conversations leaves the figures of their period as they were. */
const t = setupTestApp();
const get = reportCall(t);
const q = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);
const countOf = async (text: string, values: unknown[]) =>
  Number((await t.database.pool.query<{ n: string }>(text, values)).rows[0]?.n);

const POLICY: TRetentionPolicy = {
  conversations_days: 30,
  attachments_days: null,
  delete_orphan_contacts: true,
  audit_logs_days: 365,
  inbox_overrides: [],
};

describe('retention keeps the reports', () => {
  it('every figure of a deleted period is unchanged, by agent, inbox, team and label too; nothing personal is kept', async () => {
    const r = await buildReportAccount(t);
    const scopes = [
      {},
      { type: 'agent', id: r.agents.alice },
      { type: 'agent', id: r.agents.bob },
      { type: 'inbox', id: r.inboxes.web },
      { type: 'inbox', id: r.inboxes.email },
      { type: 'team', id: r.teamId },
      { type: 'label', id: r.labels.vip },
      { type: 'label', id: r.labels.billing },
    ];
    const figures = async () => {
      // 84 report calls: more than a minute's allowance (REPORT_RATE), which is not what this test is about.
      await q('DELETE FROM rate_limits WHERE key = $1', [`reports:${r.admin.user.id}`]);
      const out: Record<string, unknown> = {};
      for (const scope of scopes) {
        for (const metric of REPORT_METRICS)
          out[`${metric} ${JSON.stringify(scope)}`] = (
            await get(r.admin, 'reports', { ...MON_THU, metric, ...scope })
          ).body;
        out[`summary ${JSON.stringify(scope)}`] = (
          await get(r.admin, 'reports/summary', { ...MON_THU, ...scope })
        ).body;
      }
      for (const kind of ['agent', 'inbox', 'team', 'label'])
        out[`summary_reports/${kind}`] = (await get(r.admin, `summary_reports/${kind}`, MON_THU)).body;
      return out;
    };
    const before = await figures();
    expect(before['conversations_count {}']).toEqual(expect.arrayContaining([expect.objectContaining({ value: 2 })]));

    // Every conversation of the account is resolved and quiet for 100 days: the policy deletes them all.
    await q(
      `UPDATE conversations SET status = 1, last_activity_at = now() - interval '100 days' WHERE account_id = $1`,
      [r.admin.accountId],
    );
    const run = await runPolicy(t.deps, r.admin.accountId, POLICY, new Date(), 3);
    expect(run.conversations).toBeGreaterThan(0);
    const left = (table: string) =>
      countOf(`SELECT count(*) AS n FROM ${table} WHERE account_id = $1`, [r.admin.accountId]);
    expect(await left('conversations')).toBe(0);
    expect(await left('messages')).toBe(0);
    expect(await left('archived_conversations')).toBe(run.conversations);

    expect(await figures()).toEqual(before);

    // What stays is counts' material only: no contact, content, address or attribute column.
    const { rows } = await q(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_name IN ('archived_conversations', 'archived_messages') ORDER BY 1, 2`,
    );
    const columns = rows.map((c: { table_name: string; column_name: string }) => `${c.table_name}.${c.column_name}`);
    expect(columns).toEqual([
      'archived_conversations.account_id',
      'archived_conversations.assignee_id',
      'archived_conversations.created_at',
      'archived_conversations.id',
      'archived_conversations.inbox_id',
      'archived_conversations.labels',
      'archived_conversations.team_id',
      'archived_messages.account_id',
      'archived_messages.conversation_id',
      'archived_messages.created_at',
      'archived_messages.id',
      'archived_messages.inbox_id',
      'archived_messages.message_type',
      'archived_messages.private',
      'archived_messages.sender_id',
      'archived_messages.sender_type',
    ]);
  });

  it('an inbox deleted afterwards takes its archived rows and reporting events with it', async () => {
    const r = await buildReportAccount(t);
    await q(
      `UPDATE conversations SET status = 1, last_activity_at = now() - interval '100 days' WHERE account_id = $1`,
      [r.admin.accountId],
    );
    await runPolicy(t.deps, r.admin.accountId, POLICY);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/accounts/${r.admin.accountId}/inboxes/${r.inboxes.web}`,
      headers: r.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    await drainJobs(t.deps, { names: ['inboxes.delete'] });
    const count = (table: string) => countOf(`SELECT count(*) AS n FROM ${table} WHERE inbox_id = $1`, [r.inboxes.web]);
    expect(await count('archived_conversations')).toBe(0);
    expect(await count('archived_messages')).toBe(0);
    expect(await count('reporting_events')).toBe(0);
  });
});

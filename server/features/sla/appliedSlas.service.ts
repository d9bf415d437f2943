import {
  APPLIED_SLAS_PER_PAGE,
  SLA_EVENT_TYPES,
  SLA_STATUSES,
  type TAppliedSlaList,
  type TAppliedSlaMetrics,
  type TAppliedSlasQuery,
} from '../../../common/contracts/sla.ts';
import type { TDeps } from '../../deps.ts';
import type { TMembership } from '../auth/index.ts';
import { presentAppliedSla, presentSlaEvent } from '../conversationCore/index.ts';
import { toCsv } from '../../lib/csv.ts';
import {
  appliedSlaTotals,
  listAppliedSlaReport,
  listSlaEventsOf,
  type TAppliedSlaFilter,
  type TSlaEventRow,
} from './sla.repo.ts';

const filterOf = (m: TMembership, q: TAppliedSlasQuery): TAppliedSlaFilter => ({
  accountId: m.accountId,
  ...(q.since !== undefined && { since: new Date(q.since * 1000) }),
  ...(q.until !== undefined && { until: new Date(q.until * 1000) }),
  ...(q.assigned_agent_id && { assigneeId: q.assigned_agent_id }),
  ...(q.inbox_id && { inboxId: q.inbox_id }),
  ...(q.team_id && { teamId: q.team_id }),
  ...(q.sla_policy_id && { policyId: q.sla_policy_id }),
  labels: q.label_list,
});

type TReportRow = Awaited<ReturnType<typeof listAppliedSlaReport>>[number];

const eventsBy = (events: TSlaEventRow[]) => {
  const by = new Map<number, TSlaEventRow[]>();
  for (const e of events) by.set(e.appliedSlaId, [...(by.get(e.appliedSlaId) ?? []), e]);
  return by;
};

const withEvents = async (deps: TDeps, rows: TReportRow[]) =>
  eventsBy(
    await listSlaEventsOf(
      deps.db,
      rows.map((r) => r.applied.id),
    ),
  );

/** GET applied_slas: the filtered applied SLAs, newest first, 25 a page (Chatwoot's shape). */
export const list = async (deps: TDeps, m: TMembership, q: TAppliedSlasQuery): Promise<TAppliedSlaList> => {
  const f = filterOf(m, q);
  const [rows, totals] = await Promise.all([
    listAppliedSlaReport(deps.db, f, { limit: APPLIED_SLAS_PER_PAGE, offset: (q.page - 1) * APPLIED_SLAS_PER_PAGE }),
    appliedSlaTotals(deps.db, f),
  ]);
  const events = await withEvents(deps, rows);
  return {
    payload: rows.map((r) => ({
      applied_sla: presentAppliedSla(r.applied, r.policy),
      conversation: {
        id: r.conversation.displayId,
        contact: { name: r.contactName },
        labels: r.conversation.labels,
        assignee:
          r.conversation.assigneeId && r.assigneeName ? { id: r.conversation.assigneeId, name: r.assigneeName } : null,
        inbox_id: r.conversation.inboxId,
      },
      sla_events: (events.get(r.applied.id) ?? []).map(presentSlaEvent),
    })),
    meta: { count: totals.total, current_page: q.page },
  };
};

/** GET applied_slas/metrics: hit_rate is the share of applied SLAs with no miss, in percent. */
export const metrics = async (deps: TDeps, m: TMembership, q: TAppliedSlasQuery): Promise<TAppliedSlaMetrics> => {
  const { total, missed } = await appliedSlaTotals(deps.db, filterOf(m, q));
  return {
    total_applied_slas: total,
    number_of_sla_misses: missed,
    hit_rate: total ? Math.round(((total - missed) / total) * 10000) / 100 : 0,
  };
};

/** GET applied_slas/download: every filtered applied SLA as CSV (at most 50 000 rows). */
export const download = async (deps: TDeps, m: TMembership, q: TAppliedSlasQuery, dashboardUrl: string) => {
  const rows = await listAppliedSlaReport(deps.db, filterOf(m, q));
  const events = await withEvents(deps, rows);
  const head = [
    'Conversation ID',
    'SLA Policy',
    'Status',
    'Missed targets',
    'Assignee',
    'Labels',
    'Conversation Link',
    'Applied at',
  ];
  const body = rows.map((r) => [
    r.conversation.displayId,
    r.policy.name,
    SLA_STATUSES[r.applied.slaStatus] ?? 'active',
    [...new Set((events.get(r.applied.id) ?? []).map((e) => SLA_EVENT_TYPES[e.eventType]))].join(' '),
    r.assigneeName,
    r.conversation.labels.join(', '),
    `${dashboardUrl}/app/accounts/${m.accountId}/conversations/${r.conversation.displayId}`,
    r.applied.createdAt.toISOString(),
  ]);
  return toCsv(head, body);
};

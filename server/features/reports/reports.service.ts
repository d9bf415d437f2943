import {
  TIME_METRICS,
  type TBotMetrics,
  type TBotSummary,
  type TReportDrilldown,
  type TReportDrilldownQuery,
  type TReportMetric,
  type TReportPoint,
  type TReportRangeQuery,
  type TReportScope,
  type TReportSeriesQuery,
  type TReportSummary,
  type TSummaryReportKind,
  type TSummaryReportRows,
} from '../../../common/contracts/reports.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { presentDrilldownRow, round2 } from './reports.presenter.ts';
import { findScopeFilter, listReportEntities } from './reportLists.repo.ts';
import { checkBucketCount, bucketStarts, offsetSeconds, previousRange, rangeOf, type TRange } from './reportRange.ts';
import {
  findBotActivity,
  findPeriodTotals,
  listDrilldown,
  listEntityTotals,
  listSeriesBuckets,
} from './reports.repo.ts';
import type { TReportScopeFilter, TReportSource, TSourceSpec } from './reportSources.repo.ts';
import { errorText } from '../../lib/serverText.ts';

/** What each metric counts or averages (docs/API.md "Reports v2" states the definitions). */
const METRIC_SOURCE: Record<TReportMetric, TReportSource> = {
  conversations_count: 'conversations',
  incoming_messages_count: 'incoming_messages',
  outgoing_messages_count: 'outgoing_messages',
  avg_first_response_time: 'first_response',
  avg_resolution_time: 'conversation_resolved',
  resolutions_count: 'conversation_resolved',
  reply_time: 'reply_time',
  bot_resolutions_count: 'conversation_bot_resolved',
  bot_handoffs_count: 'conversation_bot_handoff',
};
const isTimeMetric = (m: TReportMetric) => TIME_METRICS.includes(m);

export const DRILLDOWN_PAGE_SIZE = 25;

/** The scope `type`/`id` names; 422 when the id is missing or not this account's. */
export const scopeOf = async (deps: TDeps, accountId: number, q: Pick<TReportScope, 'type' | 'id'>) => {
  if (q.type === 'account') return { kind: 'account' } satisfies TReportScopeFilter;
  if (q.id === undefined) throw AppError.invalid('id', errorText('blankForType', { type: q.type }));
  const scope = await findScopeFilter(deps.db, accountId, q.type, q.id);
  if (!scope) throw AppError.invalid('id', errorText('notTypeOfAccount', { type: q.type }));
  return scope;
};

const specOf = async (deps: TDeps, m: TMembership, q: TReportScope, source: TReportSource): Promise<TSourceSpec> => ({
  accountId: m.accountId,
  source,
  scope: await scopeOf(deps, m.accountId, q),
  businessHours: q.business_hours,
});

export const series = async (deps: TDeps, m: TMembership, q: TReportSeriesQuery): Promise<TReportPoint[]> => {
  const range = rangeOf(q.since, q.until);
  checkBucketCount(range, q.group_by);
  const offset = offsetSeconds(q.timezone_offset);
  const spec = await specOf(deps, m, q, METRIC_SOURCE[q.metric]);
  const rows = await listSeriesBuckets(deps.db, spec, range, q.group_by, offset);
  const byStart = new Map(rows.map((r) => [r.bucket, r]));
  const time = isTimeMetric(q.metric);
  return bucketStarts(range, q.group_by, offset).map((timestamp) => {
    const row = byStart.get(timestamp);
    const count = row?.n ?? 0;
    return { value: time ? round2(row?.v ?? 0) : count, timestamp, count };
  });
};

const totalsOf = (deps: TDeps, spec: TSourceSpec, range: TRange) => ({
  of: (source: TReportSource) => findPeriodTotals(deps.db, { ...spec, source }, range, previousRange(range)),
});

export const summary = async (deps: TDeps, m: TMembership, q: TReportScope): Promise<TReportSummary> => {
  const range = rangeOf(q.since, q.until);
  const totals = totalsOf(deps, await specOf(deps, m, q, 'conversations'), range);
  const [conv, incoming, outgoing, first, resolved, reply] = await Promise.all([
    totals.of('conversations'),
    totals.of('incoming_messages'),
    totals.of('outgoing_messages'),
    totals.of('first_response'),
    totals.of('conversation_resolved'),
    totals.of('reply_time'),
  ]);
  const figures = (p: 'current' | 'previous') => ({
    conversations_count: conv[p].n,
    incoming_messages_count: incoming[p].n,
    outgoing_messages_count: outgoing[p].n,
    avg_first_response_time: round2(first[p].v ?? 0),
    avg_resolution_time: round2(resolved[p].v ?? 0),
    resolutions_count: resolved[p].n,
    reply_time: round2(reply[p].v ?? 0),
  });
  return { ...figures('current'), previous: figures('previous') };
};

export const botSummary = async (deps: TDeps, m: TMembership, q: TReportScope): Promise<TBotSummary> => {
  const range = rangeOf(q.since, q.until);
  const totals = totalsOf(deps, await specOf(deps, m, q, 'conversation_bot_resolved'), range);
  const [resolved, handoffs] = await Promise.all([
    totals.of('conversation_bot_resolved'),
    totals.of('conversation_bot_handoff'),
  ]);
  return {
    bot_resolutions_count: resolved.current.n,
    bot_handoffs_count: handoffs.current.n,
    previous: { bot_resolutions_count: resolved.previous.n, bot_handoffs_count: handoffs.previous.n },
  };
};

export const botMetrics = async (deps: TDeps, m: TMembership, q: TReportScope): Promise<TBotMetrics> => {
  if (q.type !== 'account' && q.type !== 'inbox') throw AppError.invalid('type', errorText('mustBeAccountOrInbox'));
  const range = rangeOf(q.since, q.until);
  const spec = await specOf(deps, m, q, 'conversation_bot_resolved');
  const inboxId = spec.scope.kind === 'inbox' ? spec.scope.id : null;
  const totals = totalsOf(deps, spec, range);
  const [activity, resolved, handoffs] = await Promise.all([
    findBotActivity(deps.db, m.accountId, inboxId, range),
    totals.of('conversation_bot_resolved'),
    totals.of('conversation_bot_handoff'),
  ]);
  const rate = (n: number) => (activity.conversations ? round2((100 * n) / activity.conversations) : 0);
  return {
    conversation_count: activity.conversations,
    message_count: activity.messages,
    resolution_rate: rate(resolved.current.n),
    handoff_rate: rate(handoffs.current.n),
  };
};

/** One row per agent/inbox/team/label of the account with its figures over the range (nulls: nothing measured). */
export const summaryRows = async (
  deps: TDeps,
  m: TMembership,
  kind: TSummaryReportKind,
  q: TReportRangeQuery,
): Promise<(TSummaryReportRows[number] & { name: string })[]> => {
  const range = rangeOf(q.since, q.until);
  const base = { accountId: m.accountId, businessHours: q.business_hours };
  const [entities, conv, resolved, first, reply] = await Promise.all([
    listReportEntities(deps.db, m.accountId, kind),
    listEntityTotals(deps.db, { ...base, source: 'conversations' }, kind, range),
    listEntityTotals(deps.db, { ...base, source: 'conversation_resolved' }, kind, range),
    listEntityTotals(deps.db, { ...base, source: 'first_response' }, kind, range),
    listEntityTotals(deps.db, { ...base, source: 'reply_time' }, kind, range),
  ]);
  const avg = (v: number | null | undefined) => (v === null || v === undefined ? null : round2(v));
  return entities.map((e) => {
    const key = kind === 'label' ? e.name : String(e.id);
    return {
      id: e.id,
      name: e.name,
      conversations_count: conv.get(key)?.n ?? 0,
      resolved_conversations_count: resolved.get(key)?.n ?? 0,
      avg_resolution_time: avg(resolved.get(key)?.v),
      avg_first_response_time: avg(first.get(key)?.v),
      avg_reply_time: avg(reply.get(key)?.v),
    };
  });
};

export const drilldown = async (deps: TDeps, m: TMembership, q: TReportDrilldownQuery): Promise<TReportDrilldown> => {
  const range = rangeOf(q.since, q.until);
  const spec = await specOf(deps, m, q, METRIC_SOURCE[q.metric]);
  const page = { limit: DRILLDOWN_PAGE_SIZE, offset: (q.page - 1) * DRILLDOWN_PAGE_SIZE };
  const { rows, count } = await listDrilldown(deps.db, spec, range, page);
  const time = isTimeMetric(q.metric);
  return {
    payload: rows.map((r) => presentDrilldownRow(r, time)),
    meta: { count, current_page: q.page, per_page: DRILLDOWN_PAGE_SIZE },
  };
};

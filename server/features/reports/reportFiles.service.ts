import { audit } from '../auditLogs/index.ts';
import {
  reportFileName,
  type TAgentConversationMetrics,
  type TLiveConversationCounts,
  type TReportConversationsQuery,
  type TReportRangeQuery,
  type TSummaryReportKind,
} from '../../../common/contracts/reports.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import { presentAgentLoad, summaryCsv, trafficCsv } from './reports.presenter.ts';
import { findLiveCounts, listAgentLoads } from './reportLists.repo.ts';
import { bucketStarts, offsetSeconds, rangeOf, viewerDate } from './reportRange.ts';
import { listSeriesBuckets } from './reports.repo.ts';
import { summaryRows } from './reports.service.ts';
import { errorText } from '../../lib/serverText.ts';

export const AGENT_LOAD_PAGE_SIZE = 25;
const MAX_TRAFFIC_DAYS = 31;

/** reports/conversations: the account's live counts, or a page of agents' live loads. */
export const liveConversations = async (
  deps: TDeps,
  m: TMembership,
  q: TReportConversationsQuery,
): Promise<TLiveConversationCounts | TAgentConversationMetrics> => {
  if (q.type === 'account') return findLiveCounts(deps.db, m.accountId);
  const rows = await listAgentLoads(deps.db, m.accountId, {
    limit: AGENT_LOAD_PAGE_SIZE,
    offset: (q.page - 1) * AGENT_LOAD_PAGE_SIZE,
  });
  return rows.map(presentAgentLoad);
};

/** reports/agents|inboxes|labels|teams: one CSV row per entity, named type-report-dd-MM-yyyy(.csv). */
export const summaryFile = async (deps: TDeps, m: TMembership, kind: TSummaryReportKind, q: TReportRangeQuery) => {
  const name = reportFileName(kind, viewerDate(q.until, offsetSeconds(q.timezone_offset)), q.business_hours);
  const csv = summaryCsv(kind, await summaryRows(deps, m, kind, q));
  await auditDownload(deps, m, name, q);
  return { name, csv };
};

/** A report download is an export: the audit log names the file and its range. */
const auditDownload = (deps: TDeps, m: TMembership, name: string, q: TReportRangeQuery) =>
  audit(deps.db, m, 'export', { type: 'Report', id: null, name }, null, { since: q.since, until: q.until });

/** reports/conversation_traffic: conversations created per local day × local hour of the range. */
export const trafficFile = async (deps: TDeps, m: TMembership, q: TReportRangeQuery) => {
  const range = rangeOf(q.since, q.until);
  const offset = offsetSeconds(q.timezone_offset);
  const days = bucketStarts(range, 'day', offset);
  if (days.length > MAX_TRAFFIC_DAYS) throw AppError.invalid('until', errorText('moreThan31Days'));
  const spec = {
    accountId: m.accountId,
    source: 'conversations' as const,
    scope: { kind: 'account' as const },
    businessHours: false,
  };
  const buckets = await listSeriesBuckets(deps.db, spec, range, 'hour', offset);
  const byHour = new Map(buckets.map((b) => [b.bucket, b.n]));
  const pad = (n: number) => String(n).padStart(2, '0');
  const rows = days.map((day) => {
    const local = new Date((day + offset) * 1000);
    return {
      date: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
      hours: Array.from({ length: 24 }, (_, h) => byHour.get(day + h * 3600) ?? 0),
    };
  });
  const name = reportFileName('conversation_traffic', viewerDate(q.until, offset), false);
  await auditDownload(deps, m, name, q);
  return { name, csv: trafficCsv(rows) };
};

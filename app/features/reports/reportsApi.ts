import {
  reportFileName,
  type TAgentConversationMetrics,
  type TBotMetrics,
  type TBotSummary,
  type TLiveConversationCounts,
  type TReportDrilldown,
  type TReportGroupBy,
  type TReportMetric,
  type TReportPoint,
  type TReportSummary,
  type TReportType,
  type TSummaryReportKind,
  type TSummaryReportRows,
} from '../../../common/contracts/reports.ts';
import { AUTH_HEADERS } from '../../../common/contracts/auth.ts';
import { ApiError, api } from '../../lib/api.ts';
import { saveBlob } from '../../lib/downloadCsv.ts';
import { getSession } from '../../lib/session.ts';

/** The range part of every ranged report call (see reportFilters.rangeQuery). */
export interface TRangeQuery {
  since: number;
  until: number;
  business_hours: boolean;
  timezone_offset: number;
}
export interface TScope extends TRangeQuery {
  type: TReportType;
  id?: number | undefined;
}

const base = (accountId: number) => `/api/v2/accounts/${accountId}`;
const qs = (query: object) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  return params.toString();
};

export const reportKeys = {
  all: (accountId: number) => ['accounts', accountId, 'reports'] as const,
  series: (accountId: number, scope: TScope, metric: TReportMetric, groupBy: TReportGroupBy) =>
    [...reportKeys.all(accountId), 'series', scope, metric, groupBy] as const,
  summary: (accountId: number, scope: TScope) => [...reportKeys.all(accountId), 'summary', scope] as const,
  botSummary: (accountId: number, range: TRangeQuery) => [...reportKeys.all(accountId), 'botSummary', range] as const,
  botMetrics: (accountId: number, range: TRangeQuery) => [...reportKeys.all(accountId), 'botMetrics', range] as const,
  live: (accountId: number) => [...reportKeys.all(accountId), 'live'] as const,
  agentLoad: (accountId: number) => [...reportKeys.all(accountId), 'agentLoad'] as const,
  rows: (accountId: number, kind: TSummaryReportKind, range: TRangeQuery) =>
    [...reportKeys.all(accountId), 'rows', kind, range] as const,
  drilldown: (accountId: number, scope: TScope, metric: TReportMetric, page: number) =>
    [...reportKeys.all(accountId), 'drilldown', scope, metric, page] as const,
};

export const fetchSeries = (accountId: number, scope: TScope, metric: TReportMetric, groupBy: TReportGroupBy) =>
  api<TReportPoint[]>(`${base(accountId)}/reports?${qs({ ...scope, metric, group_by: groupBy })}`, {
    contract: 'reportSeries',
  });

export const fetchSummary = (accountId: number, scope: TScope) =>
  api<TReportSummary>(`${base(accountId)}/reports/summary?${qs(scope)}`, { contract: 'reportSummary' });

export const fetchBotSummary = (accountId: number, range: TRangeQuery) =>
  api<TBotSummary>(`${base(accountId)}/reports/bot_summary?${qs(range)}`, { contract: 'botSummary' });

export const fetchBotMetrics = (accountId: number, range: TRangeQuery) =>
  api<TBotMetrics>(`${base(accountId)}/reports/bot_metrics?${qs(range)}`, { contract: 'botMetrics' });

export const fetchLiveCounts = (accountId: number) =>
  api<TLiveConversationCounts>(`${base(accountId)}/reports/conversations?type=account`, {
    contract: 'liveConversations',
  });

export const fetchAgentLoad = (accountId: number) =>
  api<TAgentConversationMetrics>(`${base(accountId)}/reports/conversations?type=agent`, {
    contract: 'agentConversations',
  });

export const fetchSummaryRows = (accountId: number, kind: TSummaryReportKind, range: TRangeQuery) =>
  api<TSummaryReportRows>(`${base(accountId)}/summary_reports/${kind}?${qs(range)}`, { contract: 'summaryRows' });

export const fetchDrilldown = (accountId: number, scope: TScope, metric: TReportMetric, page: number) =>
  api<TReportDrilldown>(`${base(accountId)}/reports/drilldown?${qs({ ...scope, metric, page })}`, {
    contract: 'reportDrilldown',
  });

/** The CSV endpoints and the `type` of their file names. */
export type TCsvReport = 'agents' | 'labels' | 'inboxes' | 'teams' | 'conversation_traffic';
const FILE_TYPE: Record<TCsvReport, string> = {
  agents: 'agent',
  labels: 'label',
  inboxes: 'inbox',
  teams: 'team',
  conversation_traffic: 'conversation_traffic',
};

const fileNameOf = (disposition: string | null) => {
  const m = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return m?.[1] ? decodeURIComponent(m[1]) : null;
};

/** Fetches a report CSV with the session and hands it to the browser under the server's file name. */
export const downloadReport = async (accountId: number, report: TCsvReport, range: TRangeQuery) => {
  const headers = new Headers({ Accept: 'text/csv' });
  const session = getSession();
  if (session) for (const h of AUTH_HEADERS) headers.set(h, session[h]);
  let res: Response;
  try {
    res = await fetch(`${base(accountId)}/reports/${report}?${qs(range)}`, { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'internal', 'Network error');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(res.status, res.status === 429 ? 'rate_limited' : 'internal', body.message ?? res.statusText);
  }
  const name =
    fileNameOf(res.headers.get('content-disposition')) ??
    reportFileName(FILE_TYPE[report], new Date(range.until * 1000), range.business_hours);
  saveBlob(await res.blob(), name);
};

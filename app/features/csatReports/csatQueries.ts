import type { TCsatMetrics, TCsatSurveyResponse } from '../../../common/contracts/csat.ts';
import { api } from '../../lib/api.ts';
import { downloadCsv } from '../../lib/downloadCsv.ts';

/** The report screen's filters (dates as unix seconds, as the API takes them). */
export interface TCsatReportFilters {
  since: number;
  until: number;
  userId: number | null;
  inboxId: number | null;
  teamId: number | null;
  rating: number | null;
}

export const csatKeys = {
  all: (accountId: number) => ['accounts', accountId, 'csat'] as const,
  metrics: (accountId: number, f: TCsatReportFilters) => [...csatKeys.all(accountId), 'metrics', f] as const,
  list: (accountId: number, f: TCsatReportFilters, page: number) =>
    [...csatKeys.all(accountId), 'list', f, page] as const,
};

export const csatQueryString = (f: TCsatReportFilters, page?: number) => {
  const q = new URLSearchParams({ since: String(f.since), until: String(f.until) });
  if (f.userId) q.append('user_ids[]', String(f.userId));
  if (f.inboxId) q.set('inbox_id', String(f.inboxId));
  if (f.teamId) q.set('team_id', String(f.teamId));
  if (f.rating) q.append('rating[]', String(f.rating));
  if (page) q.set('page', String(page));
  return q.toString();
};

const base = (accountId: number) => `/api/v1/accounts/${accountId}/csat_survey_responses`;

export const fetchCsatMetrics = (accountId: number, f: TCsatReportFilters) =>
  api<TCsatMetrics>(`${base(accountId)}/metrics?${csatQueryString(f)}`, { contract: 'csatMetrics' });

export const fetchCsatResponses = (accountId: number, f: TCsatReportFilters, page: number) =>
  api<TCsatSurveyResponse[]>(`${base(accountId)}?${csatQueryString(f, page)}`, { contract: 'csatResponseList' });

export const downloadCsatCsv = (accountId: number, f: TCsatReportFilters) =>
  downloadCsv(`${base(accountId)}/download?${csatQueryString(f)}`, 'csat-report.csv');

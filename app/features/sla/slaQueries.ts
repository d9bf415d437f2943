import type {
  TAppliedSlaList,
  TAppliedSlaMetrics,
  TCreateSlaPolicyRequest,
  TSlaPolicy,
  TUpdateSlaPolicyRequest,
} from '../../../common/contracts/sla.ts';
import { api } from '../../lib/api.ts';

/** Filters of the SLA report (query parameters of applied_slas). */
export interface TSlaReportFilters {
  since: number;
  until: number;
  assigned_agent_id?: number;
  inbox_id?: number;
  team_id?: number;
  sla_policy_id?: number;
  label_list?: string;
}

export const slaKeys = {
  all: (accountId: number) => ['accounts', accountId, 'sla'] as const,
  policies: (accountId: number) => [...slaKeys.all(accountId), 'policies'] as const,
  report: (accountId: number, f: TSlaReportFilters, page: number) =>
    [...slaKeys.all(accountId), 'report', f, page] as const,
  metrics: (accountId: number, f: TSlaReportFilters) => [...slaKeys.all(accountId), 'metrics', f] as const,
};

const base = (accountId: number) => `/api/v1/accounts/${accountId}/sla_policies`;

export const fetchSlaPolicies = async (accountId: number) =>
  (await api<{ payload: TSlaPolicy[] }>(base(accountId), { contract: 'slaPolicyList' })).payload;

export const createSlaPolicy = (accountId: number, input: TCreateSlaPolicyRequest) =>
  api<{ payload: TSlaPolicy }>(base(accountId), { method: 'POST', body: input, contract: 'slaPolicy' });

export const updateSlaPolicy = (accountId: number, id: number, input: TUpdateSlaPolicyRequest) =>
  api<{ payload: TSlaPolicy }>(`${base(accountId)}/${id}`, { method: 'PATCH', body: input, contract: 'slaPolicy' });

export const deleteSlaPolicy = (accountId: number, id: number) =>
  api<Record<string, never>>(`${base(accountId)}/${id}`, { method: 'DELETE', contract: 'empty' });

/** The query string of a report call (empty filters left out). */
export const reportQuery = (f: TSlaReportFilters, page?: number) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, ...(page && { page }) }))
    if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
};

const reportBase = (accountId: number) => `/api/v1/accounts/${accountId}/applied_slas`;

export const fetchAppliedSlas = (accountId: number, f: TSlaReportFilters, page: number) =>
  api<TAppliedSlaList>(`${reportBase(accountId)}?${reportQuery(f, page)}`, { contract: 'appliedSlaList' });

export const fetchSlaMetrics = (accountId: number, f: TSlaReportFilters) =>
  api<TAppliedSlaMetrics>(`${reportBase(accountId)}/metrics?${reportQuery(f)}`, { contract: 'appliedSlaMetrics' });

export const slaDownloadUrl = (accountId: number, f: TSlaReportFilters) =>
  `${reportBase(accountId)}/download?${reportQuery(f)}`;

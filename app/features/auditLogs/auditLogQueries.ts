import type { TAuditLogList } from '../../../common/contracts/auditLogs.ts';
import { api } from '../../lib/api.ts';
import { downloadCsv } from '../../lib/downloadCsv.ts';

/** The page's filters, as the URL and the API both carry them (empty: not filtered). */
export interface TAuditLogFilters {
  actor_id: string;
  action: string;
  auditable_type: string;
  from: string;
  to: string;
  q: string;
}

export const AUDIT_FILTER_KEYS = ['actor_id', 'action', 'auditable_type', 'from', 'to', 'q'] as const;

export const auditLogKeys = {
  all: (accountId: number) => ['accounts', accountId, 'auditLogs'] as const,
  list: (accountId: number, f: TAuditLogFilters, page: number) => [...auditLogKeys.all(accountId), f, page] as const,
};

export const auditQueryString = (f: TAuditLogFilters, page?: number) => {
  const q = new URLSearchParams();
  for (const k of AUDIT_FILTER_KEYS) if (f[k]) q.set(k, f[k]);
  if (page) q.set('page', String(page));
  return q.toString();
};

const base = (accountId: number) => `/api/v1/accounts/${accountId}/audit_logs`;

export const fetchAuditLogs = (accountId: number, f: TAuditLogFilters, page: number) =>
  api<TAuditLogList>(`${base(accountId)}?${auditQueryString(f, page)}`, { contract: 'auditLogList' });

export const downloadAuditCsv = (accountId: number, f: TAuditLogFilters) =>
  downloadCsv(`${base(accountId)}.csv?${auditQueryString(f)}`, 'audit_logs.csv');

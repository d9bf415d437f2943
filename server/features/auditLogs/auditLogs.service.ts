import type { TAuditLogQuery } from '../../../common/contracts/auditLogs.ts';
import type { TDeps } from '../../deps.ts';
import { toCsv } from '../../lib/csv.ts';
import { audit, type TAuditBy } from './auditLogs.audit.ts';
import { AUDIT_CSV_HEADER, auditCsvRow, presentAuditLog } from './auditLogs.presenter.ts';
import { listAuditLogs, type TAuditLogFilter } from './auditLogs.repo.ts';

/** A CSV export holds at most this many rows (newest first); narrow the filters for older ones. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `to` as a day includes that whole day (UTC); as an instant it is the end. */
const untilOf = (to: string) => {
  const d = new Date(DAY_ONLY.test(to) ? `${to}T00:00:00Z` : to);
  if (DAY_ONLY.test(to)) d.setUTCDate(d.getUTCDate() + 1);
  return d;
};
const fromOf = (from: string) => new Date(DAY_ONLY.test(from) ? `${from}T00:00:00Z` : from);

const filterOf = (accountId: number | null, q: TAuditLogQuery): TAuditLogFilter => ({
  accountId,
  ...(q.actor_id !== undefined && { userId: q.actor_id }),
  ...(q.action !== undefined && { action: q.action }),
  ...(q.auditable_type !== undefined && { auditableType: q.auditable_type }),
  ...(q.auditable_id !== undefined && { auditableId: q.auditable_id }),
  ...(q.from !== undefined && { from: fromOf(q.from) }),
  ...(q.to !== undefined && { until: untilOf(q.to) }),
  ...(q.q && { q: q.q }),
});

/** One page of an account's rows (null: the installation's own), newest first, in Chatwoot's page shape. */
const pageOf = async (deps: TDeps, accountId: number | null, q: TAuditLogQuery) => {
  const { rows, total } = await listAuditLogs(deps.db, filterOf(accountId, q), q.per_page, (q.page - 1) * q.per_page);
  return { audit_logs: rows.map(presentAuditLog), total_entries: total, per_page: q.per_page, current_page: q.page };
};

/** GET …/audit_logs: Chatwoot's page shape, newest first. */
export const list = (deps: TDeps, by: TAuditBy, q: TAuditLogQuery) => pageOf(deps, by.accountId, q);

/** GET /api/v1/super_admin/audit_logs: the installation's own rows (the console's acts), same shape. */
export const listInstallation = (deps: TDeps, q: TAuditLogQuery) => pageOf(deps, null, q);

/** GET …/audit_logs.csv: every row the filters match (up to the cap), itself recorded as an export. */
export const exportCsv = (deps: TDeps, by: TAuditBy, q: TAuditLogQuery) =>
  deps.db.transaction(async (tx) => {
    const filter = filterOf(by.accountId, q);
    const { rows } = await listAuditLogs(tx, filter, AUDIT_CSV_MAX_ROWS, 0);
    const { page: _p, per_page: _pp, ...filters } = q;
    await audit(tx, by, 'export', { type: 'AuditLog', id: null, name: 'audit_logs.csv' }, null, {
      rows: rows.length,
      filters,
    });
    return {
      name: `audit_logs_${new Date().toISOString().slice(0, 10)}.csv`,
      csv: toCsv(AUDIT_CSV_HEADER, rows.map(auditCsvRow)),
    };
  });

import type { TAuditLog } from '../../../common/contracts/auditLogs.ts';
import type { TAuditLogRow } from './auditLogs.repo.ts';

/** Chatwoot's `audit_logs/show.json.jbuilder` row (created_at in unix seconds), plus name and user agent. */
export const presentAuditLog = (r: TAuditLogRow): TAuditLog => ({
  id: r.id,
  auditable_id: r.auditableId,
  auditable_type: r.auditableType,
  auditable_name: r.auditableName,
  associated_id: r.associatedId,
  associated_type: r.associatedType,
  user_id: r.userId,
  user_type: r.userId === null ? null : 'User',
  username: r.username,
  action: r.action,
  audited_changes: r.auditedChanges,
  version: 1,
  comment: null,
  request_uuid: null,
  created_at: Math.floor(r.createdAt.getTime() / 1000),
  remote_address: r.remoteAddress,
  user_agent: r.userAgent,
});

export const AUDIT_CSV_HEADER = [
  'id',
  'created_at',
  'username',
  'user_id',
  'action',
  'auditable_type',
  'auditable_id',
  'auditable_name',
  'audited_changes',
  'remote_address',
  'user_agent',
] as const;

export const auditCsvRow = (r: TAuditLogRow) => [
  r.id,
  r.createdAt.toISOString(),
  r.username,
  r.userId,
  r.action,
  r.auditableType,
  r.auditableId,
  r.auditableName,
  JSON.stringify(r.auditedChanges),
  r.remoteAddress,
  r.userAgent,
];

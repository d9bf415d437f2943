// The audit log's public surface (docs/ADMIN.md "Audit logs"): services call `audit` in their transaction.
export { audit, type TAuditBy, type TAuditEntity, type TAuditWhere } from './auditLogs.audit.ts';
export { registerAuditLogRoutes } from './auditLogs.routes.ts';
export { listInstallation as listInstallationAuditLogs } from './auditLogs.service.ts';
export { auditRetentionJob, pruneAccountAuditLogs } from './auditLogs.retention.ts';

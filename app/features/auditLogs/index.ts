/**
 * auditLogs: the account's audit log page (loaded by app/pages.tsx), and the pieces the installation console's
 * own log reuses. Other code imports only this file (docs/ARCHITECTURE.md, "App modules").
 */
export { AuditLogTable } from './AuditLogTable.tsx';

// The installation console's module: others import it only from here (docs/ARCHITECTURE.md, "Modules").
export { requireSuperAdmin } from './superAdmin.guard.ts';
export { registerSuperAdminRoutes } from './superAdmin.routes.ts';
export { auditInstallation, operatorOf, type TConsoleOperator } from './installationAudit.ts';

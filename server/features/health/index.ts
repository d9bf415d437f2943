// The health module's public surface: other features and server code import health only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerHealthRoutes } from './health.routes.ts';
export { registerErrorReportRoutes } from './errorReports.routes.ts';

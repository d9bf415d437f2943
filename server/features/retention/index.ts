// The retention module's public surface (docs/PRIVACY.md "Retention"): its routes and nightly job.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { retentionJob } from './retention.job.ts';
export { registerRetentionRoutes } from './retention.routes.ts';

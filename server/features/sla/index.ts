// The sla module's public surface: other features and server code import sla only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerAppliedSlaRoutes } from './appliedSlas.routes.ts';
export { slaCheckJob } from './sla.jobs.ts';
export { findSlaPolicy, slaPoliciesInUse } from './sla.repo.ts';
export { applySlaPolicy } from './slaApply.ts';
export { evaluateMessage, evaluateResolved } from './slaEvaluation.service.ts';
export { registerSlaPolicyRoutes } from './slaPolicies.routes.ts';

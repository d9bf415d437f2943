// The automation module's public surface: other features and server code import automation only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export type { TAfterCommit } from './actions/actionRun.ts';
export { applyActions } from './actions/executor.ts';
export { registerAutomationRoutes } from './automation.routes.ts';
export { checkActions } from './automation.validation.ts';
export { automationEventOf, ENGINE_EVENTS, runRules, type TEngineEvent } from './automationEngine.ts';
export { automationWebhookJob } from './automationWebhook.job.ts';
export { automationRulesInUse } from './automation.repo.ts';

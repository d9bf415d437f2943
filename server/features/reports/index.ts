// The reports module's public surface: other features and server code import reports only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerConversationReportingEventRoutes } from './conversationReportingEvents.routes.ts';
export { addStatusChange, recomputeConversation, recordMessage, recordStatusChange } from './reportingRecorder.ts';
export { registerReportRoutes } from './reports.routes.ts';
export { rebuildReportingRollups } from './reportingRollups.repo.ts';

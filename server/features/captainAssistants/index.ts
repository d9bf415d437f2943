// The captainAssistants module's public surface: other code imports it only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerCaptainAssistantRoutes } from './captainAssistants.routes.ts';
export { captainReplyJob, queueCaptainReply, sendWelcome } from './autoReply.ts';
export { assistantOfInbox, captainInboxesInUse } from './assistants.repo.ts';

// The scheduledMessages module's public surface: other features and server code import it only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { scheduledMessagesJob } from './scheduledMessages.jobs.ts';
export { registerScheduledMessageRoutes } from './scheduledMessages.routes.ts';
export { cancelScheduledOnResolve } from './scheduledSend.ts';

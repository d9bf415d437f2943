// The notifications module's public surface: other features and server code import notifications only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export {
  notifyAssigned,
  notifyConversationCreated,
  notifyNewMessage,
  notifySlaMissed,
  type TSlaMiss,
} from './notificationRules.ts';
export { registerNotificationRoutes } from './notifications.routes.ts';
export { notificationReopenJob } from './notifications.service.ts';

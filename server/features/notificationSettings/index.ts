// The notificationSettings module's public surface: other features and server code import notificationSettings only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { registerNotificationSettingsRoutes } from './notificationSettings.routes.ts';

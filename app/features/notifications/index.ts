/**
 * notifications: the module's public surface. Other features and code outside app/features import only this file
 * (docs/ARCHITECTURE.md, "App modules").
 */
export { notificationKeys } from './notificationQueries.ts';
export { useUnreadCount } from './useUnreadCount.ts';
export { loadNotificationPanel } from './loaders.ts';

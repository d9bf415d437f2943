// The notificationSubscriptions module's public surface: other features and server code import notificationSubscriptions only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export {
  deleteSubscriptionById,
  listBrowserSubscriptions,
  pushSubscriptionsInUse,
  type TVapidKeys,
} from './notificationSubscriptions.repo.ts';
export { registerNotificationSubscriptionRoutes } from './notificationSubscriptions.routes.ts';
export { vapidKeys } from './vapid.ts';

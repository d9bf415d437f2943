// The notificationDelivery module's public surface: other features and server code import notificationDelivery only from here.
// Export only what is used outside (docs/ARCHITECTURE.md, "Modules").
export { pruneDeliveries } from './delivery.repo.ts';
export { deliverNotificationEmail } from './notificationEmail.service.ts';
export { deliverNotificationPush } from './notificationPush.service.ts';

import type { TNotificationSubscription } from '../../../common/contracts/notificationSubscriptions.ts';
import { SUBSCRIPTION_TYPES, type TNotificationSubscriptionRow } from './notificationSubscriptions.repo.ts';

/** Chatwoot's notification_subscription JSON. */
export const presentSubscription = (r: TNotificationSubscriptionRow): TNotificationSubscription => ({
  id: r.id,
  user_id: r.userId,
  subscription_type: r.subscriptionType === SUBSCRIPTION_TYPES.fcm ? 'fcm' : 'browser_push',
  subscription_attributes: r.subscriptionAttributes,
  identifier: r.identifier,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

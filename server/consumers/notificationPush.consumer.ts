import { defineConsumer } from '../events/consumers.ts';
import { deliverNotificationPush } from '../features/notificationDelivery/index.ts';
import { pushSubscriptionsInUse } from '../features/notificationSubscriptions/index.ts';

/** notification.created / .updated → web push to the agent's subscribed browsers (their push flags). */
export const notificationPushConsumer = defineConsumer({
  name: 'notification_push',
  events: ['notification.created', 'notification.updated'],
  inUse: pushSubscriptionsInUse,
  handle: (event, { deps }) => deliverNotificationPush(deps, event),
});

import { defineConsumer } from '../events/consumers.ts';
import { deliverNotificationEmail } from '../features/notificationDelivery/index.ts';

/** notification.created / .updated → a mail to the agent (their email flags; one per conversation per 2 min). */
export const notificationEmailConsumer = defineConsumer({
  name: 'notification_email',
  events: ['notification.created', 'notification.updated'],
  handle: (event, { deps }) => deliverNotificationEmail(deps, event),
});

import { defineConsumer } from '../events/consumers.ts';
import { installationTransportOptions } from '../features/email/index.ts';
import { deliverNotificationEmail } from '../features/notificationDelivery/index.ts';

/** notification.created / .updated → a mail to the agent (their email flags; one per conversation per 2 min). */
export const notificationEmailConsumer = defineConsumer({
  name: 'notification_email',
  events: ['notification.created', 'notification.updated'],
  // Without the installation's mail server there is nothing to send.
  inUse: (_accountId, deps) => installationTransportOptions(deps.config) !== null,
  handle: (event, { deps }) => deliverNotificationEmail(deps, event),
});

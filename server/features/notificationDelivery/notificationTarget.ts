import {
  DEFAULT_NOTIFICATION_FLAGS,
  flagsToBits,
  notificationTypeValue,
  NOTIFICATION_TYPES,
  type TNotificationType,
} from '../../../common/contracts/notificationSettings.ts';
import type { TNotification } from '../../../common/contracts/responses/notifications.ts';
import type { TDeps } from '../../deps.ts';
import type { TConsumedEvent } from '../../events/consumers.ts';
import { publicUrl } from '../../deps.ts';
import type { TDeliveryChannel, TDeliveryKey } from './delivery.repo.ts';
import { plainExcerpt } from './notificationMail.ts';
import { findNotifiedMessage, findRecipient, type TRecipient } from './recipient.repo.ts';

export type TNotificationEvent = TConsumedEvent<'notification.created' | 'notification.updated'>;

export interface TTarget {
  notification: TNotification;
  type: TNotificationType;
  recipient: TRecipient;
  excerpt: string | null;
  key: TDeliveryKey;
  conversationUrl: string;
  settingsUrl: string;
}

const isType = (t: string): t is TNotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(t);

/**
 * Who a notification event would be delivered to on a channel, and what about; null when nobody: the
 * event is not for one user, the type is unknown, the user left the account or did not opt into this
 * type on this channel, or the message it is about was written by the user themselves (never to the actor).
 */
export const notificationTarget = async (
  deps: TDeps,
  event: TNotificationEvent,
  channel: TDeliveryChannel,
): Promise<TTarget | null> => {
  const n = event.data.notification;
  if (!n || event.audience.kind !== 'user' || !isType(n.notification_type)) return null;
  const userId = event.audience.userId;
  const type = n.notification_type;
  const recipient = await findRecipient(deps.db, event.accountId, userId);
  if (!recipient) return null;
  const bits =
    channel === 'email'
      ? (recipient.emailFlags ?? flagsToBits(DEFAULT_NOTIFICATION_FLAGS.email, 'email_'))
      : (recipient.pushFlags ?? flagsToBits(DEFAULT_NOTIFICATION_FLAGS.push, 'push_'));
  if ((bits & (1 << (notificationTypeValue(type) - 1))) === 0) return null;
  let excerpt: string | null = null;
  if (n.primary_actor_type === 'Conversation' && n.secondary_actor_type === 'Message' && n.secondary_actor_id) {
    const message = await findNotifiedMessage(deps.db, event.accountId, n.primary_actor_id, n.secondary_actor_id);
    if (message?.senderType === 'User' && message.senderId === userId) return null;
    excerpt = plainExcerpt(message?.content ?? null);
  }
  const base = `${publicUrl(deps)}/app/accounts/${event.accountId}`;
  return {
    notification: n,
    type,
    recipient,
    excerpt,
    key: { channel, accountId: event.accountId, userId, actorType: n.primary_actor_type, actorId: n.primary_actor_id },
    conversationUrl:
      n.primary_actor_type === 'Conversation' ? `${base}/conversations/${n.primary_actor_id}` : `${base}/dashboard`,
    settingsUrl: `${base}/profile/settings`,
  };
};

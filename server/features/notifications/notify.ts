import { NOTIFICATION_TYPES, type TNotificationType } from '../../../common/notifications.ts';
import type { TExecutor } from '../../db/client.ts';
import { upsertNotification } from './notifications.repo.ts';
import { serverText } from '../../lib/serverText.ts';
import { NOTIFICATION_TITLE_LANGUAGE } from '../../../common/serverTextLanguage.ts';
import { announce } from './notifications.service.ts';
import type { TConversationRow, TMessageRow } from '../conversationCore/index.ts';
import type { presentConversation } from '../conversationCore/index.ts';

/**
 * Chatwoot's push_message_title per type (notifications.notification_title), always in English
 * (NOTIFICATION_TITLE_LANGUAGE): the server catalogue's notification titles, which mails and pushes also use.
 */
const title = (type: TNotificationType, id: number) =>
  serverText('notification', NOTIFICATION_TITLE_LANGUAGE)(`title.${type}`, { id });

/**
 * Notifies one agent about a conversation and tells only them. Grouped per conversation: the agent's
 * notification of this type about it is refreshed (unread, on top) rather than joined by another
 * (notification.updated); the first one is created (notification.created). Both carry the presented
 * notification and the fresh counts; email and push delivery consume them. The conversation summary
 * is kept in meta so lists need no extra lookups.
 */
export const notifyUser = async (
  tx: TExecutor,
  userId: number,
  type: TNotificationType,
  conv: TConversationRow,
  presented: ReturnType<typeof presentConversation>,
  message?: TMessageRow | null,
  /** The event it is made from: an event not newer than the last one that refreshed it changes nothing. */
  sourceEventId?: number,
) => {
  const row = await upsertNotification(tx, {
    accountId: conv.accountId,
    userId,
    notificationType: NOTIFICATION_TYPES[type],
    sourceEventId: sourceEventId ?? null,
    primaryActorType: 'Conversation',
    primaryActorId: conv.displayId,
    secondaryActorType: message ? 'Message' : null,
    secondaryActorId: message ? message.id : null,
    meta: {
      push_message_title: title(type, conv.displayId),
      primary_actor: {
        id: presented.id,
        inbox_id: presented.inbox_id,
        status: presented.status,
        meta: { assignee: presented.meta.assignee, sender: presented.meta.sender },
      },
    },
  });
  if (!row) return false;
  const { isNew, ...n } = row;
  await announce(tx, conv.accountId, userId, isNew ? 'notification.created' : 'notification.updated', n, !isNew);
  return true;
};

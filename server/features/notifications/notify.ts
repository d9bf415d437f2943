import { NOTIFICATION_TYPES, type TNotificationType } from '../../../common/notifications.ts';
import type { TExecutor } from '../../db/client.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { countNotifications, insertNotification } from './notifications.repo.ts';
import { presentNotification } from './notifications.service.ts';
import type { TConversationRow, TMessageRow } from '../conversations/conversations.repo.ts';
import type { presentConversation } from '../conversations/conversations.presenter.ts';

const TITLES: Partial<Record<TNotificationType, (displayId: number) => string>> = {
  conversation_mention: (id) => `You have been mentioned in conversation #${id}`,
  conversation_assignment: (id) => `A new conversation #${id} has been assigned to you`,
};

/**
 * Creates an in-app notification for one agent and tells only them (notification.created with the
 * fresh counts). The conversation summary is kept in meta so the panel needs no extra lookups.
 */
export const notifyUser = async (
  tx: TExecutor,
  userId: number,
  type: TNotificationType,
  conv: TConversationRow,
  presented: ReturnType<typeof presentConversation>,
  message?: TMessageRow | null,
  /** The event it is made from (notifications consumer): a repeat of that event notifies nobody again. */
  sourceEventId?: number,
) => {
  const row = await insertNotification(tx, {
    accountId: conv.accountId,
    userId,
    notificationType: NOTIFICATION_TYPES[type],
    sourceEventId: sourceEventId ?? null,
    primaryActorType: 'Conversation',
    primaryActorId: conv.displayId,
    secondaryActorType: message ? 'Message' : null,
    secondaryActorId: message ? message.id : null,
    meta: {
      push_message_title: (TITLES[type] ?? ((id: number) => `Conversation #${id}`))(conv.displayId),
      primary_actor: {
        id: presented.id,
        inbox_id: presented.inbox_id,
        status: presented.status,
        meta: { assignee: presented.meta.assignee, sender: presented.meta.sender },
      },
    },
  });
  if (!row) return;
  const counts = await countNotifications(tx, conv.accountId, userId);
  await appendEvent(
    tx,
    conv.accountId,
    'notification.created',
    { notification: presentNotification(row), unread_count: counts.unread, count: counts.count },
    { kind: 'user', userId },
  );
};

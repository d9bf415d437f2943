import { MESSAGE_TYPES } from '../../common/contracts/conversations.ts';
import { defineConsumer } from '../events/consumers.ts';
import { findConversationByDisplayId } from '../features/conversationCore/index.ts';
import { findMessage } from '../features/messages/index.ts';
import { notifyAssigned, notifyConversationCreated, notifyNewMessage } from '../features/notifications/index.ts';

/** Messages that notify (Chatwoot's Message#notifiable?): incoming and outgoing, private notes included. */
const NOTIFIABLE: readonly number[] = [MESSAGE_TYPES.incoming, MESSAGE_TYPES.outgoing];

/**
 * In-app notifications (notification.created / updated to the one user), by the rules in
 * features/notifications/notificationRules.ts: conversation created (or handed off by a bot), assigned, new message (mentions,
 * assignee, participants). Idempotent: a notification remembers the latest event that refreshed it.
 */
export const notificationsConsumer = defineConsumer({
  name: 'notifications',
  events: ['conversation.created', 'conversation.bot_handoff', 'message.created', 'assignee.changed'],
  skips: (event) =>
    (event.name === 'message.created' && !NOTIFIABLE.includes(event.data.message_type)) ||
    (event.name === 'conversation.created' && event.data.status === 'pending'),
  handle: async (event, { deps }) => {
    await deps.db.transaction(async (tx) => {
      const conv = await findConversationByDisplayId(
        tx,
        event.accountId,
        event.name === 'message.created' || event.name === 'conversation.bot_handoff'
          ? event.data.conversation_id
          : event.data.id,
      );
      if (!conv) return;
      switch (event.name) {
        case 'conversation.created':
          // A conversation an agent bot answers first (pending) is announced to agents at its handoff.
          if (event.data.status === 'pending') return;
          return notifyConversationCreated(tx, conv, event.data.performer?.id ?? null, event.id);
        case 'conversation.bot_handoff':
          return notifyConversationCreated(tx, conv, null, event.id);
        case 'assignee.changed':
          // Reassigned again since: the later event notifies its own assignee.
          if (conv.assigneeId === null || conv.assigneeId !== event.data.meta.assignee?.id) return;
          return notifyAssigned(tx, conv, event.data.performer?.id ?? null, event.id);
        case 'message.created': {
          const m = event.data;
          if (!NOTIFIABLE.includes(m.message_type)) return;
          const message = await findMessage(tx, conv.id, m.id);
          if (!message) return;
          const authorId = m.sender_type === 'User' ? m.sender_id : null;
          return notifyNewMessage(tx, conv, message, { authorId, assigneeId: m.conversation.assignee_id }, event.id);
        }
      }
    });
  },
});

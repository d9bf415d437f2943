import { defineConsumer } from '../events/consumers.ts';
import { present } from '../features/conversations/conversationEvents.ts';
import { findConversationByDisplayId } from '../features/conversations/conversations.repo.ts';
import { findMessage } from '../features/messages/messages.repo.ts';
import { notifyUser } from '../features/notifications/notify.ts';
import { mentionedUserIds } from '../features/participants/participants.service.ts';

/**
 * In-app notifications (notification.created to the one user): the agents a private note mentions,
 * but not its author (message.created), and the new assignee when someone else assigned them
 * (assignee.changed). Idempotent: a notification remembers the event it came from.
 */
export const notificationsConsumer = defineConsumer({
  name: 'notifications',
  events: ['message.created', 'assignee.changed'],
  handle: async (event, { deps }) => {
    if (event.name === 'message.created') {
      const m = event.data;
      const authorId = m.sender_type === 'User' ? m.sender_id : null;
      const content = m.content ?? '';
      if (!m.private || !authorId || !content.includes('mention://')) return;
      await deps.db.transaction(async (tx) => {
        const conv = await findConversationByDisplayId(tx, event.accountId, m.conversation_id);
        const message = conv ? await findMessage(tx, conv.id, m.id) : null;
        if (!conv || !message) return;
        const ids = (await mentionedUserIds(tx, conv, content)).filter((id) => id !== authorId);
        if (!ids.length) return;
        const presented = await present(tx, conv);
        for (const userId of ids)
          await notifyUser(tx, userId, 'conversation_mention', conv, presented, message, event.id);
      });
      return;
    }
    const assigneeId = event.data.meta.assignee?.id;
    if (assigneeId === undefined || assigneeId === event.data.performer?.id) return;
    await deps.db.transaction(async (tx) => {
      const conv = await findConversationByDisplayId(tx, event.accountId, event.data.id);
      // Reassigned again since: the later event notifies its own assignee.
      if (!conv || conv.assigneeId !== assigneeId) return;
      await notifyUser(tx, assigneeId, 'conversation_assignment', conv, await present(tx, conv), null, event.id);
    });
  },
});

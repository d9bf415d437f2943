import { MESSAGE_TYPES } from '../../common/contracts/conversations.ts';
import { defineConsumer } from '../events/consumers.ts';
import {
  assistantOfInbox,
  captainInboxesInUse,
  queueCaptainReply,
  sendWelcome,
} from '../features/captainAssistants/index.ts';

/**
 * Captain's auto-reply (docs/CAPTAIN.md "Auto-reply and hand-off"): a new pending conversation in an inbox with an
 * assistant gets its welcome message; a customer's message in a pending conversation of such an inbox queues the
 * assistant's answer, one queued job a conversation (the job checks that no person of the team replied).
 */
export const captainAssistantsConsumer = defineConsumer({
  name: 'captain_assistants',
  events: ['conversation.created', 'message.created'],
  skips: (event) =>
    event.name === 'conversation.created'
      ? event.data.status !== 'pending'
      : event.data.message_type !== MESSAGE_TYPES.incoming || event.data.private,
  inUse: captainInboxesInUse,
  handle: async (event, { deps }) => {
    if (event.name === 'conversation.created') return sendWelcome(deps, event.accountId, event.data.id);
    // Most inboxes have no assistant: one read, nothing else.
    if (!(await assistantOfInbox(deps.db, event.accountId, event.data.inbox_id))) return;
    await queueCaptainReply(deps.db, event.accountId, event.data.conversation_id);
  },
});

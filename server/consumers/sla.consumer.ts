import { MESSAGE_TYPES } from '../../common/contracts/conversations.ts';
import { defineConsumer } from '../events/consumers.ts';
import { evaluateMessage, evaluateResolved, slaPoliciesInUse } from '../features/sla/index.ts';

/**
 * SLA evaluation from committed events (features/sla): an agent's reply meets the first/next response
 * targets (or records a late one as missed), a customer's message starts the next-response clock, a
 * resolve ends the SLA hit or missed. Idempotent: times come from the event, misses are unique per
 * deadline and notifications per event.
 */
export const slaConsumer = defineConsumer({
  name: 'sla',
  events: ['message.created', 'conversation.status_changed'],
  // evaluateMessage acts on an agent's public reply and on a customer's message; a status change ends the SLA on resolve.
  skips: (event) =>
    event.name === 'message.created'
      ? !(
          event.data.message_type === MESSAGE_TYPES.incoming ||
          (event.data.message_type === MESSAGE_TYPES.outgoing &&
            event.data.sender_type === 'User' &&
            !event.data.private)
        )
      : event.data.status !== 'resolved',
  inUse: slaPoliciesInUse,
  handle: async (event, { deps }) => {
    if (event.name === 'message.created') {
      const m = event.data;
      return evaluateMessage(
        deps,
        event.accountId,
        {
          conversationDisplayId: m.conversation_id,
          messageType: m.message_type,
          senderType: m.sender_type,
          isPrivate: m.private,
          createdAt: new Date(m.created_at * 1000),
        },
        event.id,
      );
    }
    if (event.data.status !== 'resolved') return;
    return evaluateResolved(deps, event.accountId, event.data.id, new Date(event.data.updated_at * 1000), event.id);
  },
});

import { publicUrl } from '../deps.ts';
import { defineConsumer } from '../events/consumers.ts';
import { findConversationByDisplayId } from '../features/conversationCore/index.ts';
import { maybeSendCsatSurvey } from '../features/csat/index.ts';

/**
 * The CSAT survey on resolve: when a conversation of an inbox with CSAT on is resolved (by an agent,
 * the visitor, a bulk action or auto-resolve), the customer is asked for a rating once. Idempotent:
 * a conversation that already has its survey gets none.
 */
export const csatConsumer = defineConsumer({
  name: 'csat_survey',
  events: ['conversation.status_changed'],
  handle: async (event, { deps }) => {
    if (event.data.status !== 'resolved') return;
    await deps.db.transaction(async (tx) => {
      const conv = await findConversationByDisplayId(tx, event.accountId, event.data.id);
      if (conv?.status === 1) await maybeSendCsatSurvey(tx, conv, publicUrl(deps));
    });
  },
});

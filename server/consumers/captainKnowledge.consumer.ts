import { defineConsumer } from '../events/consumers.ts';
import { onConversationResolved, queueHelpCenterSync } from '../features/captainKnowledge/index.ts';

/**
 * Captain's knowledge: a resolved conversation in an inbox connected to an assistant suggests FAQs (a job asks
 * the model), and a changed help-centre article queues the account's article sync (one queued sync per account).
 */
export const captainKnowledgeConsumer = defineConsumer({
  name: 'captain_knowledge',
  events: ['conversation.status_changed', 'article.changed'],
  skips: (event) => event.name === 'conversation.status_changed' && event.data.status !== 'resolved',
  handle: async (event, { deps }) => {
    if (event.name === 'article.changed') return void (await queueHelpCenterSync(deps.db, event.accountId));
    if (event.data.status !== 'resolved') return;
    await onConversationResolved(deps, {
      accountId: event.accountId,
      inboxId: event.data.inbox_id,
      displayId: event.data.id,
      eventId: event.id,
    });
  },
});

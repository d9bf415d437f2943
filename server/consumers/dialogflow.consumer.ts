import { MESSAGE_TYPES } from '../../common/contracts/conversations.ts';
import { defineConsumer } from '../events/consumers.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { dialogflowHooksOf, dialogflowReplyJob, integrationInUse } from '../features/integrations/index.ts';

/**
 * Dialogflow (an inbox integration): a visitor's message in an inbox with a Dialogflow hook on is queued
 * for the agent's answer (integrations/dialogflow: the job checks the conversation is still pending, asks
 * detectIntent and replies). One job per event and hook, so a retried event queues nothing twice.
 */
export const dialogflowConsumer = defineConsumer({
  name: 'dialogflow',
  events: ['message.created'],
  // Only what a visitor wrote in words: notes, agents' replies, activity lines and bare files are not asked.
  skips: (event) =>
    event.data.message_type !== MESSAGE_TYPES.incoming || event.data.private || !event.data.content?.trim(),
  inUse: integrationInUse('dialogflow'),
  handle: async (event, { deps }) => {
    // Most inboxes have no Dialogflow hook: one read, nothing else.
    const hooks = await dialogflowHooksOf(deps.db, event.accountId, event.data.inbox_id);
    for (const hook of hooks)
      await enqueueJob(
        deps.db,
        dialogflowReplyJob,
        {
          accountId: event.accountId,
          hookId: hook.id,
          conversationId: event.data.conversation_id,
          content: event.data.content ?? '',
        },
        { accountId: event.accountId, dedupeKey: `dialogflow:${event.id}:${hook.id}` },
      );
  },
});

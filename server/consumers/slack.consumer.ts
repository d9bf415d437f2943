import { MESSAGE_TYPES } from '../../common/contracts/conversations.ts';
import { defineConsumer } from '../events/consumers.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { findSlackHook, integrationInUse, slackPostJob } from '../features/integrations/index.ts';

const avatarOf = (sender: unknown) => {
  if (!sender || typeof sender !== 'object') return null;
  const s = sender as { avatar_url?: unknown; thumbnail?: unknown };
  const url = typeof s.avatar_url === 'string' && s.avatar_url ? s.avatar_url : s.thumbnail;
  return typeof url === 'string' && url ? url : null;
};

/**
 * Slack (an account integration): every message of a conversation, the visitor's and the agents', notes
 * included, is queued to be mirrored to the account's Slack channel (integrations/slack: parent message,
 * thread, alert mode). Activity lines and templates are not; nor is a reply that came from Slack itself
 * (external_source_ids.slack). One job per event.
 */
export const slackConsumer = defineConsumer({
  name: 'slack',
  events: ['message.created'],
  skips: (event) =>
    (event.data.message_type !== MESSAGE_TYPES.incoming && event.data.message_type !== MESSAGE_TYPES.outgoing) ||
    'slack' in event.data.external_source_ids,
  inUse: integrationInUse('slack'),
  handle: async (event, { deps }) => {
    // Most accounts have no Slack hook: one read, nothing else.
    const hook = await findSlackHook(deps.db, event.accountId);
    if (!hook || hook.status !== 1 || !hook.referenceId) return;
    const m = event.data;
    await enqueueJob(
      deps.db,
      slackPostJob,
      {
        accountId: event.accountId,
        hookId: hook.id,
        messageId: m.id,
        conversationId: m.conversation_id,
        content: m.content,
        private: m.private,
        senderName: m.sender?.name ?? null,
        avatarUrl: avatarOf(m.sender),
      },
      { accountId: event.accountId, dedupeKey: `slack:${event.id}` },
    );
  },
});

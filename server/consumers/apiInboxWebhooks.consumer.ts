import crypto from 'node:crypto';
import { defineConsumer } from '../events/consumers.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { findConversationByDisplayId } from '../features/conversationCore/index.ts';
import { findMessage, findInboxRow } from '../features/messages/index.ts';
import { apiInboxWebhookJob, webhookPayloadOf } from '../features/webhooks/index.ts';
import { apiInboxWebhooksInUse, findApiChannel } from '../features/webhooks/index.ts';

const OUTGOING = 1;
const TEMPLATE = 3;

/** A public outgoing or template message: what an API inbox's webhook is told. */
const isSent = (m: { private: boolean; message_type: number }) =>
  !m.private && (m.message_type === OUTGOING || m.message_type === TEMPLATE);

/** A delivery id that stays the same however often the event is handled (uuid-shaped, from the event id). */
const deliveryIdOf = (eventId: number) => {
  const h = crypto.createHash('sha256').update(`api-inbox-webhook:${eventId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/**
 * API-inbox webhooks (Chatwoot's Channel::Api webhook_url): a public outgoing or template message of an
 * API inbox becomes one signed delivery job (apiInboxWebhookJob: retries 5xx and timeouts with backoff,
 * none for 4xx). Idempotent: the delivery is queued with the event's id as its key.
 */
export const apiInboxWebhooksConsumer = defineConsumer({
  name: 'api_inbox_webhooks',
  events: ['message.created'],
  skips: (event) => !isSent(event.data),
  inUse: apiInboxWebhooksInUse,
  handle: async (event, { deps }) => {
    const m = event.data;
    if (!isSent(m)) return;
    // Most inboxes are not API inboxes: one read, no transaction.
    const inbox = await findInboxRow(deps.db, m.inbox_id);
    if (inbox?.channelType !== 'Channel::Api' || inbox.accountId !== event.accountId) return;
    await deps.db.transaction(async (tx) => {
      const channel = await findApiChannel(tx, inbox.channelId);
      if (!channel?.webhookUrl) return;
      const conversation = await findConversationByDisplayId(tx, event.accountId, m.conversation_id);
      const message = conversation ? await findMessage(tx, conversation.id, m.id) : null;
      if (!conversation || !message) return;
      const body = JSON.stringify(await webhookPayloadOf(tx, { message, conversation, inbox }));
      await enqueueJob(
        tx,
        apiInboxWebhookJob,
        { channelId: channel.id, deliveryId: deliveryIdOf(event.id), body },
        { accountId: event.accountId, dedupeKey: `api_inbox_webhook:${event.id}` },
      );
    });
  },
});

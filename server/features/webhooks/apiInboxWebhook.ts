import { CONTENT_TYPES } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import { gather } from '../../db/gather.ts';
import { presentAttachment } from '../attachments/index.ts';
import { attachmentsByMessage } from '../attachments/index.ts';
import { loadContext } from '../conversationCore/index.ts';
import { presentConversation } from '../conversationCore/index.ts';
import type { TConversationRow } from '../conversationCore/index.ts';
import type { TInboxRow } from '../inboxes/index.ts';
import type { TMessageRow } from '../messages/index.ts';
import { findUserById } from '../users/index.ts';
import { defineDeliveryJob } from '../../lib/outbound/delivery.ts';
import { eventOfBody } from '../../lib/outbound/delivery.ts';
import { findApiInboxOfChannel } from '../../lib/outbound/deliveryLog.repo.ts';
import { findAccountName, findApiChannel } from './apiInboxWebhook.repo.ts';

/**
 * API-inbox webhooks: every public outgoing message of an API inbox is POSTed to the channel's
 * webhook_url as Chatwoot's `message_created` payload (the api_inbox_webhooks consumer queues one
 * delivery per message.created event), signed like Chatwoot's webhooks:
 *   X-Chatwoot-Timestamp: <unix seconds>
 *   X-Chatwoot-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>" keyed with the channel's secret>
 *   X-Chatwoot-Delivery: <uuid, the same on every retry of one delivery>
 * A receiver recomputes the HMAC over the raw body and rejects stale timestamps (e.g. > 5 minutes).
 * Network errors, timeouts, 408, 429 and 5xx are retried with exponential backoff; other 4xx are final,
 * and so is a target the outbound guard refuses (a private address, or a redirect to one).
 */

export { signWebhook, WEBHOOK_TIMEOUT_MS } from '../../lib/outbound/delivery.ts';
const MESSAGE_TYPE_NAMES = ['incoming', 'outgoing', 'activity', 'template'] as const;

export interface TWebhookJob {
  channelId: number;
  deliveryId: string;
  body: string;
}

/** What a delivery is about: the message, its conversation and its (API) inbox. */
export interface TWebhookSubject {
  message: TMessageRow;
  conversation: TConversationRow;
  inbox: TInboxRow;
}

/** Chatwoot's Message#webhook_data plus the event name (message_created, or message_updated). */
export const webhookPayloadOf = async (
  db: TExecutor,
  { message, conversation, inbox }: TWebhookSubject,
  event = 'message_created',
) => {
  const [ctx, accountName, sender, files] = await gather(db, [
    () => loadContext(db, [conversation]),
    () => findAccountName(db, conversation.accountId),
    () => findUserById(db, message.senderType === 'User' ? (message.senderId ?? 0) : 0),
    () => attachmentsByMessage(db, [message.id]),
  ]);
  const attachments = (files.get(message.id) ?? []).map(presentAttachment);
  return {
    event,
    id: message.id,
    content: message.content,
    content_type: CONTENT_TYPES[message.contentType] ?? 'text',
    content_attributes: message.contentAttributes,
    additional_attributes: message.additionalAttributes,
    message_type: MESSAGE_TYPE_NAMES[message.messageType] ?? 'outgoing',
    private: message.private,
    source_id: message.sourceId,
    created_at: message.createdAt.toISOString(),
    sender: sender
      ? { id: sender.id, name: sender.displayName || sender.name, email: sender.email, type: 'user' }
      : null,
    account: { id: conversation.accountId, name: accountName },
    inbox: { id: inbox.id, name: inbox.name },
    conversation: presentConversation(conversation, ctx),
    ...(attachments.length && { attachments }),
  };
};

/** The API inbox's webhook through the one delivery service: logged under the inbox, retried with backoff. */
export const apiInboxWebhookJob = defineDeliveryJob<TWebhookJob>('api_inbox_webhook', 'webhook', async (data, ctx) => {
  const channel = await findApiChannel(ctx.deps.db, data.channelId);
  if (!channel?.webhookUrl) return null; // inbox deleted or webhook removed since: nothing to deliver
  const inbox = await findApiInboxOfChannel(ctx.deps.db, channel.id);
  if (!inbox) return null;
  return {
    target: {
      kind: 'api_inbox',
      accountId: inbox.accountId,
      targetId: inbox.id,
      url: channel.webhookUrl,
      secret: channel.secret,
    },
    request: { deliveryId: data.deliveryId, event: eventOfBody(data.body), body: data.body },
  };
});

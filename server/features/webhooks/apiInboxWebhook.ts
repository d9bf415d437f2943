import crypto from 'node:crypto';
import { CONTENT_TYPES } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import { gather } from '../../db/gather.ts';
import { defineJob, PermanentJobError } from '../../jobs/queue.ts';
import { guardedFetch } from '../../lib/outbound/guardedFetch.ts';
import { OutboundRefusedError, outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { presentAttachment } from '../attachments/index.ts';
import { attachmentsByMessage } from '../attachments/index.ts';
import { loadContext } from '../conversationCore/index.ts';
import { presentConversation } from '../conversationCore/index.ts';
import type { TConversationRow } from '../conversationCore/index.ts';
import type { TInboxRow } from '../inboxes/index.ts';
import type { TMessageRow } from '../messages/index.ts';
import { findUserById } from '../users/index.ts';
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

export const WEBHOOK_TIMEOUT_MS = 10_000;
const MESSAGE_TYPE_NAMES = ['incoming', 'outgoing', 'activity', 'template'] as const;

export interface TWebhookJob {
  channelId: number;
  deliveryId: string;
  body: string;
}

export const signWebhook = (secret: string, timestamp: number, body: string) =>
  `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

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

export const apiInboxWebhookJob = defineJob<TWebhookJob>(
  'api_inbox_webhook',
  async (data, { deps }) => {
    const channel = await findApiChannel(deps.db, data.channelId);
    if (!channel?.webhookUrl) return; // inbox deleted or webhook removed since: nothing to deliver
    const timestamp = Math.floor(Date.now() / 1000);
    let res: Awaited<ReturnType<typeof guardedFetch>>;
    try {
      res = await guardedFetch(
        channel.webhookUrl,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'User-Agent': 'Helpdesk-Webhook',
            'X-Chatwoot-Timestamp': String(timestamp),
            'X-Chatwoot-Signature': signWebhook(channel.secret, timestamp, data.body),
            'X-Chatwoot-Delivery': data.deliveryId,
          },
          body: data.body,
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        },
        outboundPolicy(deps.config),
      );
    } catch (err) {
      // A refused target (private address, redirect to one) fails for good; its reason names no URL.
      if (err instanceof OutboundRefusedError) throw new PermanentJobError(`webhook ${err.message}`);
      // The URL may carry credentials in its query: only the error kind is recorded.
      throw new Error(`webhook delivery failed: ${(err as Error).name}`, { cause: err });
    }
    await res.body?.cancel().catch(() => undefined);
    if (res.ok) return;
    const retryable = res.status >= 500 || res.status === 408 || res.status === 429;
    const msg = `webhook responded ${res.status}`;
    throw retryable ? new Error(msg) : new PermanentJobError(msg);
  },
  { maxAttempts: 6, retryDelaySeconds: 10, retryBackoff: true, pollSeconds: 1 },
);

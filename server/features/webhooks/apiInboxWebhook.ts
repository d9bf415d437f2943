import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CONTENT_TYPES } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import { accounts, channelApi, users } from '../../db/schema/index.ts';
import { defineJob, enqueueJob, PermanentJobError } from '../../jobs/queue.ts';
import { presentAttachment } from '../attachments/attachments.presenter.ts';
import { attachmentsByMessage } from '../attachments/attachments.repo.ts';
import { registerOutbound, type TOutboundMessage } from '../channels/outbound.ts';
import { loadContext, presentConversation } from '../conversations/conversations.presenter.ts';
import { gather } from '../../db/gather.ts';

/**
 * API-inbox webhooks: every public outgoing message of an API inbox is POSTed to the channel's
 * webhook_url as Chatwoot's `message_created` payload, signed like Chatwoot's webhooks:
 *   X-Chatwoot-Timestamp: <unix seconds>
 *   X-Chatwoot-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>" keyed with the channel's secret>
 *   X-Chatwoot-Delivery: <uuid, the same on every retry of one delivery>
 * A receiver recomputes the HMAC over the raw body and rejects stale timestamps (e.g. > 5 minutes).
 * Network errors, timeouts, 408, 429 and 5xx are retried with exponential backoff; other 4xx are final.
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

/** Chatwoot's Message#webhook_data plus the event name, built in the creating transaction. */
const payloadOf = async ({ tx, message, conversation, inbox }: TOutboundMessage) => {
  const [ctx, account, sender, files] = await gather(tx, [
    () => loadContext(tx, [conversation]),
    tx.select().from(accounts).where(eq(accounts.id, conversation.accountId)),
    message.senderType === 'User' && message.senderId
      ? tx.select().from(users).where(eq(users.id, message.senderId))
      : [],
    () => attachmentsByMessage(tx, [message.id]),
  ]);
  const u = sender[0];
  const attachments = (files.get(message.id) ?? []).map(presentAttachment);
  return {
    event: 'message_created',
    id: message.id,
    content: message.content,
    content_type: CONTENT_TYPES[message.contentType] ?? 'text',
    content_attributes: message.contentAttributes,
    additional_attributes: message.additionalAttributes,
    message_type: MESSAGE_TYPE_NAMES[message.messageType] ?? 'outgoing',
    private: message.private,
    source_id: message.sourceId,
    created_at: message.createdAt.toISOString(),
    sender: u ? { id: u.id, name: u.displayName || u.name, email: u.email, type: 'user' } : null,
    account: { id: conversation.accountId, name: account[0]?.name ?? '' },
    inbox: { id: inbox.id, name: inbox.name },
    conversation: presentConversation(conversation, ctx),
    ...(attachments.length && { attachments }),
  };
};

export const apiInboxWebhookJob = defineJob<TWebhookJob>(
  'api_inbox_webhook',
  async (data, { deps }) => {
    const [channel] = await deps.db.select().from(channelApi).where(eq(channelApi.id, data.channelId));
    if (!channel?.webhookUrl) return; // inbox deleted or webhook removed since: nothing to deliver
    const timestamp = Math.floor(Date.now() / 1000);
    let res: Response;
    try {
      res = await fetch(channel.webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Helpdesk-Webhook',
          'X-Chatwoot-Timestamp': String(timestamp),
          'X-Chatwoot-Signature': signWebhook(channel.secret, timestamp, data.body),
          'X-Chatwoot-Delivery': data.deliveryId,
        },
        body: data.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
    } catch (err) {
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

/** Queues the delivery in the message's transaction (nothing is sent for a rolled-back message). */
export const enqueueApiInboxWebhook = async (out: TOutboundMessage, tx: TExecutor = out.tx) => {
  const [channel] = await tx.select().from(channelApi).where(eq(channelApi.id, out.inbox.channelId));
  if (!channel?.webhookUrl) return;
  const body = JSON.stringify(await payloadOf(out));
  await enqueueJob(
    tx,
    apiInboxWebhookJob,
    { channelId: channel.id, deliveryId: crypto.randomUUID(), body },
    { accountId: out.conversation.accountId },
  );
};

registerOutbound('Channel::Api', (out) => enqueueApiInboxWebhook(out));

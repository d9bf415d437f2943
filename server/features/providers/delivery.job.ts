import crypto from 'node:crypto';
import { publicUrl, type TDeps } from '../../deps.ts';
import { defineJob, enqueueJob, PermanentJobError } from '../../jobs/queue.ts';
import { registerOutbound } from '../channels/index.ts';
import {
  findChannel,
  openInstagramChannel,
  openTwitterChannel,
  type TChannelRow,
  type TInstagramChannel,
  type TTwitterChannel,
} from '../inboxes/index.ts';
import { ProviderAuthError, templateSendOf, type TSender } from './adapter.ts';
import { sendBandwidth } from './bandwidth/bandwidth.adapter.ts';
import { sendLine } from './line/line.adapter.ts';
import { sendFacebook } from './facebook/facebook.adapter.ts';
import { sendInstagram } from './instagram/instagram.adapter.ts';
import { flagReauthorization } from './reauthorization.service.ts';
import { findLastIncomingAt } from '../messages/index.ts';
import { findDeliveryTarget, findMessageById } from './messageStatus.repo.ts';
import { markFailed, markSent, markSentIn, MESSAGE_STATUS } from './messageStatus.service.ts';
import { lockSender, recordSourceParts } from './inbound.repo.ts';
import { ProviderError } from '../../lib/providerHttp.ts';
import { sendTelegram } from './telegram/telegram.adapter.ts';
import { sendTwitter } from './twitter/twitter.adapter.ts';
import { sendTwilio } from './twilio/twilio.adapter.ts';
import { sendWhatsapp } from './whatsappCloud/whatsapp.adapter.ts';
import { outboundMediaUrls } from './media.ts';
import { errorText } from '../../lib/serverText.ts';

/** channel_type → the adapter that sends through it. */
export const SENDERS: Record<string, TSender> = {
  'Channel::TwilioSms': sendTwilio,
  'Channel::Whatsapp': sendWhatsapp,
  'Channel::Line': sendLine,
  'Channel::Telegram': sendTelegram,
  'Channel::Sms': sendBandwidth,
  'Channel::FacebookPage': sendFacebook,
  'Channel::Instagram': sendInstagram,
  'Channel::TwitterProfile': sendTwitter,
};

/** Instagram's token and X's tokens are sealed at rest: opened for one send only. */
const openForSend = async (deps: TDeps, channelType: string, stored: TChannelRow) => {
  if (channelType === 'Channel::Instagram') return openInstagramChannel(deps, stored as TInstagramChannel);
  if (channelType === 'Channel::TwitterProfile') return openTwitterChannel(deps, stored as TTwitterChannel);
  return stored;
};

/**
 * Channels whose provider echoes our own sends back through the webhook, carrying the id the send answers
 * with. The echo may arrive before that answer: the send holds the recipient's inbound lock (the one the
 * webhook takes per sender) from before the call until the id is stored, so the echo, waiting on it, finds
 * the message by its id (messages_inbox_source_key) and is not stored a second time. The ids of a send's
 * other parts (an Instagram attachment each) are stored in the same transaction, for their echoes.
 */
const ECHOING = new Set(['Channel::FacebookPage', 'Channel::Instagram', 'Channel::TwitterProfile']);

export const DELIVERY_MAX_ATTEMPTS = 5;

interface TDeliveryData {
  messageId: number;
  /** A UUID fixed at enqueue time, sent where the provider supports idempotent retries (LINE). */
  key: string;
}

const deliver = async (deps: TDeps, data: TDeliveryData, attempt: number) => {
  const message = await findMessageById(deps.db, data.messageId);
  // Already sent (a retry after a crash past the provider call) or given up on: nothing to do.
  if (!message || message.sourceId || message.status === MESSAGE_STATUS.failed) return;
  const row = await findDeliveryTarget(deps.db, message.accountId, message.conversationId);
  const send = row ? SENDERS[row.inbox.channelType] : undefined;
  const stored = row ? await findChannel(deps.db, row.inbox.channelType, row.inbox.channelId) : null;
  const channel = stored && row ? await openForSend(deps, row.inbox.channelType, stored) : null;
  if (!row || !send || !channel || !row.contactInbox) {
    await markFailed(deps, message, errorText('noRecipientOnChannel'));
    throw new PermanentJobError(`message ${message.id}: no recipient`);
  }
  const to = row.contactInbox.sourceId;
  const input = {
    config: deps.config,
    baseUrl: publicUrl(deps),
    channel,
    to,
    text: message.content,
    mediaUrls: await outboundMediaUrls(deps, message),
    idempotencyKey: data.key,
    template: templateSendOf(message.additionalAttributes),
    lastIncomingAt: await findLastIncomingAt(deps.db, message.conversationId),
  };
  try {
    if (ECHOING.has(row.inbox.channelType)) {
      const inboxId = row.inbox.id;
      await deps.db.transaction(async (tx) => {
        await lockSender(tx, inboxId, to);
        const sent = await send(input);
        await markSentIn(tx, message, sent.sourceId);
        await recordSourceParts(tx, inboxId, message.id, sent.partIds ?? []);
      });
    } else {
      await markSent(deps, message, (await send(input)).sourceId);
    }
  } catch (err) {
    if (err instanceof ProviderAuthError) await flagReauthorization(deps, row.inbox);
    const permanent = err instanceof ProviderError && err.isPermanent;
    if (permanent || attempt >= DELIVERY_MAX_ATTEMPTS) {
      const reason = err instanceof ProviderError ? err.message : 'The message could not be sent';
      await markFailed(deps, message, reason);
      throw new PermanentJobError(reason);
    }
    throw err;
  }
};

export const deliveryJob = defineJob<TDeliveryData>(
  'providers.deliver',
  (data, ctx) => deliver(ctx.deps, data, ctx.attempt),
  {
    maxAttempts: DELIVERY_MAX_ATTEMPTS,
    pollSeconds: 1,
  },
);

for (const channelType of Object.keys(SENDERS)) {
  registerOutbound(channelType, async ({ tx, message }) => {
    // A message the provider told us about (a Messenger echo) was sent already.
    if (message.sourceId) return;
    await enqueueJob(
      tx,
      deliveryJob,
      { messageId: message.id, key: crypto.randomUUID() },
      { accountId: message.accountId },
    );
  });
}

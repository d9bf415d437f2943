import { CHANNEL_TYPES } from '../../../common/contracts/inboxes.ts';
import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import { ProviderError } from '../../lib/providerHttp.ts';
import { errorText } from '../../lib/serverText.ts';
import { linkContactInbox } from '../contacts/index.ts';
import { openConversation } from '../conversations/index.ts';
import { findChannel, findInbox, type TChannelRow, type TInboxRow } from '../inboxes/index.ts';
import { recordMessage } from '../messages/index.ts';
import { SENDERS, templateSendOf } from '../providers/index.ts';
import * as repo from './campaignDelivery.repo.ts';

/** The inboxes one-off campaigns send through (Chatwoot: Twilio SMS, SMS (Bandwidth), WhatsApp). */
export const ONE_OFF_CHANNELS: readonly string[] = [CHANNEL_TYPES.twilio, CHANNEL_TYPES.sms, CHANNEL_TYPES.whatsapp];

/**
 * Campaign messages per second per inbox. Twilio and Bandwidth long codes take about one a second; WhatsApp
 * Cloud takes far more, 10/s stays well inside its lowest tier. Change it here.
 */
export const CAMPAIGN_SENDS_PER_SECOND: Record<string, number> = {
  [CHANNEL_TYPES.twilio]: 1,
  [CHANNEL_TYPES.sms]: 1,
  [CHANNEL_TYPES.whatsapp]: 10,
};

/** One send job works this long, then queues the next (a restart or deploy loses at most one in flight). */
const RUN_BUDGET_MS = 50_000;
/** A recipient `sending` this long belongs to a runner that stopped: it is failed, never sent twice. */
const STALE_SENDING_MS = 5 * 60_000;

export interface TPace {
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
}
const realPace: TPace = { now: () => new Date(), sleep: (ms) => new Promise((r) => setTimeout(r, ms)) };

export interface TRunOptions {
  pace?: TPace;
  /** Overrides the channel's rate (tests). */
  sendsPerSecond?: number;
  budgetMs?: number;
}

/** The recipient's address on the channel: contact_inbox.source_id as Chatwoot derives it from the phone. */
export const addressOn = (inbox: TInboxRow, channel: TChannelRow, phone: string) => {
  if (inbox.channelType === CHANNEL_TYPES.whatsapp) return phone.replace(/^\+/, '');
  if (inbox.channelType === CHANNEL_TYPES.twilio && 'medium' in channel && channel.medium === 'whatsapp')
    return `whatsapp:${phone}`;
  return phone;
};

/** A provider's refusal as (code, text): Twilio's and Meta's errors start with their numeric code. */
export const providerErrorOf = (err: unknown) => {
  const text = err instanceof Error ? err.message : String(err);
  const code = /\b(\d{3,6})\b/.exec(text)?.[1] ?? (err instanceof ProviderError ? String(err.status) : 'error');
  return { code, text };
};

/** The inbox, channel and sender a campaign sends through, or null when the inbox cannot send. */
export const senderOf = async (deps: TDeps, accountId: number, inboxId: number) => {
  const inbox = await findInbox(deps.db, accountId, inboxId);
  if (!inbox || !ONE_OFF_CHANNELS.includes(inbox.channelType)) return null;
  const channel = await findChannel(deps.db, inbox.channelType, inbox.channelId);
  const send = SENDERS[inbox.channelType];
  return channel && send ? { inbox, channel, send } : null;
};

type TSenderOf = NonNullable<Awaited<ReturnType<typeof senderOf>>>;
type TTaken = NonNullable<Awaited<ReturnType<typeof repo.takeNextRecipient>>>;

/**
 * Sends one taken recipient: the provider first, then — in one transaction — the contact's conversation
 * in the inbox (its open one, else a new one through the conversation door), the outgoing message through
 * recordMessage with the provider's id (so the delivery job has nothing left to send and status callbacks
 * find it), and the recipient marked sent. A refusal marks the recipient failed with the provider's error.
 */
const sendOne = async (deps: TDeps, campaign: repo.TCampaignRow, via: TSenderOf, taken: TTaken, now: Date) => {
  const { recipient, contact } = taken;
  const to = addressOn(via.inbox, via.channel, contact.phoneNumber ?? '');
  let sourceId: string;
  try {
    const result = await via.send({
      config: deps.config,
      baseUrl: publicUrl(deps),
      channel: via.channel,
      to,
      text: campaign.message,
      mediaUrls: [],
      idempotencyKey: `campaign-recipient-${recipient.id}`,
      // A WhatsApp campaign with a template sends it (the message API's template_params shape); else plain text.
      template: templateSendOf({ template_params: campaign.templateParams }),
    });
    sourceId = result.sourceId;
  } catch (err) {
    const { code, text } = providerErrorOf(err);
    await repo.updateRecipient(deps.db, recipient.id, { status: 'failed', errorCode: code, error: text });
    return false;
  }
  await deps.db.transaction(async (tx) => {
    const { contactInbox } = await linkContactInbox(tx, 'campaign', {
      contactId: contact.id,
      inboxId: via.inbox.id,
      sourceId: to,
    });
    const conversation =
      (await repo.findOpenConversation(tx, campaign.accountId, contactInbox.id)) ??
      (await openConversation(tx, {
        origin: { kind: 'campaign' },
        accountId: campaign.accountId,
        inboxId: via.inbox.id,
        contactInbox: { id: contactInbox.id, contactId: contactInbox.contactId },
        additionalAttributes: { campaign_id: campaign.displayId },
      }));
    const recorded = await recordMessage(tx, {
      origin: 'agent',
      messageType: MESSAGE_TYPES.outgoing,
      conversation,
      content: campaign.message,
      sender: campaign.senderId ? { type: 'User', id: campaign.senderId } : null,
      sourceId,
      additionalAttributes: {
        campaign_id: campaign.displayId,
        ...(templateSendOf({ template_params: campaign.templateParams }) && {
          template_params: campaign.templateParams,
        }),
      },
    });
    await repo.updateRecipient(tx, recipient.id, {
      status: 'sent',
      providerMessageId: sourceId,
      messageId: recorded?.message.id ?? null,
      sentAt: now,
    });
  });
  return true;
};

/**
 * Sends a launched campaign's pending recipients, one at a time at the inbox's pace (a slot reserved in
 * the database, so campaigns and nodes sharing an inbox share its rate), for up to the run's budget.
 * Only pending recipients are taken (pending → sending, atomically), so a re-run after a crash sends
 * nobody twice; a recipient left `sending` by a stopped runner is failed after a while, not resent.
 * Completes the campaign when nobody is pending or sending. Returns whether it is done.
 */
export const sendPending = async (deps: TDeps, campaignId: number, opts: TRunOptions = {}) => {
  const pace = opts.pace ?? realPace;
  const campaign = await repo.findCampaignById(deps.db, campaignId);
  if (!campaign) return { sent: 0, done: true };
  await repo.failStaleSending(deps.db, campaign.id, STALE_SENDING_MS, errorText('campaignSendInterrupted'));
  const via = await senderOf(deps, campaign.accountId, campaign.inboxId);
  const rate = opts.sendsPerSecond ?? (via ? (CAMPAIGN_SENDS_PER_SECOND[via.inbox.channelType] ?? 1) : 1);
  const intervalMs = 1000 / rate;
  const started = pace.now().getTime();
  let sent = 0;
  while (pace.now().getTime() - started < (opts.budgetMs ?? RUN_BUDGET_MS)) {
    const taken = await repo.takeNextRecipient(deps.db, campaign.id);
    if (!taken) break;
    if (!via) {
      const text = errorText('campaignInboxCannotSend');
      await repo.updateRecipient(deps.db, taken.recipient.id, { status: 'failed', errorCode: 'inbox', error: text });
      continue;
    }
    const slot = await repo.reserveSendSlot(deps.db, via.inbox.id, pace.now(), intervalMs);
    const wait = slot.getTime() - pace.now().getTime();
    if (wait > 0) await pace.sleep(wait);
    if (await sendOne(deps, campaign, via, taken, pace.now())) sent += 1;
  }
  const done = await deps.db.transaction((tx) => repo.completeIfDone(tx, campaign.id));
  return { sent, done };
};

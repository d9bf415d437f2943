import { MESSAGE_TYPES, STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { cancelJob } from '../../jobs/queue.ts';
import { attachmentsByMessage, type TAttachmentRow } from '../attachments/index.ts';
import type { TStoredFile } from '../attachments/index.ts';
import { dispatchOutbound } from '../channels/index.ts';
import { presentBotSender } from '../agentBots/index.ts';
import { findBotRows } from '../agentBots/index.ts';
import { presentContact } from '../contacts/index.ts';
import type { TContactRow } from '../contacts/index.ts';
import { activityWords, type TActivity } from '../conversationCore/index.ts';
import { announce, audienceOf } from '../conversationCore/index.ts';
import { presentMessage, senderOf } from '../conversationCore/index.ts';
import * as convRepo from '../conversationCore/index.ts';
import { snoozeKey } from '../conversationCore/index.ts';
import { handleMentions } from '../participants/index.ts';
import type { TUserRow } from '../users/index.ts';
import * as repo from './messages.repo.ts';

/**
 * Where a message comes from. Every origin goes through recordMessage; the origin only decides the
 * message type and who the sender is, never which rules apply.
 */
export type TMessageOrigin =
  | 'agent' // an agent's reply or private note (dashboard or API)
  | 'visitor' // the widget or the client API
  | 'provider' // an inbound webhook (SMS, WhatsApp, LINE, Telegram…)
  | 'email' // inbound email
  | 'bot' // an agent bot's reply
  | 'campaign' // a website campaign's message, written when the visitor answers it (from its sender)
  | 'template' // greeting, email collection, CSAT survey
  | 'activity' // "Conversation was marked resolved by …"
  | 'merge'; // the activity line of a contact merge

export type TMessageSender =
  | { type: 'User'; id: number; user?: TUserRow | null }
  | { type: 'Contact'; id: number; contact?: TContactRow | null }
  | { type: 'AgentBot'; id: number }
  | { type: 'Captain::Assistant'; id: number };

export interface TRecordMessage {
  origin: TMessageOrigin;
  conversation: convRepo.TConversationRow;
  /** incoming / outgoing for agents (the API may record a customer's message), else implied by the origin. */
  messageType?: number;
  content: string | null;
  contentType?: number;
  contentAttributes?: Record<string, unknown>;
  additionalAttributes?: Record<string, unknown>;
  /** Where a mirror (Slack) already has the message: `{slack: ts}` keeps it from being mirrored back. */
  externalSourceIds?: Record<string, string>;
  private?: boolean;
  /** The author; contacts write incoming messages, agents and bots outgoing ones, the system none. */
  sender?: TMessageSender | null;
  /** The channel's id for the message: the same (inbox, source id) twice records nothing the second time. */
  sourceId?: string | null;
  /** Files already written to the upload store. */
  files?: TStoredFile[];
  /** Attachment rows to write as they are (provider media known by URL or fetched later). */
  media?: Omit<repo.TNewAttachment, 'messageId' | 'accountId'>[];
  /** The client's id for this send; the same sender repeating it in the conversation gets the first message back. */
  echoId?: string;
}

export interface TRecorded {
  message: repo.TMessageRow;
  files: TAttachmentRow[];
  /** The conversation after the message's rules ran (times, status). */
  conversation: convRepo.TConversationRow;
  /** The agent-side wire shape (the message.created payload without its conversation slice). */
  payload: ReturnType<typeof presentMessage> & { echo_id?: string };
  /** A retry of an earlier send (same sender and echo_id): nothing was written, this is the first message. */
  isRepeat?: boolean;
}

const TYPE_OF: Record<TMessageOrigin, number | null> = {
  agent: null,
  visitor: MESSAGE_TYPES.incoming,
  provider: MESSAGE_TYPES.incoming,
  email: MESSAGE_TYPES.incoming,
  bot: MESSAGE_TYPES.outgoing,
  campaign: MESSAGE_TYPES.outgoing,
  template: MESSAGE_TYPES.template,
  activity: MESSAGE_TYPES.activity,
  merge: MESSAGE_TYPES.activity,
};

/** The sender as message events show it: an agent's brief, a contact with type "contact", a bot, or null. */
const presentSender = async (tx: TExecutor, s: TMessageSender | null | undefined) => {
  if (!s) return null;
  if (s.type === 'AgentBot') {
    const [bot] = await findBotRows(tx, [s.id]);
    return bot ? presentBotSender(bot) : null;
  }
  if (s.type === 'Captain::Assistant') {
    const [assistant] = await convRepo.findAssistantSenders(tx, [s.id]);
    return assistant ? convRepo.presentAssistantSender(assistant) : null;
  }
  if (s.type === 'User') return senderOf(s.user?.id === s.id ? s.user : await repo.findUserRow(tx, s.id));
  const contact = s.contact?.id === s.id ? s.contact : await repo.findContactRow(tx, s.id);
  return contact ? { ...presentContact(contact), type: 'contact' } : null;
};

/**
 * message.created / message.updated with Chatwoot's payload: the message, echo_id, and a slice of the
 * conversation. The audience is always the conversation's, participants included; private notes and
 * activity lines never reach the visitor.
 */
export const announceMessage = async (
  tx: TExecutor,
  event: 'message.created' | 'message.updated',
  conv: convRepo.TConversationRow,
  message: repo.TMessageRow,
  sender: Record<string, unknown> | null,
  files: TAttachmentRow[] = [],
  echoId?: string,
  /** The context when the caller already read it (recordMessage: in its conversation update). */
  known?: repo.TMessageEventContext,
) => {
  const context = known ?? (await repo.messageEventContext(tx, conv));
  const payload = { ...presentMessage(message, conv.displayId, sender, files), ...(echoId && { echo_id: echoId }) };
  const conversation = {
    assignee_id: conv.assigneeId,
    unread_count: context.unread,
    last_activity_at: Math.floor(conv.lastActivityAt.getTime() / 1000),
    contact_inbox: { source_id: context.sourceId },
  };
  const hidden = message.private || message.messageType === MESSAGE_TYPES.activity;
  await appendEvent(
    tx,
    conv.accountId,
    event,
    { ...payload, conversation },
    audienceOf(conv, hidden, context.participantIds),
  );
  return payload;
};

/**
 * A send repeated under the same echo_id by the same sender: the message its first send wrote, as the
 * first answer showed it; nothing is written, announced or sent again. Null if the row is not there (the
 * conflict was another key).
 */
const repeatOf = async (tx: TExecutor, input: TRecordMessage, echoId: string): Promise<TRecorded | null> => {
  const c = input.conversation;
  if (!input.sender) return null;
  const message = await repo.findMessageByEchoId(tx, c.id, input.sender, echoId);
  if (!message) return null;
  const files = (await attachmentsByMessage(tx, [message.id])).get(message.id) ?? [];
  const sender = await presentSender(tx, input.sender);
  const payload = { ...presentMessage(message, c.displayId, sender, files), echo_id: echoId };
  return { message, files, conversation: c, payload, isRepeat: true };
};

/**
 * The one door through which a message is created, whatever its origin, in the caller's transaction.
 * The rules, once:
 * - an incoming message to a merged conversation is written to the conversation it was merged into;
 * - the row and its attachments; a repeated (inbox, source id) records nothing (null); a repeated
 *   (conversation, sender, echo_id) — a client retrying — writes nothing and returns the first message
 *   (isRepeat), even when both requests arrive together (the unique index makes the second wait);
 * - a public outgoing or template message goes to the channel's sender (in this transaction);
 * - incoming: waiting_since is set if unset, the contact's last activity moves, and a resolved or
 *   snoozed conversation reopens unless it is muted (Chatwoot), cancelling the snooze wake-up and
 *   writing "Conversation was reopened" — an activity line, recorded through this same door;
 * - an agent's public reply clears waiting_since and sets the first reply time once (first.reply.created);
 * - a private note's @mentions make participants and notify them;
 * - last_activity_at moves for every message a person or bot writes;
 * - message.created with the conversation's audience (participants included).
 */
export const recordMessage = async (tx: TExecutor, input: TRecordMessage): Promise<TRecorded | null> => {
  const messageType = TYPE_OF[input.origin] ?? input.messageType ?? MESSAGE_TYPES.outgoing;
  const incoming = messageType === MESSAGE_TYPES.incoming;
  // A customer writing to a merged conversation (widget, API, provider, email) writes to the one it was merged into.
  const c =
    incoming && input.conversation.mergedIntoDisplayId !== null
      ? await convRepo.followMerges(tx, input.conversation)
      : input.conversation;
  const isPrivate = input.private ?? false;
  const byPerson = incoming || messageType === MESSAGE_TYPES.outgoing;
  const now = new Date();
  const echoId = input.sender && input.echoId ? input.echoId : null;
  const inserted = await repo.insertMessageWithChannel(tx, {
    accountId: c.accountId,
    inboxId: c.inboxId,
    conversationId: c.id,
    messageType,
    contentType: input.contentType ?? 0,
    content: input.content,
    contentAttributes: input.contentAttributes ?? {},
    additionalAttributes: input.additionalAttributes ?? {},
    ...(input.externalSourceIds && { externalSourceIds: input.externalSourceIds }),
    private: isPrivate,
    sourceId: input.sourceId ?? null,
    senderType: input.sender?.type ?? null,
    senderId: input.sender?.id ?? null,
    echoId,
    createdAt: now,
  });
  if (!inserted) return echoId ? repeatOf(tx, input, echoId) : null;
  const { message, channelType } = inserted;
  const files = await repo.insertAttachmentRows(tx, [
    ...(input.media ?? []).map((m) => ({ ...m, accountId: c.accountId, messageId: message.id })),
    ...(input.files ?? []).map((f) => ({ ...f, accountId: c.accountId, messageId: message.id })),
  ]);
  await dispatchOutbound(tx, message, c, channelType);

  // A campaign's message is the agent's words but not their reply: no first reply time (Chatwoot's human_response?).
  const humanReply =
    messageType === MESSAGE_TYPES.outgoing &&
    !isPrivate &&
    input.sender?.type === 'User' &&
    input.origin !== 'campaign';
  const reply = messageType === MESSAGE_TYPES.outgoing && !isPrivate;
  const firstReply = humanReply && !c.firstReplyCreatedAt;
  const reopen = incoming && !c.muted && (c.status === STATUS_VALUE.resolved || c.status === STATUS_VALUE.snoozed);
  // A resolved conversation that an agent bot answers reopens pending: the bot talks first again (Chatwoot).
  const reopenStatus =
    reopen && c.status === STATUS_VALUE.resolved && (await convRepo.hasActiveBot(tx, c.inboxId))
      ? STATUS_VALUE.pending
      : STATUS_VALUE.open;
  let conv = c;
  let context: repo.TMessageEventContext | undefined;
  if (byPerson) {
    ({ conversation: conv, context } = await repo.updateConversationForMessage(tx, c.id, {
      lastActivityAt: now,
      ...(reply && { waitingSince: null }),
      ...(firstReply && { firstReplyCreatedAt: now }),
      ...(incoming && { waitingSince: c.waitingSince ?? now }),
      ...(reopen && { status: reopenStatus, snoozedUntil: null }),
    }));
  }
  if (incoming && input.sender?.type === 'Contact')
    await repo.touchContactActivity(tx, c.accountId, input.sender.id, now);

  const sender = await presentSender(tx, input.sender);
  const payload = await announceMessage(tx, 'message.created', conv, message, sender, files, input.echoId, context);
  if (isPrivate && input.sender?.type === 'User') await handleMentions(tx, conv, message);
  if (firstReply) await announce(tx, conv, 'first.reply.created');
  if (reopen) {
    if (c.status === STATUS_VALUE.snoozed) await cancelJob(tx, snoozeKey(c.id));
    await recordActivity(tx, conv, (w) => w.status.systemAutoOpen);
    await announce(tx, conv, 'conversation.status_changed', { before: c });
  }
  return { message, files, conversation: conv, payload };
};

/** An activity line ("Conversation was marked resolved by Jane") in the account's language. */
export const recordActivity = async (
  tx: TExecutor,
  conv: convRepo.TConversationRow,
  activity: TActivity,
  /** E.g. `linked_conversation_id`: the conversation a merge or split line names, for the app to link. */
  contentAttributes?: Record<string, unknown>,
) => {
  const content = activity(activityWords(await repo.findAccountLocale(tx, conv.accountId)));
  const recorded = await recordMessage(tx, { origin: 'activity', conversation: conv, content, contentAttributes });
  if (!recorded) throw new Error('activity message not recorded');
  return recorded.message;
};

/** A system message to the customer (greeting, email question, CSAT survey). */
export const recordTemplate = async (
  tx: TExecutor,
  conv: convRepo.TConversationRow,
  content: string,
  contentType = 0,
  contentAttributes?: Record<string, unknown>,
) => {
  const recorded = await recordMessage(tx, {
    origin: 'template',
    conversation: conv,
    content,
    contentType,
    contentAttributes,
  });
  if (!recorded) throw new Error('template message not recorded');
  return recorded.message;
};

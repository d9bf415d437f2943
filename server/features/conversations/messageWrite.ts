import {
  CONTENT_TYPES,
  MESSAGE_TYPES,
  STATUS_VALUE,
  type TCreateConversationRequest,
  type TCreateMessageRequest,
} from '../../../common/contracts/conversations.ts';
import { parseEmailList } from '../../../common/emailList.ts';
import type { TTx } from '../../db/client.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { cancelJob } from '../../jobs/queue.ts';
import { AppError } from '../../lib/appError.ts';
import { insertAttachments } from '../attachments/attachments.repo.ts';
import type { TStoredFile } from '../attachments/attachments.store.ts';
import { dispatchOutbound } from '../channels/outbound.ts';
import * as repo from './conversations.repo.ts';
import { loadContext, presentConversation, senderOf } from './conversations.presenter.ts';
import { audienceFor, present } from './conversations.service.ts';
import { addActivity, announceMessage, findUser } from './messageEvents.ts';
import type { TUserRow } from '../users/users.repo.ts';
import { handleMentions } from './participants.service.ts';

/** A comma-separated address list; an entry that is not an email is a 422 naming the field. */
const emailList = (field: 'cc_emails' | 'bcc_emails' | 'to_emails', v: string | undefined) => {
  const { emails, invalid } = parseEmailList(v);
  if (invalid.length)
    throw AppError.invalid(field, `has an invalid email address: ${invalid.join(', ').slice(0, 200)}`);
  return emails;
};

/** The message's content attributes: `attrs` (e.g. a resolved reply-to) plus the email cc/bcc/to lists. */
export const messageAttributesOf = (input: TCreateMessageRequest, attrs: Record<string, unknown>) => {
  const cc = emailList('cc_emails', input.cc_emails);
  const bcc = emailList('bcc_emails', input.bcc_emails);
  const to = emailList('to_emails', input.to_emails);
  return {
    ...attrs,
    ...(cc?.length && { cc_emails: cc }),
    ...(bcc?.length && { bcc_emails: bcc }),
    ...(to?.length && { to_emails: to }),
  };
};

export interface TMessageWrite {
  conversation: repo.TConversationRow;
  /** The acting agent (the sender of an outgoing message or note). */
  userId: number;
  /** Their user row when the caller has it already (the request's signed-in user): spares a look-up. */
  user?: TUserRow;
  input: TCreateMessageRequest;
  /** Content attributes, already validated (messageAttributesOf). */
  attributes: Record<string, unknown>;
  /** Attachments already written to disk (storeAttachment) before the transaction. */
  stored: TStoredFile[];
}

/**
 * The transactional half of creating a message, in the caller's `tx`: the row, its attachments, the
 * channel's sender, the conversation's times (first reply, waiting since, reopen on incoming),
 * mentions and the events. Used by createMessage, and by conversation creation so the conversation and
 * its first message commit (or roll back) together.
 */
export const writeMessage = async (tx: TTx, w: TMessageWrite) => {
  const { conversation: c, input } = w;
  const incoming = input.message_type === 'incoming';
  const now = new Date();
  const message = await repo.insertMessage(tx, {
    accountId: c.accountId,
    inboxId: c.inboxId,
    conversationId: c.id,
    messageType: incoming ? MESSAGE_TYPES.incoming : MESSAGE_TYPES.outgoing,
    contentType: CONTENT_TYPES.indexOf(input.content_type),
    content: input.content,
    contentAttributes: w.attributes,
    additionalAttributes: {
      ...(input.template_params && { template_params: input.template_params }),
      ...(input.campaign_id && { campaign_id: input.campaign_id }),
    },
    private: input.private,
    senderType: incoming ? 'Contact' : 'User',
    senderId: incoming ? c.contactId : w.userId,
    createdAt: now,
  });
  const rows = await insertAttachments(
    tx,
    w.stored.map((s) => ({ ...s, accountId: c.accountId, messageId: message.id })),
  );
  await dispatchOutbound(tx, message, c);
  const isReply = !incoming && !input.private;
  const firstReply = isReply && !c.firstReplyCreatedAt;
  // An incoming message reopens a resolved or snoozed conversation unless it is muted.
  const reopen = incoming && !c.muted && (c.status === STATUS_VALUE.resolved || c.status === STATUS_VALUE.snoozed);
  const conv = await repo.updateConversation(tx, c.id, {
    lastActivityAt: now,
    ...(isReply && { waitingSince: null }),
    ...(firstReply && { firstReplyCreatedAt: now }),
    ...(incoming && { waitingSince: c.waitingSince ?? now }),
    ...(reopen && { status: STATUS_VALUE.open, snoozedUntil: null }),
  });
  const sender = incoming
    ? { ...presentConversation(conv, await loadContext(tx, [conv])).meta.sender, type: 'contact' }
    : senderOf(w.user?.id === w.userId ? w.user : await findUser(tx, w.userId));
  const payload = await announceMessage(tx, 'message.created', conv, message, sender, rows, input.echo_id);
  if (input.private && !incoming) await handleMentions(tx, conv, message, w.userId);
  if (firstReply) {
    await appendEvent(tx, c.accountId, 'first.reply.created', await present(tx, conv), await audienceFor(tx, conv));
  }
  if (reopen) {
    if (c.status === STATUS_VALUE.snoozed) await cancelJob(tx, `snooze:${c.id}`);
    await addActivity(tx, conv, (w) => w.status.systemAutoOpen);
    await appendEvent(
      tx,
      c.accountId,
      'conversation.status_changed',
      await present(tx, conv),
      await audienceFor(tx, conv),
    );
  }
  return { payload, conversation: conv };
};

/**
 * The first message of a new conversation (an outgoing reply), or null when the request carries none:
 * no content, no attachment and no WhatsApp template.
 */
export const firstMessageOf = (
  input: TCreateConversationRequest,
  files: readonly unknown[],
): TCreateMessageRequest | null => {
  const msg = input.message;
  if (!msg || (msg.content === '' && !files.length && !msg.template_params)) return null;
  return {
    content: msg.content,
    private: false,
    message_type: 'outgoing',
    content_type: 'text',
    content_attributes: {},
    cc_emails: msg.cc_emails,
    bcc_emails: msg.bcc_emails,
    to_emails: msg.to_emails,
    template_params: msg.template_params,
  };
};

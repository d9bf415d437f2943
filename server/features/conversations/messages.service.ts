import { inArray } from 'drizzle-orm';
import {
  CONTENT_TYPES,
  MESSAGE_TYPES,
  STATUS_VALUE,
  type TCreateMessageRequest,
} from '../../../common/contracts/conversations.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { contacts, users } from '../../db/schema/index.ts';
import { cancelJob } from '../../jobs/queue.ts';
import { dispatchOutbound } from '../channels/outbound.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/auth.context.ts';
import { presentContact } from '../contacts/contacts.service.ts';
import type { TIncomingFile } from '../attachments/attachments.multipart.ts';
import { attachmentsByMessage, deleteAttachmentsOf, insertAttachments } from '../attachments/attachments.repo.ts';
import { storeAttachment } from '../attachments/attachments.store.ts';
import * as repo from './conversations.repo.ts';
import { loadContext, presentConversation, presentMessage, senderOf } from './conversations.presenter.ts';
import { audienceFor, getConversation, present } from './conversations.service.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { ACTIVITY } from './activityText.ts';
import { addActivity, announceMessage, findUser } from './messageEvents.ts';
import { handleMentions } from './participants.service.ts';
import { resolveReplyTo } from './replyTo.ts';
import { parseEmailList } from '../../../common/emailList.ts';
import { gather } from '../../db/gather.ts';

const DELETED_TEXT = 'This message was deleted';

/** Senders of a batch of messages (users and contacts), two queries at most. */
type TSenderRef = Pick<repo.TMessageRow, 'senderType' | 'senderId'>;

/** Resolves each row's sender (agent or contact) in two queries. */
export const sendersOf = async (db: TExecutor, rows: TSenderRef[]) => {
  const ids = (type: string) => [
    ...new Set(rows.filter((r) => r.senderType === type && r.senderId).map((r) => r.senderId as number)),
  ];
  const [us, cs] = await gather(db, [
    ids('User').length
      ? db
          .select()
          .from(users)
          .where(inArray(users.id, ids('User')))
      : [],
    ids('Contact').length
      ? db
          .select()
          .from(contacts)
          .where(inArray(contacts.id, ids('Contact')))
      : [],
  ]);
  return (r: TSenderRef) =>
    r.senderType === 'User'
      ? senderOf(us.find((u) => u.id === r.senderId))
      : r.senderType === 'Contact'
        ? (() => {
            const c = cs.find((x) => x.id === r.senderId);
            return c ? { ...presentContact(c), type: 'contact' } : null;
          })()
        : null;
};

/** Messages with sender and attachments, in a fixed number of queries. */
export const presentMessages = async (db: TExecutor, rows: repo.TMessageRow[], displayId: number) => {
  const [sender, files] = await gather(db, [
    () => sendersOf(db, rows),
    () =>
      attachmentsByMessage(
        db,
        rows.map((r) => r.id),
      ),
  ]);
  return rows.map((r) => presentMessage(r, displayId, sender(r), files.get(r.id)));
};

export const listMessages = async (deps: TDeps, m: TMembership, displayId: number, before?: number, after?: number) => {
  const c = await getConversation(deps, m, displayId);
  const rows = await repo.listMessages(deps.db, c.id, before, after);
  const presented = presentConversation(c, await loadContext(deps.db, [c]));
  return {
    meta: {
      labels: c.labels,
      additional_attributes: c.additionalAttributes,
      contact: presented.meta.sender,
      assignee: presented.meta.assignee,
      agent_last_seen_at: presented.agent_last_seen_at,
      assignee_last_seen_at: presented.assignee_last_seen_at,
    },
    payload: await presentMessages(deps.db, rows, c.displayId),
  };
};

/** A comma-separated address list; an entry that is not an email is a 422 naming the field. */
const emailList = (field: 'cc_emails' | 'bcc_emails' | 'to_emails', v: string | undefined) => {
  const { emails, invalid } = parseEmailList(v);
  if (invalid.length)
    throw AppError.invalid(field, `has an invalid email address: ${invalid.join(', ').slice(0, 200)}`);
  return emails;
};

const contentAttributesOf = (input: TCreateMessageRequest, attrs: Record<string, unknown>) => {
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

export const createMessage = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
  input: TCreateMessageRequest,
  files: TIncomingFile[] = [],
) => {
  const c = await getConversation(deps, m, displayId);
  if (input.content.trim() === '' && !files.length && !input.template_params)
    throw AppError.invalid('content', "can't be blank");
  const attributes = contentAttributesOf(input, await resolveReplyTo(deps.db, c.id, input.content_attributes));
  const incoming = input.message_type === 'incoming';
  // Files are written before the transaction; a rollback leaves only unreferenced files behind.
  const stored = await Promise.all(files.map((f) => storeAttachment(deps, c.accountId, f)));
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const message = await repo.insertMessage(tx, {
      accountId: c.accountId,
      inboxId: c.inboxId,
      conversationId: c.id,
      messageType: incoming ? MESSAGE_TYPES.incoming : MESSAGE_TYPES.outgoing,
      contentType: CONTENT_TYPES.indexOf(input.content_type),
      content: input.content,
      contentAttributes: attributes,
      additionalAttributes: {
        ...(input.template_params && { template_params: input.template_params }),
        ...(input.campaign_id && { campaign_id: input.campaign_id }),
      },
      private: input.private,
      senderType: incoming ? 'Contact' : 'User',
      senderId: incoming ? c.contactId : m.accountUser.userId,
      createdAt: now,
    });
    const rows = await insertAttachments(
      tx,
      stored.map((s) => ({ ...s, accountId: c.accountId, messageId: message.id })),
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
      : senderOf(await findUser(tx, m.accountUser.userId));
    const payload = await announceMessage(tx, 'message.created', conv, message, sender, rows, input.echo_id);
    if (input.private && !incoming) await handleMentions(tx, conv, message, m.accountUser.userId);
    if (firstReply) {
      await appendEvent(tx, c.accountId, 'first.reply.created', await present(tx, conv), await audienceFor(tx, conv));
    }
    if (reopen) {
      if (c.status === STATUS_VALUE.snoozed) await cancelJob(tx, `snooze:${c.id}`);
      await addActivity(tx, conv, ACTIVITY.status.systemAutoOpen);
      await appendEvent(
        tx,
        c.accountId,
        'conversation.status_changed',
        await present(tx, conv),
        await audienceFor(tx, conv),
      );
    }
    return payload;
  });
};

/** Deleting keeps the row (threads stay intact) and blanks it, as Chatwoot does. */
export const deleteMessage = async (deps: TDeps, m: TMembership, displayId: number, messageId: number) => {
  const c = await getConversation(deps, m, displayId);
  const message = await repo.findMessage(deps.db, c.id, messageId);
  if (!message || message.messageType === MESSAGE_TYPES.activity) throw new AppError('not_found', 'Message not found');
  const files = (await attachmentsByMessage(deps.db, [message.id])).get(message.id) ?? [];
  const result = await deps.db.transaction(async (tx) => {
    await deleteAttachmentsOf(tx, message.id);
    const row = await repo.updateMessage(tx, message.id, {
      content: DELETED_TEXT,
      contentAttributes: { ...message.contentAttributes, deleted: true },
    });
    return announceMessage(tx, 'message.updated', c, row, (await sendersOf(tx, [row]))(row));
  });
  // Files go once the rows are gone for good.
  await Promise.all(files.map((f) => deps.uploads.remove(f.fileKey)));
  return result;
};

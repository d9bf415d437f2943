import { inArray } from 'drizzle-orm';
import { CONTENT_TYPES, MESSAGE_TYPES, type TCreateMessageRequest } from '../../../common/contracts/conversations.ts';
import type { TDeps } from '../../deps.ts';
import { contacts, users } from '../../db/schema/index.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { dispatchOutbound } from '../channels/outbound.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/auth.context.ts';
import { presentContact } from '../contacts/contacts.service.ts';
import * as repo from './conversations.repo.ts';
import { loadContext, presentConversation, presentMessage, senderOf } from './conversations.presenter.ts';
import { audienceOf, getConversation } from './conversations.service.ts';

const DELETED_TEXT = 'This message was deleted';

/** Senders of a batch of messages (users and contacts), two queries at most. */
const sendersOf = async (deps: TDeps, rows: repo.TMessageRow[]) => {
  const ids = (type: string) => [
    ...new Set(rows.filter((r) => r.senderType === type && r.senderId).map((r) => r.senderId as number)),
  ];
  const [us, cs] = await Promise.all([
    ids('User').length
      ? deps.db
          .select()
          .from(users)
          .where(inArray(users.id, ids('User')))
      : [],
    ids('Contact').length
      ? deps.db
          .select()
          .from(contacts)
          .where(inArray(contacts.id, ids('Contact')))
      : [],
  ]);
  return (r: repo.TMessageRow) =>
    r.senderType === 'User'
      ? senderOf(us.find((u) => u.id === r.senderId))
      : r.senderType === 'Contact'
        ? (() => {
            const c = cs.find((x) => x.id === r.senderId);
            return c ? { ...presentContact(c), type: 'contact' } : null;
          })()
        : null;
};

export const listMessages = async (deps: TDeps, m: TMembership, displayId: number, before?: number, after?: number) => {
  const c = await getConversation(deps, m, displayId);
  const rows = await repo.listMessages(deps.db, c.id, before, after);
  const sender = await sendersOf(deps, rows);
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
    payload: rows.map((r) => presentMessage(r, c.displayId, sender(r))),
  };
};

export const createMessage = async (deps: TDeps, m: TMembership, displayId: number, input: TCreateMessageRequest) => {
  const c = await getConversation(deps, m, displayId);
  if (input.content.trim() === '') throw AppError.invalid('content', "can't be blank");
  const incoming = input.message_type === 'incoming';
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const message = await repo.insertMessage(tx, {
      accountId: c.accountId,
      inboxId: c.inboxId,
      conversationId: c.id,
      messageType: incoming ? MESSAGE_TYPES.incoming : MESSAGE_TYPES.outgoing,
      contentType: CONTENT_TYPES.indexOf(input.content_type),
      content: input.content,
      contentAttributes: input.content_attributes,
      private: input.private,
      senderType: incoming ? 'Contact' : 'User',
      senderId: incoming ? c.contactId : m.accountUser.userId,
      createdAt: now,
    });
    await dispatchOutbound(tx, message, c);
    const isReply = !incoming && !input.private;
    const firstReply = isReply && !c.firstReplyCreatedAt;
    const conv = await repo.updateConversation(tx, c.id, {
      lastActivityAt: now,
      ...(isReply && { waitingSince: null }),
      ...(firstReply && { firstReplyCreatedAt: now }),
      ...(incoming && { waitingSince: c.waitingSince ?? now, ...(c.status === 1 && { status: 0 }) }),
    });
    const ctx = await loadContext(tx, [conv]);
    const user = incoming
      ? null
      : ((
          await tx
            .select()
            .from(users)
            .where(inArray(users.id, [m.accountUser.userId]))
        )[0] ?? null);
    const payload = {
      ...presentMessage(
        message,
        conv.displayId,
        incoming ? { ...presentConversation(conv, ctx).meta.sender, type: 'contact' } : senderOf(user),
      ),
      ...(input.echo_id && { echo_id: input.echo_id }),
    };
    const conversationData = {
      assignee_id: conv.assigneeId,
      unread_count: ctx.unread.get(conv.id) ?? 0,
      last_activity_at: Math.floor(now.getTime() / 1000),
      contact_inbox: { source_id: ctx.contactInboxes.get(conv.contactInboxId ?? 0)?.sourceId ?? null },
    };
    await appendEvent(
      tx,
      c.accountId,
      'message.created',
      { ...payload, conversation: conversationData },
      audienceOf(conv, input.private),
    );
    if (firstReply) {
      await appendEvent(tx, c.accountId, 'first.reply.created', presentConversation(conv, ctx), audienceOf(conv));
    }
    if (incoming && c.status === 1) {
      await appendEvent(
        tx,
        c.accountId,
        'conversation.status_changed',
        presentConversation(conv, ctx),
        audienceOf(conv),
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
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateMessage(tx, message.id, {
      content: DELETED_TEXT,
      contentAttributes: { ...message.contentAttributes, deleted: true },
    });
    const payload = presentMessage(row, c.displayId);
    await appendEvent(tx, c.accountId, 'message.updated', payload, audienceOf(c, row.private));
    return payload;
  });
};

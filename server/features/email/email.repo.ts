import { and, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  channelEmails,
  contactInboxes,
  contacts,
  conversations,
  inboxes,
  messages,
  users,
} from '../../db/schema/index.ts';
import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import type { TMessageRow } from '../conversationCore/index.ts';

const EMAIL = 'Channel::Email';

/** An email conversation with its inbox, channel and contact; null when its inbox is not an email inbox. */
export const findMailConversation = async (db: TExecutor, conversationId: number) =>
  (
    await db
      .select({ conversation: conversations, inbox: inboxes, channel: channelEmails, contact: contacts })
      .from(conversations)
      .innerJoin(inboxes, eq(inboxes.id, conversations.inboxId))
      .innerJoin(channelEmails, and(eq(inboxes.channelType, EMAIL), eq(channelEmails.id, inboxes.channelId)))
      .innerJoin(contacts, eq(contacts.id, conversations.contactId))
      .where(eq(conversations.id, conversationId))
  )[0] ?? null;

/** Everything an outgoing email needs besides the message: its conversation, inbox, channel, contact, author. */
export const findReplyContext = async (db: TExecutor, message: TMessageRow) => {
  const row = await findMailConversation(db, message.conversationId);
  if (!row) return null;
  const author =
    message.senderType === 'User' && message.senderId
      ? ((await db.select().from(users).where(eq(users.id, message.senderId)))[0] ?? null)
      : null;
  return { ...row, author };
};

/**
 * The conversation's email messages before this one that carry a Message-ID: incoming ones and our own
 * sent replies, newest first (threading headers and "is this a reply?").
 */
export const priorEmails = (db: TExecutor, conversationId: number, beforeId: number) =>
  db
    .select({
      id: messages.id,
      messageType: messages.messageType,
      sourceId: messages.sourceId,
      contentAttributes: messages.contentAttributes,
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        lt(messages.id, beforeId),
        eq(messages.private, false),
        isNotNull(messages.sourceId),
        inArray(messages.messageType, [MESSAGE_TYPES.incoming, MESSAGE_TYPES.outgoing]),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(20);

/** Email inboxes whose address or forwarding address is one of `addresses` (lower-case). */
export const findEmailInboxes = async (db: TExecutor, addresses: string[]) => {
  if (!addresses.length) return [];
  return db
    .select({ inbox: inboxes, channel: channelEmails })
    .from(channelEmails)
    .innerJoin(inboxes, and(eq(inboxes.channelType, EMAIL), eq(inboxes.channelId, channelEmails.id)))
    .where(
      or(
        inArray(sql`lower(${channelEmails.email})`, addresses),
        inArray(sql`lower(${channelEmails.forwardToEmail})`, addresses),
      ),
    );
};

/** A conversation by its uuid (reply+<uuid>@ addresses), with its inbox and the contact's channel identity. */
export const findConversationByUuid = async (db: TExecutor, uuid: string) =>
  (
    await db
      .select({ conversation: conversations, inbox: inboxes, contactInbox: contactInboxes })
      .from(conversations)
      .innerJoin(inboxes, eq(inboxes.id, conversations.inboxId))
      .innerJoin(contactInboxes, eq(contactInboxes.id, conversations.contactInboxId))
      .where(eq(conversations.uuid, uuid))
      .limit(1)
  )[0] ?? null;

/**
 * The conversation in this inbox holding a message with one of these Message-IDs, the first id that matches
 * winning (In-Reply-To, then References from the newest); among messages with the same id, the newest.
 */
export const findThreadInInbox = async (db: TExecutor, inboxId: number, messageIds: string[]) => {
  if (!messageIds.length) return null;
  const rows = await db
    .select({ sourceId: messages.sourceId, conversationId: messages.conversationId })
    .from(messages)
    .where(and(eq(messages.inboxId, inboxId), inArray(messages.sourceId, messageIds)))
    .orderBy(desc(messages.id));
  for (const id of messageIds) {
    const row = rows.find((r) => r.sourceId === id);
    if (row) return row.conversationId;
  }
  return null;
};

import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { contactInboxes, conversations, inboxes, messages, messageSourceParts } from '../../db/schema/index.ts';

export type TInboxRow = typeof inboxes.$inferSelect;

/** The inbox in front of a channel row. */
export const findInboxOfChannel = async (db: TExecutor, channelType: string, channelId: number) =>
  (
    await db
      .select()
      .from(inboxes)
      .where(and(eq(inboxes.channelType, channelType), eq(inboxes.channelId, channelId)))
      .limit(1)
  )[0] ?? null;

/** Serialises inbound processing per sender (Chatwoot's per-sender mutex), released at commit. */
export const lockSender = (tx: TExecutor, inboxId: number, sourceId: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`inbound:${inboxId}:${sourceId}`}))`);

/** Whether the inbox holds a message with this provider id, as its own id or as one of its parts' ids. */
export const messageExists = async (tx: TExecutor, inboxId: number, sourceId: string) =>
  (
    await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.inboxId, inboxId), eq(messages.sourceId, sourceId)))
      .union(
        tx
          .select({ id: messageSourceParts.messageId })
          .from(messageSourceParts)
          .where(and(eq(messageSourceParts.inboxId, inboxId), eq(messageSourceParts.sourceId, sourceId))),
      )
      .limit(1)
  ).length > 0;

/** The provider ids of a sent message's other parts (see message_source_parts); an id seen before is kept. */
export const recordSourceParts = async (tx: TExecutor, inboxId: number, messageId: number, ids: string[]) => {
  if (ids.length === 0) return;
  await tx
    .insert(messageSourceParts)
    .values(ids.map((sourceId) => ({ inboxId, messageId, sourceId })))
    .onConflictDoNothing();
};

export const findContactInbox = async (tx: TExecutor, inboxId: number, sourceId: string) =>
  (
    await tx
      .select()
      .from(contactInboxes)
      .where(and(eq(contactInboxes.inboxId, inboxId), eq(contactInboxes.sourceId, sourceId)))
      .limit(1)
  )[0] ?? null;

/**
 * The conversation an incoming message joins: with lock_to_single_conversation the contact's latest
 * one whatever its status; otherwise the latest that is not resolved (a resolved one starts anew).
 */
export const findActiveConversation = async (tx: TExecutor, contactInboxId: number, lockToSingle: boolean) =>
  (
    await tx
      .select()
      .from(conversations)
      .where(
        and(eq(conversations.contactInboxId, contactInboxId), lockToSingle ? undefined : ne(conversations.status, 1)),
      )
      .orderBy(desc(conversations.id))
      .limit(1)
  )[0] ?? null;

/**
 * The conversation a reply points at (email threading), by id in the inbox's account: the thread look-ups
 * only name conversations of this inbox, or the conversation a merge moved this inbox's messages into.
 */
export const findThreadConversation = async (tx: TExecutor, accountId: number, conversationId: number) =>
  (
    await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), eq(conversations.accountId, accountId)))
      .limit(1)
  )[0] ?? null;

/** The contact inbox's latest conversation whatever its status (a merged one leads to where its thread went). */
export const findLatestConversation = async (tx: TExecutor, contactInboxId: number) =>
  (
    await tx
      .select()
      .from(conversations)
      .where(eq(conversations.contactInboxId, contactInboxId))
      .orderBy(desc(conversations.id))
      .limit(1)
  )[0] ?? null;

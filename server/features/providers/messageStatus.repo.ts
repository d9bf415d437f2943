import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { contactInboxes, conversations, inboxes, messages } from '../../db/schema/index.ts';

/** A message by id (delivery jobs and media fetches carry only the id). */
export const findMessageById = async (db: TExecutor, id: number) =>
  (await db.select().from(messages).where(eq(messages.id, id)).limit(1))[0] ?? null;

/** A message of the account by id, locked for a status change (null when gone). */
export const findMessageByIdForUpdate = async (tx: TExecutor, accountId: number, id: number) =>
  (
    await tx
      .select()
      .from(messages)
      .where(and(eq(messages.accountId, accountId), eq(messages.id, id)))
      .for('update')
      .limit(1)
  )[0] ?? null;

/** The message a provider's receipt names (its source id in the inbox), locked for the status change. */
export const findMessageBySourceIdForUpdate = async (tx: TExecutor, inboxId: number, sourceId: string) =>
  (
    await tx
      .select()
      .from(messages)
      .where(and(eq(messages.inboxId, inboxId), eq(messages.sourceId, sourceId)))
      .for('update')
      .limit(1)
  )[0] ?? null;

/** Touches a message's updated_at (its attachments changed); null when it no longer exists. */
export const touchMessage = async (tx: TExecutor, accountId: number, id: number) =>
  (
    await tx
      .update(messages)
      .set({ updatedAt: new Date() })
      .where(and(eq(messages.accountId, accountId), eq(messages.id, id)))
      .returning()
  )[0] ?? null;

export const findConversationById = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.accountId, accountId), eq(conversations.id, id)))
  )[0] ?? null;

/** Where a message of this conversation goes: its inbox and the contact's identity there (if any). */
export const findDeliveryTarget = async (db: TExecutor, accountId: number, conversationId: number) =>
  (
    await db
      .select({ conversation: conversations, inbox: inboxes, contactInbox: contactInboxes })
      .from(conversations)
      .innerJoin(inboxes, eq(inboxes.id, conversations.inboxId))
      .leftJoin(contactInboxes, eq(contactInboxes.id, conversations.contactInboxId))
      .where(and(eq(conversations.accountId, accountId), eq(conversations.id, conversationId)))
  )[0] ?? null;

/**
 * Source ids of our sent messages to one contact of the inbox (by their source id there) written up to
 * `before` and not yet read: a read receipt's watermark covers all of them.
 */
export const listUnreadSentSourceIds = async (db: TExecutor, inboxId: number, contactSourceId: string, before: Date) =>
  (
    await db
      .select({ sourceId: messages.sourceId })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(contactInboxes, eq(contactInboxes.id, conversations.contactInboxId))
      .where(
        and(
          eq(messages.inboxId, inboxId),
          eq(contactInboxes.inboxId, inboxId),
          eq(contactInboxes.sourceId, contactSourceId),
          eq(messages.messageType, 1),
          inArray(messages.status, [0, 1]),
          isNotNull(messages.sourceId),
          lte(messages.createdAt, before),
        ),
      )
  )
    .map((r) => r.sourceId)
    .filter((s): s is string => s !== null);

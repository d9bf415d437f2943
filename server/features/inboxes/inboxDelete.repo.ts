import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { attachments, contactInboxes, conversations, inboxes, messages } from '../../db/schema/index.ts';

/** Hides the inbox at once (every inbox lookup skips it); null when it is not the account's or already going. */
export const markInboxDeleting = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .update(inboxes)
      .set({ deletingAt: new Date(), updatedAt: new Date() })
      .where(and(eq(inboxes.accountId, accountId), eq(inboxes.id, id), sql`${inboxes.deletingAt} IS NULL`))
      .returning()
  )[0] ?? null;

/** The inbox row, deleting or not (the deletion job's own lookup). */
export const findInboxForDeletion = async (db: TExecutor, id: number) =>
  (await db.select().from(inboxes).where(eq(inboxes.id, id)).limit(1))[0] ?? null;

/**
 * Deletes up to `limit` of the inbox's messages and returns the upload keys of their files (attachment
 * rows go with their messages), so the caller can remove the files after the batch commits.
 */
export const deleteMessageBatch = async (db: TExecutor, inboxId: number, limit: number) => {
  const ids = (
    await db.select({ id: messages.id }).from(messages).where(eq(messages.inboxId, inboxId)).limit(limit)
  ).map((r) => r.id);
  if (!ids.length) return { count: 0, keys: [] };
  const files = await db
    .select({ fileKey: attachments.fileKey, thumbKey: attachments.thumbKey })
    .from(attachments)
    .where(inArray(attachments.messageId, ids));
  await db.delete(messages).where(inArray(messages.id, ids));
  return { count: ids.length, keys: files.flatMap((f) => [f.fileKey, f.thumbKey]) };
};

/** Deletes up to `limit` of the inbox's conversations (their mentions, participants … cascade); the count. */
export const deleteConversationBatch = async (db: TExecutor, inboxId: number, limit: number) =>
  (
    await db
      .delete(conversations)
      .where(
        sql`${conversations.id} IN (SELECT ${conversations.id} FROM ${conversations} WHERE ${conversations.inboxId} = ${inboxId} LIMIT ${limit})`,
      )
      .returning({ id: conversations.id })
  ).length;

/** Deletes up to `limit` of the inbox's contact inboxes; the count. */
export const deleteContactInboxBatch = async (db: TExecutor, inboxId: number, limit: number) =>
  (
    await db
      .delete(contactInboxes)
      .where(
        sql`${contactInboxes.id} IN (SELECT ${contactInboxes.id} FROM ${contactInboxes} WHERE ${contactInboxes.inboxId} = ${inboxId} LIMIT ${limit})`,
      )
      .returning({ id: contactInboxes.id })
  ).length;

/** The inbox row itself (members, working hours, campaigns, bot links cascade: a handful of rows). */
export const deleteInboxRow = (db: TExecutor, id: number) => db.delete(inboxes).where(eq(inboxes.id, id));

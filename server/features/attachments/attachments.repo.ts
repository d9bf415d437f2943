import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { attachments, messages } from '../../db/schema/index.ts';

export type TAttachmentRow = typeof attachments.$inferSelect;

export const insertAttachments = async (db: TExecutor, values: (typeof attachments.$inferInsert)[]) =>
  values.length ? db.insert(attachments).values(values).returning() : [];

/** Attachment rows grouped by their message id, in the order given. */
export const filesByMessage = (rows: TAttachmentRow[]) => {
  const map = new Map<number, TAttachmentRow[]>();
  for (const r of rows) {
    const files = map.get(r.messageId);
    if (files) files.push(r);
    else map.set(r.messageId, [r]);
  }
  return map;
};

/** Attachments of a batch of messages, grouped by message id (one query). */
export const attachmentsByMessage = async (db: TExecutor, messageIds: number[]) => {
  if (!messageIds.length) return new Map<number, TAttachmentRow[]>();
  const rows = await db
    .select()
    .from(attachments)
    .where(inArray(attachments.messageId, messageIds))
    .orderBy(attachments.id);
  return filesByMessage(rows);
};

/** Every attachment of a conversation's visible messages, newest first (the attachments panel). */
export const listConversationAttachments = (db: TExecutor, accountId: number, conversationId: number) =>
  db
    .select({
      attachment: attachments,
      createdAt: messages.createdAt,
      senderType: messages.senderType,
      senderId: messages.senderId,
    })
    .from(attachments)
    .innerJoin(messages, eq(messages.id, attachments.messageId))
    .where(
      and(
        eq(attachments.accountId, accountId),
        eq(messages.conversationId, conversationId),
        sql`coalesce((${messages.contentAttributes} ->> 'deleted')::boolean, false) = false`,
      ),
    )
    .orderBy(desc(attachments.id))
    .limit(1000);

export const deleteAttachmentsOf = (db: TExecutor, messageId: number) =>
  db.delete(attachments).where(eq(attachments.messageId, messageId));

export const findAttachmentById = async (db: TExecutor, id: number) =>
  (await db.select().from(attachments).where(eq(attachments.id, id)))[0] ?? null;

export const updateAttachment = (
  db: TExecutor,
  accountId: number,
  id: number,
  patch: Partial<typeof attachments.$inferInsert>,
) =>
  db
    .update(attachments)
    .set(patch)
    .where(and(eq(attachments.accountId, accountId), eq(attachments.id, id)));

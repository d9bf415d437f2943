import { eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { attachments, conversations, messages } from '../../db/schema/index.ts';

/** Whose conversations a purge removes: one inbox's (inbox deletion) or a whole account's (account deletion). */
export type TPurgeScope = { inboxId: number } | { accountId: number };

/**
 * Deletes up to `limit` of the scope's messages and returns the upload keys of their files (attachment
 * rows go with their messages), so the caller can remove the files after the batch commits.
 */
export const deleteMessageBatch = async (db: TExecutor, scope: TPurgeScope, limit: number) => {
  const where = 'inboxId' in scope ? eq(messages.inboxId, scope.inboxId) : eq(messages.accountId, scope.accountId);
  const ids = (await db.select({ id: messages.id }).from(messages).where(where).limit(limit)).map((r) => r.id);
  if (!ids.length) return { count: 0, keys: [] };
  const files = await db
    .select({ fileKey: attachments.fileKey, thumbKey: attachments.thumbKey })
    .from(attachments)
    .where(inArray(attachments.messageId, ids));
  await db.delete(messages).where(inArray(messages.id, ids));
  return { count: ids.length, keys: files.flatMap((f) => [f.fileKey, f.thumbKey]) };
};

/** Deletes up to `limit` of the scope's conversations (their mentions, participants … cascade); the count. */
export const deleteConversationBatch = async (db: TExecutor, scope: TPurgeScope, limit: number) => {
  const owner =
    'inboxId' in scope
      ? sql`${conversations.inboxId} = ${scope.inboxId}`
      : sql`${conversations.accountId} = ${scope.accountId}`;
  return (
    await db
      .delete(conversations)
      .where(
        sql`${conversations.id} IN (SELECT ${conversations.id} FROM ${conversations} WHERE ${owner} LIMIT ${limit})`,
      )
      .returning({ id: conversations.id })
  ).length;
};

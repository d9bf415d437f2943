import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { attachments, conversations, messages } from '../../db/schema/index.ts';

/**
 * Whose conversations a purge removes: one inbox's (inbox deletion), a whole account's (account deletion) or
 * some conversations of an account (the retention policy's, retention/).
 */
export type TPurgeScope = { inboxId: number } | { accountId: number; conversationIds?: number[] };

const messagesOf = (scope: TPurgeScope) => {
  if ('inboxId' in scope) return eq(messages.inboxId, scope.inboxId);
  const own = eq(messages.accountId, scope.accountId);
  return scope.conversationIds ? and(own, inArray(messages.conversationId, scope.conversationIds)) : own;
};

/** Up to `limit` of the scope's messages: their ids, and their files' upload keys, count and bytes. */
export const findMessageBatch = async (db: TExecutor, scope: TPurgeScope, limit: number) => {
  const ids = (await db.select({ id: messages.id }).from(messages).where(messagesOf(scope)).limit(limit)).map(
    (r) => r.id,
  );
  if (!ids.length) return { ids, keys: [], files: 0, bytes: 0 };
  const files = await db
    .select({ fileKey: attachments.fileKey, thumbKey: attachments.thumbKey, size: attachments.fileSize })
    .from(attachments)
    .where(inArray(attachments.messageId, ids));
  return {
    ids,
    keys: files.flatMap((f) => [f.fileKey, f.thumbKey]),
    files: files.length,
    bytes: files.reduce((sum, f) => sum + f.size, 0),
  };
};

/** Deletes these messages (their attachment rows go with them). */
export const deleteMessagesById = async (db: TExecutor, ids: number[]) => {
  if (ids.length) await db.delete(messages).where(inArray(messages.id, ids));
};

/**
 * Deletes up to `limit` of the scope's messages and returns the upload keys of their files (attachment
 * rows go with their messages), so the caller can remove the files after the batch commits.
 */
export const deleteMessageBatch = async (db: TExecutor, scope: TPurgeScope, limit: number) => {
  const batch = await findMessageBatch(db, scope, limit);
  await deleteMessagesById(db, batch.ids);
  return { count: batch.ids.length, keys: batch.keys };
};

/** Deletes up to `limit` of the scope's conversations (their mentions, participants … cascade); the count. */
export const deleteConversationBatch = async (db: TExecutor, scope: TPurgeScope, limit: number) => {
  const owner =
    'inboxId' in scope
      ? sql`${conversations.inboxId} = ${scope.inboxId}`
      : scope.conversationIds
        ? sql`${conversations.accountId} = ${scope.accountId} AND ${inArray(conversations.id, scope.conversationIds)}`
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

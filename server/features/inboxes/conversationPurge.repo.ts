import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { attachments, conversations, messages, reportingEvents } from '../../db/schema/index.ts';

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

/**
 * Deletes up to `limit` of the scope's conversations (their mentions, participants … cascade, their reporting
 * events with them); the count.
 */
export const deleteConversationBatch = async (db: TExecutor, scope: TPurgeScope, limit: number) => {
  const owner =
    'inboxId' in scope
      ? sql`${conversations.inboxId} = ${scope.inboxId}`
      : scope.conversationIds
        ? sql`${conversations.accountId} = ${scope.accountId} AND ${inArray(conversations.id, scope.conversationIds)}`
        : sql`${conversations.accountId} = ${scope.accountId}`;
  const gone = await db
    .delete(conversations)
    .where(sql`${conversations.id} IN (SELECT ${conversations.id} FROM ${conversations} WHERE ${owner} LIMIT ${limit})`)
    .returning({ id: conversations.id });
  await deleteReportingEventsOf(
    db,
    gone.map((c) => c.id),
  );
  return gone.length;
};

/**
 * The retention policy's deletion of these conversations: their report columns are archived in the same
 * statement's transaction (archiveConversations), their reporting events stay. Their messages went before.
 */
export const deleteConversationsKeepingFigures = async (db: TExecutor, accountId: number, ids: number[]) => {
  await archiveConversations(db, accountId, ids);
  if (!ids.length) return 0;
  return (
    await db
      .delete(conversations)
      .where(and(eq(conversations.accountId, accountId), inArray(conversations.id, ids)))
      .returning({ id: conversations.id })
  ).length;
};

/**
 * The retention policy deletes conversations but not the figures of their period: before these rows go, the
 * columns the reports count and group by are copied to archived_messages / archived_conversations (nothing
 * about the person). Call in the transaction that deletes the same rows.
 */
export const archiveMessagesById = async (db: TExecutor, ids: number[]) => {
  if (!ids.length) return;
  await db.execute(sql`
    INSERT INTO archived_messages (id, account_id, inbox_id, conversation_id, message_type, private, sender_type, sender_id, created_at)
    SELECT id, account_id, inbox_id, conversation_id, message_type, private, sender_type, sender_id, created_at
    FROM messages WHERE ${inArray(messages.id, ids)}
    ON CONFLICT (id) DO NOTHING`);
};

export const archiveConversations = async (db: TExecutor, accountId: number, ids: number[]) => {
  if (!ids.length) return;
  await db.execute(sql`
    INSERT INTO archived_conversations (id, account_id, inbox_id, assignee_id, team_id, labels, created_at)
    SELECT id, account_id, inbox_id, assignee_id, team_id, labels, created_at
    FROM conversations WHERE account_id = ${accountId} AND ${inArray(conversations.id, ids)}
    ON CONFLICT (id) DO NOTHING`);
};

/**
 * The reporting events of conversations deleted without an archive (an inbox's or an account's purge): they
 * keep no foreign key to conversations (an archived conversation's stay), so they go here.
 */
const deleteReportingEventsOf = async (db: TExecutor, conversationIds: number[]) => {
  if (conversationIds.length)
    await db.delete(reportingEvents).where(inArray(reportingEvents.conversationId, conversationIds));
};

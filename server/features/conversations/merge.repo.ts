import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { conversationMerges, conversationParticipants, messages } from '../../db/schema/index.ts';

/**
 * The rows a merge, an unmerge and a split move: messages between conversations, the participants a
 * merge adds, and the merge record an unmerge reads back (commands/merge.ts, commands/split.ts).
 */

export type TMergeRow = typeof conversationMerges.$inferSelect;

/**
 * Moves messages (all of `fromId`'s, or those listed) to `toId`, keeping their times, so the timeline
 * interleaves. Each keeps the conversation it was first written in (merged_from_conversation_id), where
 * reports go on counting it. Returns the moved ids, oldest first.
 */
export const moveMessages = async (tx: TExecutor, fromId: number, toId: number, ids?: number[]) => {
  const rows = await tx
    .update(messages)
    .set({
      conversationId: toId,
      mergedFromConversationId: sql`coalesce(${messages.mergedFromConversationId}, ${fromId})`,
    })
    .where(and(eq(messages.conversationId, fromId), ids ? inArray(messages.id, ids) : undefined))
    .returning({ id: messages.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
};

/**
 * An unmerge: the listed messages go back to `toId` wherever they are in the account now, and those
 * the merge marked as first written in `toId` lose the mark again (an earlier merge's mark stays).
 */
export const returnMessages = async (tx: TExecutor, accountId: number, toId: number, ids: number[]) => {
  if (!ids.length) return 0;
  const rows = await tx
    .update(messages)
    .set({
      conversationId: toId,
      mergedFromConversationId: sql`nullif(${messages.mergedFromConversationId}, ${toId})`,
    })
    .where(and(eq(messages.accountId, accountId), inArray(messages.id, ids)))
    .returning({ id: messages.id });
  return rows.length;
};

/** The ids of a conversation's messages from this one on (by time, then id): what a split moves. */
export const messagesFrom = async (tx: TExecutor, conversationId: number, from: { id: number; createdAt: Date }) =>
  (
    await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          sql`(${messages.createdAt}, ${messages.id}) >= (${from.createdAt.toISOString()}::timestamptz, ${from.id})`,
        ),
      )
  ).map((r) => r.id);

/** Of `ids`, those that are messages (not activity lines) of the conversation. */
export const conversationMessageIds = async (tx: TExecutor, conversationId: number, ids: number[]) =>
  (
    await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(eq(messages.conversationId, conversationId), inArray(messages.id, ids), sql`${messages.messageType} <> 2`),
      )
  ).map((r) => r.id);

/** Whether the conversation keeps a customer's or an agent's message outside `ids`. */
export const hasMessageBesides = async (tx: TExecutor, conversationId: number, ids: number[]) =>
  (
    await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          inArray(messages.messageType, [0, 1]),
          sql`NOT (${messages.id} = ANY(${sql.param(ids)}::bigint[]))`,
        ),
      )
      .limit(1)
  ).length > 0;

/** A message of the conversation (null when it is not there). */
export const findConversationMessage = async (tx: TExecutor, conversationId: number, messageId: number) =>
  (
    await tx
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.id, messageId)))
      .limit(1)
  )[0] ?? null;

/** Whether the conversation keeps a customer's or an agent's message (not an activity line) before this one. */
export const hasMessageBefore = async (tx: TExecutor, conversationId: number, m: { id: number; createdAt: Date }) =>
  (
    await tx
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          inArray(messages.messageType, [0, 1]),
          sql`(${messages.createdAt}, ${messages.id}) < (${m.createdAt.toISOString()}::timestamptz, ${m.id})`,
        ),
      )
      .limit(1)
  ).length > 0;

/** The latest message time of a conversation (null: it has none). */
export const lastMessageAt = async (tx: TExecutor, conversationId: number) => {
  const [row] = await tx
    .select({ at: sql<string | null>`max(${messages.createdAt})` })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return row?.at ? new Date(row.at) : null;
};

export const participantUserIds = async (tx: TExecutor, conversationId: number) =>
  (
    await tx
      .select({ id: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, conversationId))
  ).map((r) => r.id);

export const addParticipantRows = async (tx: TExecutor, accountId: number, conversationId: number, ids: number[]) => {
  if (!ids.length) return;
  await tx
    .insert(conversationParticipants)
    .values(ids.map((userId) => ({ accountId, conversationId, userId })))
    .onConflictDoNothing();
};

export const removeParticipantRows = async (tx: TExecutor, conversationId: number, ids: number[]) => {
  if (!ids.length) return;
  await tx
    .delete(conversationParticipants)
    .where(
      and(eq(conversationParticipants.conversationId, conversationId), inArray(conversationParticipants.userId, ids)),
    );
};

export const insertMerge = async (tx: TExecutor, row: typeof conversationMerges.$inferInsert) => {
  const [inserted] = await tx.insert(conversationMerges).values(row).returning();
  if (!inserted) throw new Error('merge record insert returned nothing');
  return inserted;
};

/** The source's merge that is still in force and not older than `since` (null: none to undo). */
export const findUndoableMerge = async (tx: TExecutor, sourceId: number, since: Date) =>
  (
    await tx
      .select()
      .from(conversationMerges)
      .where(
        and(
          eq(conversationMerges.sourceId, sourceId),
          isNull(conversationMerges.unmergedAt),
          gte(conversationMerges.createdAt, since),
        ),
      )
      .orderBy(desc(conversationMerges.id))
      .limit(1)
  )[0] ?? null;

export const markUnmerged = async (tx: TExecutor, id: number) => {
  await tx.update(conversationMerges).set({ unmergedAt: new Date() }).where(eq(conversationMerges.id, id));
};

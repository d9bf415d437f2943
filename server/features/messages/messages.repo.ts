import { and, desc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import { preparedByShape, preparedStatement } from '../../db/prepared.ts';
import {
  accounts,
  attachments,
  contactInboxes,
  contacts,
  conversationParticipants,
  conversations,
  inboxes,
  messages,
  users,
} from '../../db/schema/index.ts';
import type { TConversationRow } from '../conversationCore/index.ts';

export type TMessageRow = typeof messages.$inferSelect;
export type TNewMessage = typeof messages.$inferInsert;
export type TNewAttachment = typeof attachments.$inferInsert;

/**
 * Inserts a message. A row that repeats a unique key — (inbox, source id), or (conversation, sender,
 * echo_id) — inserts nothing and returns null; a concurrent insert of the same key waits for the first
 * to commit (or roll back), so two identical requests write one row.
 */
export const insertMessageRow = async (db: TExecutor, values: TNewMessage) =>
  (await insertMessageWithChannel(db, values))?.message ?? null;

/** insertMessageRow, with its inbox's channel type (its sender) read in the same statement. */
export const insertMessageWithChannel = async (db: TExecutor, values: TNewMessage) => {
  const [row] = await (values.sourceId || values.echoId ? insertOnce : insert)(db, values);
  if (!row) return null;
  const { channelType, ...message } = row;
  return { message, channelType };
};
// The write path's statements, each built once (server/db/prepared.ts).
const withChannel = {
  ...getTableColumns(messages),
  channelType: sql<string | null>`(SELECT ${inboxes.channelType} FROM ${inboxes}
    WHERE ${inboxes.id} = ${messages.inboxId} AND ${inboxes.accountId} = ${messages.accountId}
    AND ${inboxes.deletingAt} IS NULL)`,
};
const insert = preparedByShape('hd_message_insert', (db, values: TNewMessage, name) =>
  db.insert(messages).values(values).returning(withChannel).prepare(name),
);
const insertOnce = preparedByShape('hd_message_insert_once', (db, values: TNewMessage, name) =>
  db.insert(messages).values(values).onConflictDoNothing().returning(withChannel).prepare(name),
);

/** The message a sender already wrote into the conversation under this echo_id (a client's retry). */
export const findMessageByEchoId = async (
  db: TExecutor,
  conversationId: number,
  sender: { type: string; id: number },
  echoId: string,
) =>
  (
    await db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          eq(messages.senderType, sender.type),
          eq(messages.senderId, sender.id),
          eq(messages.echoId, echoId),
        ),
      )
      .limit(1)
  )[0] ?? null;

/** Attachments of a new message (uploaded files and provider media alike). */
export const insertAttachmentRows = async (db: TExecutor, values: TNewAttachment[]) =>
  values.length ? db.insert(attachments).values(values).returning() : [];

export const findMessage = async (db: TExecutor, conversationId: number, id: number) =>
  (await messageById(db, { conversationId, id }))[0] ?? null;
/** The consumers' read of their event's message, built once. */
const messageById = preparedStatement((db) =>
  db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, sql.placeholder('conversationId')), eq(messages.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('hd_message_by_id'),
);

/** A message of the conversation by the channel's id for it (replies quoted by external id). */
export const findMessageBySourceId = async (db: TExecutor, conversationId: number, sourceId: string) =>
  (
    await db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.sourceId, sourceId)))
      .limit(1)
  )[0] ?? null;

export const updateMessage = async (db: TExecutor, id: number, patch: Partial<typeof messages.$inferInsert>) => {
  const [row] = await db
    .update(messages)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(messages.id, id))
    .returning();
  if (!row) throw new Error(`message ${id} vanished`);
  return row;
};

/** What a message event carries about its conversation (announceMessage). */
export interface TMessageEventContext {
  unread: number;
  sourceId: string | null;
  participantIds: number[];
}

/**
 * The context's three reads for the conversation `id` (seen by the agent at `seenAt`): the unread count
 * (as the list's context counts it), the contact inbox's source id and the participants (the event's audience).
 */
const contextColumns = (id: number | SQL, seenAt: SQL, contactInboxId: number | null | SQL) => ({
  unread: sql<number>`(SELECT count(*)::int FROM ${messages} m
    WHERE m.conversation_id = ${id} AND m.message_type = 0 AND NOT m.private
      AND m.created_at > coalesce(${seenAt}, '-infinity'))`,
  sourceId: sql<string | null>`(SELECT ci.source_id FROM ${contactInboxes} ci WHERE ci.id = ${contactInboxId})`,
  participantIds: sql<
    number[] | null
  >`(SELECT array_agg(p.user_id ORDER BY p.user_id) FROM ${conversationParticipants} p
    WHERE p.conversation_id = ${id})`,
});

const contextOf = (
  r: { unread: number | null; sourceId: string | null; participantIds: number[] | null } | undefined,
) => ({
  unread: r?.unread ?? 0,
  sourceId: r?.sourceId ?? null,
  participantIds: r?.participantIds ?? [],
});

/** The message event's context in one round trip. */
export const messageEventContext = async (db: TExecutor, c: TConversationRow): Promise<TMessageEventContext> => {
  const cols = contextColumns(c.id, sql`${c.agentLastSeenAt}::timestamptz`, c.contactInboxId);
  const { rows } = await db.execute<{ unread: number; source_id: string | null; participants: number[] | null }>(
    sql`SELECT ${cols.unread} AS unread, ${cols.sourceId} AS source_id, ${cols.participantIds} AS participants`,
  );
  const row = rows[0];
  return contextOf(row && { unread: row.unread, sourceId: row.source_id, participantIds: row.participants });
};

/**
 * A message's change to its conversation (activity time, waiting, first reply, reopening), returning the
 * updated row and the message event's context in the same statement: the write path's one round trip for both.
 */
export const updateConversationForMessage = async (
  db: TExecutor,
  id: number,
  patch: Partial<typeof conversations.$inferInsert>,
) => {
  const [row] = await updateForMessage(db, { ...patch, updatedAt: new Date() }, { conversation_id: id });
  if (!row) throw new Error(`conversation ${id} vanished`);
  const { unread, sourceId, participantIds, ...conversation } = row;
  return { conversation, context: contextOf({ unread, sourceId, participantIds }) };
};

const updateForMessage = preparedByShape(
  'hd_conversation_message_update',
  (db, patch: Partial<typeof conversations.$inferInsert>, name) =>
    db
      .update(conversations)
      .set(patch)
      .where(eq(conversations.id, sql.placeholder('conversation_id')))
      .returning({
        ...getTableColumns(conversations),
        ...contextColumns(
          sql`${conversations.id}`,
          sql`${conversations.agentLastSeenAt}`,
          sql`${conversations.contactInboxId}`,
        ),
      })
      .prepare(name),
);

/** A contact wrote: their last activity moves to now. */
export const touchContactActivity = (db: TExecutor, accountId: number, contactId: number, at: Date) =>
  db
    .update(contacts)
    .set({ lastActivityAt: at })
    .where(and(eq(contacts.accountId, accountId), eq(contacts.id, contactId)));

export const findUserRow = async (db: TExecutor, id: number | null) =>
  id ? ((await db.select().from(users).where(eq(users.id, id)).limit(1))[0] ?? null) : null;

export const findContactRow = async (db: TExecutor, id: number | null) =>
  id ? ((await db.select().from(contacts).where(eq(contacts.id, id)).limit(1))[0] ?? null) : null;

/** The account's language, which activity lines are written in. */
export const findAccountLocale = async (db: TExecutor, accountId: number) =>
  (await db.select({ locale: accounts.locale }).from(accounts).where(eq(accounts.id, accountId)))[0]?.locale ?? null;

export const findInboxRow = async (db: TExecutor, inboxId: number) =>
  (await db.select().from(inboxes).where(eq(inboxes.id, inboxId)))[0] ?? null;

/** Messages of one content type in a conversation (has the survey / email question been asked?). */
export const hasMessageOfContentType = async (db: TExecutor, conversationId: number, contentType: number) =>
  (
    await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.contentType, contentType)))
      .limit(1)
  ).length > 0;

/** How many messages of a type the conversation holds. */
export const countMessagesOfType = async (db: TExecutor, conversationId: number, messageType: number) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.messageType, messageType)))
  )[0]?.n ?? 0;

export const findUserRows = (db: TExecutor, ids: number[]) =>
  ids.length ? db.select().from(users).where(inArray(users.id, ids)) : Promise.resolve([]);

export const findContactRows = (db: TExecutor, ids: number[]) =>
  ids.length ? db.select().from(contacts).where(inArray(contacts.id, ids)) : Promise.resolve([]);

/** When the conversation's newest incoming message (by id) was created, or null. */
export const findLastIncomingAt = async (db: TExecutor, conversationId: number) =>
  (
    await db
      .select({ at: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.messageType, MESSAGE_TYPES.incoming)))
      .orderBy(desc(messages.id))
      .limit(1)
  )[0]?.at ?? null;

/** The public thread (no private notes, no activity lines), oldest first, at most `limit` messages. */
export const listPublicThread = (db: TExecutor, conversationId: number, limit: number) =>
  db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.private, false),
        ne(messages.messageType, MESSAGE_TYPES.activity),
      ),
    )
    .orderBy(messages.id)
    .limit(limit);

import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  accounts,
  accountUsers,
  channelApi,
  channelWebWidgets,
  contactInboxes,
  contacts,
  conversations,
  inboxes,
  inboxMembers,
  messages,
  users,
} from '../../db/schema/index.ts';

export type TWebWidgetRow = typeof channelWebWidgets.$inferSelect;
export type TApiChannelRow = typeof channelApi.$inferSelect;
export type TInboxRow = typeof inboxes.$inferSelect;
export type TContactInboxRow = typeof contactInboxes.$inferSelect;

/** A website inbox by its public token, with its account (only active accounts take visitors). */
export const findWebWidget = async (db: TExecutor, websiteToken: string) => {
  const [row] = await db
    .select({ channel: channelWebWidgets, inbox: inboxes, account: accounts })
    .from(channelWebWidgets)
    .innerJoin(inboxes, and(eq(inboxes.channelType, 'Channel::WebWidget'), eq(inboxes.channelId, channelWebWidgets.id)))
    .innerJoin(accounts, eq(accounts.id, inboxes.accountId))
    .where(eq(channelWebWidgets.websiteToken, websiteToken))
    .limit(1);
  return row ?? null;
};

/** An API inbox by its public identifier (client API). */
export const findApiChannel = async (db: TExecutor, identifier: string) => {
  const [row] = await db
    .select({ channel: channelApi, inbox: inboxes, account: accounts })
    .from(channelApi)
    .innerJoin(inboxes, and(eq(inboxes.channelType, 'Channel::Api'), eq(inboxes.channelId, channelApi.id)))
    .innerJoin(accounts, eq(accounts.id, inboxes.accountId))
    .where(eq(channelApi.identifier, identifier))
    .limit(1);
  return row ?? null;
};

export const findContactInbox = async (db: TExecutor, inboxId: number, sourceId: string) => {
  const [row] = await db
    .select({ contactInbox: contactInboxes, contact: contacts })
    .from(contactInboxes)
    .innerJoin(contacts, eq(contacts.id, contactInboxes.contactId))
    .where(and(eq(contactInboxes.inboxId, inboxId), eq(contactInboxes.sourceId, sourceId)))
    .limit(1);
  return row ?? null;
};

export const updateContactInbox = async (
  db: TExecutor,
  id: number,
  patch: Partial<typeof contactInboxes.$inferInsert>,
) => {
  const [row] = await db
    .update(contactInboxes)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(contactInboxes.id, id))
    .returning();
  if (!row) throw new Error(`contact inbox ${id} vanished`);
  return row;
};

/** Conversations of one visitor identity in one inbox, newest first. */
export const listVisitorConversations = (db: TExecutor, contactInboxId: number, limit = 100) =>
  db
    .select()
    .from(conversations)
    .where(eq(conversations.contactInboxId, contactInboxId))
    .orderBy(desc(conversations.id))
    .limit(limit);

export const findVisitorConversation = async (db: TExecutor, contactInboxId: number, displayId: number) =>
  (
    await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.contactInboxId, contactInboxId), eq(conversations.displayId, displayId)))
      .limit(1)
  )[0] ?? null;

/** What a visitor may read of a conversation: no private notes, no activity lines. */
export const listVisitorMessages = async (
  db: TExecutor,
  conversationId: number,
  before?: number,
  after?: number,
  pageSize = 20,
) => {
  const conds = [
    eq(messages.conversationId, conversationId),
    eq(messages.private, false),
    ne(messages.messageType, 2),
    before ? sql`${messages.id} < ${before}` : undefined,
    after ? sql`${messages.id} > ${after}` : undefined,
  ];
  const newer = after && !before;
  const rows = await db
    .select()
    .from(messages)
    .where(and(...conds))
    .orderBy(newer ? messages.id : desc(messages.id))
    .limit(before && after ? 1000 : after ? Math.max(100, pageSize) : pageSize);
  return newer ? rows : rows.reverse();
};

export const findVisitorMessage = async (db: TExecutor, conversationId: number, id: number) =>
  (
    await db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.id, id), eq(messages.private, false)))
      .limit(1)
  )[0] ?? null;

export const findUsers = (db: TExecutor, ids: number[]) =>
  ids.length ? db.select().from(users).where(inArray(users.id, ids)) : Promise.resolve([]);

export const findContactsByIds = (db: TExecutor, ids: number[]) =>
  ids.length ? db.select().from(contacts).where(inArray(contacts.id, ids)) : Promise.resolve([]);

/** Agents of an inbox with their availability in its account (0 online, 1 offline, 2 busy). */
export const listInboxAgents = (db: TExecutor, accountId: number, inboxId: number) =>
  db
    .select({ user: users, availability: accountUsers.availability })
    .from(inboxMembers)
    .innerJoin(users, eq(users.id, inboxMembers.userId))
    .innerJoin(accountUsers, and(eq(accountUsers.userId, users.id), eq(accountUsers.accountId, accountId)))
    .where(eq(inboxMembers.inboxId, inboxId))
    .orderBy(users.id)
    .limit(50);

/** Moves a visitor identity (and its conversations) to another contact: set_user of a known identifier. */
export const moveContactInbox = async (db: TExecutor, contactInboxId: number, fromContactId: number, toId: number) => {
  await db
    .update(contactInboxes)
    .set({ contactId: toId, updatedAt: new Date() })
    .where(eq(contactInboxes.id, contactInboxId));
  await db
    .update(conversations)
    .set({ contactId: toId, updatedAt: new Date() })
    .where(and(eq(conversations.contactInboxId, contactInboxId), eq(conversations.contactId, fromContactId)));
  await db
    .update(messages)
    .set({ senderId: toId })
    .where(
      and(
        eq(messages.senderType, 'Contact'),
        eq(messages.senderId, fromContactId),
        sql`${messages.conversationId} in (select id from conversations where contact_inbox_id = ${contactInboxId})`,
      ),
    );
};

/** Deletes an anonymous visitor contact once nothing points at it any more. */
export const deleteContactIfOrphan = async (db: TExecutor, contactId: number) => {
  await db.execute(sql`
    DELETE FROM contacts c WHERE c.id = ${contactId}
      AND NOT EXISTS (SELECT 1 FROM contact_inboxes ci WHERE ci.contact_id = c.id)
      AND NOT EXISTS (SELECT 1 FROM conversations v WHERE v.contact_id = c.id)`);
};

/** The newest public message of each conversation, in one query (client API conversation lists). */
export const lastPublicMessages = async (db: TExecutor, conversationIds: number[]) =>
  conversationIds.length
    ? db
        .selectDistinctOn([messages.conversationId])
        .from(messages)
        .where(
          and(
            inArray(messages.conversationId, conversationIds),
            eq(messages.private, false),
            ne(messages.messageType, 2),
          ),
        )
        .orderBy(messages.conversationId, desc(messages.id))
    : Promise.resolve([] as (typeof messages.$inferSelect)[]);

/** The contact inbox holding this pubsub token, with its inbox's account id and the account's status. */
export const findContactInboxByPubsubToken = async (db: TExecutor, pubsubToken: string) => {
  const [row] = await db
    .select({ ci: contactInboxes, accountId: inboxes.accountId, status: accounts.status })
    .from(contactInboxes)
    .innerJoin(inboxes, eq(inboxes.id, contactInboxes.inboxId))
    .innerJoin(accounts, eq(accounts.id, inboxes.accountId))
    .where(eq(contactInboxes.pubsubToken, pubsubToken))
    .limit(1);
  return row ?? null;
};

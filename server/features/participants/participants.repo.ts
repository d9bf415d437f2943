import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  accountUsers,
  conversationParticipants,
  inboxMembers,
  mentions,
  teamMembers,
  users,
} from '../../db/schema/index.ts';
import type { TConversationRow } from '../conversationCore/index.ts';

/** Of `ids`, the members who may work on the conversation: administrators and members of its inbox. */
export const eligibleUserIds = async (db: TExecutor, c: TConversationRow, ids: number[]) => {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: accountUsers.userId })
    .from(accountUsers)
    .where(
      and(
        eq(accountUsers.accountId, c.accountId),
        inArray(accountUsers.userId, ids),
        sql`(${accountUsers.role} = 1 or ${accountUsers.userId} in (select ${inboxMembers.userId} from ${inboxMembers} where ${inboxMembers.inboxId} = ${c.inboxId}))`,
      ),
    );
  return rows.map((r) => r.id);
};

export const insertParticipants = async (tx: TExecutor, c: TConversationRow, userIds: number[]) => {
  if (!userIds.length) return;
  await tx
    .insert(conversationParticipants)
    .values(userIds.map((userId) => ({ accountId: c.accountId, conversationId: c.id, userId })))
    .onConflictDoNothing();
};

/** Removes the listed participants, or (keep) everyone but them. */
export const removeParticipants = (tx: TExecutor, c: TConversationRow, userIds: number[], keep: boolean) => {
  const ids = userIds.length ? userIds : [0];
  const which = keep ? notInArray(conversationParticipants.userId, ids) : inArray(conversationParticipants.userId, ids);
  return tx.delete(conversationParticipants).where(and(eq(conversationParticipants.conversationId, c.id), which));
};

export const listParticipantUserRows = async (db: TExecutor, c: TConversationRow) =>
  (
    await db
      .select({ user: users })
      .from(conversationParticipants)
      .innerJoin(users, eq(users.id, conversationParticipants.userId))
      .where(eq(conversationParticipants.conversationId, c.id))
      .orderBy(conversationParticipants.id)
  ).map((r) => r.user);

export const listTeamMemberIds = async (db: TExecutor, teamIds: number[]) =>
  teamIds.length
    ? (await db.select({ id: teamMembers.userId }).from(teamMembers).where(inArray(teamMembers.teamId, teamIds))).map(
        (r) => r.id,
      )
    : [];

/** Records (or refreshes) that these users were mentioned in the conversation. */
export const upsertMentions = (tx: TExecutor, c: TConversationRow, userIds: number[], at: Date) =>
  tx
    .insert(mentions)
    .values(userIds.map((userId) => ({ accountId: c.accountId, conversationId: c.id, userId, mentionedAt: at })))
    .onConflictDoUpdate({ target: [mentions.userId, mentions.conversationId], set: { mentionedAt: at } });

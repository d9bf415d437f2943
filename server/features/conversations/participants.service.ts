import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import {
  accountUsers,
  conversationParticipants,
  inboxMembers,
  mentions,
  teamMembers,
  users,
} from '../../db/schema/index.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/auth.context.ts';
import * as repo from './conversations.repo.ts';
import { senderOf } from './conversations.presenter.ts';
import { getConversation, present } from './conversations.service.ts';
import { notifyUser } from './notify.ts';

/** Members who may work on the conversation: administrators and members of its inbox. */
const eligibleUserIds = async (db: TExecutor, c: repo.TConversationRow, ids: number[]) => {
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

export const addParticipants = async (tx: TExecutor, c: repo.TConversationRow, userIds: number[]) => {
  if (!userIds.length) return;
  await tx
    .insert(conversationParticipants)
    .values(userIds.map((userId) => ({ accountId: c.accountId, conversationId: c.id, userId })))
    .onConflictDoNothing();
};

const listParticipantUsers = async (db: TExecutor, c: repo.TConversationRow) => {
  const rows = await db
    .select({ user: users })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(eq(conversationParticipants.conversationId, c.id))
    .orderBy(conversationParticipants.id);
  return rows.map((r) => senderOf(r.user));
};

export const listParticipants = async (deps: TDeps, m: TMembership, displayId: number) =>
  listParticipantUsers(deps.db, await getConversation(deps, m, displayId));

/** PATCH replaces the set, POST adds, DELETE removes; user ids outside the inbox are refused. */
export const changeParticipants = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
  mode: 'replace' | 'add' | 'remove',
  userIds: number[],
) => {
  const c = await getConversation(deps, m, displayId);
  const ids = [...new Set(userIds)];
  if (mode !== 'remove') {
    const ok = await eligibleUserIds(deps.db, c, ids);
    if (ok.length !== ids.length) throw AppError.invalid('user_ids', 'must be agents of this inbox');
  }
  return deps.db.transaction(async (tx) => {
    if (mode === 'replace' || mode === 'remove') {
      const drop =
        mode === 'replace'
          ? notInArray(conversationParticipants.userId, ids.length ? ids : [0])
          : inArray(conversationParticipants.userId, ids.length ? ids : [0]);
      await tx.delete(conversationParticipants).where(and(eq(conversationParticipants.conversationId, c.id), drop));
    }
    if (mode !== 'remove') await addParticipants(tx, c, ids);
    const fresh = await repo.updateConversation(tx, c.id, {});
    await appendEvent(tx, c.accountId, 'conversation.updated', await present(tx, fresh), {
      kind: 'conversation',
      inboxId: fresh.inboxId,
      assigneeId: fresh.assigneeId,
      participantIds: await repo.participantIds(tx, fresh.id),
      contactInboxId: fresh.contactInboxId,
      private: false,
    });
    return listParticipantUsers(tx, c);
  });
};

const MENTION = /\(mention:\/\/(user|team)\/(\d{1,10})\/[^)]*\)/g;

/** User and team ids named by `[@Name](mention://user/ID/Name)` links in a note. */
export const parseMentions = (content: string) => {
  const userIds = new Set<number>();
  const teamIds = new Set<number>();
  for (const [, kind, id] of content.matchAll(MENTION)) (kind === 'user' ? userIds : teamIds).add(Number(id));
  return { userIds: [...userIds], teamIds: [...teamIds] };
};

/**
 * A private note mentioning agents: records the mention, makes them participants, notifies them
 * (notification.created) and sends conversation.mentioned to each of them only.
 */
export const handleMentions = async (
  tx: TExecutor,
  c: repo.TConversationRow,
  message: repo.TMessageRow,
  authorId: number,
) => {
  const parsed = parseMentions(message.content ?? '');
  if (!parsed.userIds.length && !parsed.teamIds.length) return [];
  const fromTeams = parsed.teamIds.length
    ? (
        await tx.select({ id: teamMembers.userId }).from(teamMembers).where(inArray(teamMembers.teamId, parsed.teamIds))
      ).map((r) => r.id)
    : [];
  const ids = await eligibleUserIds(tx, c, [...new Set([...parsed.userIds, ...fromTeams])]);
  if (!ids.length) return [];
  const now = new Date();
  await tx
    .insert(mentions)
    .values(ids.map((userId) => ({ accountId: c.accountId, conversationId: c.id, userId, mentionedAt: now })))
    .onConflictDoUpdate({ target: [mentions.userId, mentions.conversationId], set: { mentionedAt: now } });
  await addParticipants(tx, c, ids);
  const presented = await present(tx, c);
  for (const userId of ids) {
    if (userId !== authorId) await notifyUser(tx, userId, 'conversation_mention', c, presented, message);
    await appendEvent(tx, c.accountId, 'conversation.mentioned', presented, { kind: 'user', userId });
  }
  return ids;
};

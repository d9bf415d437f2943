import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { AppError } from '../../lib/appError.ts';
import type { Actor } from '../../../common/actor.ts';
import { memberActor, type TMembership } from '../auth/index.ts';
import * as convRepo from '../conversationCore/index.ts';
import { senderOf } from '../conversationCore/index.ts';
import { audienceFor, present } from '../conversationCore/index.ts';
import { actOn, getConversation } from '../conversationCore/index.ts';
import type { TMessageRow } from '../conversationCore/index.ts';
import * as repo from './participants.repo.ts';
import { errorText } from '../../lib/serverText.ts';

export const addParticipants = (tx: TExecutor, c: convRepo.TConversationRow, userIds: number[]) =>
  repo.insertParticipants(tx, c, userIds);

const listParticipantUsers = async (db: TExecutor, c: convRepo.TConversationRow) =>
  (await repo.listParticipantUserRows(db, c)).map((u) => senderOf(u));

export const listParticipants = async (deps: TDeps, m: TMembership, displayId: number) =>
  listParticipantUsers(deps.db, await getConversation(deps, m, displayId));

export interface TParticipantsChange {
  /** replace the set, add to it, or remove from it. */
  mode: 'replace' | 'add' | 'remove';
  userIds: number[];
}

/**
 * Changes who participates as the actor (a conversation command): user ids outside the inbox are refused
 * (422) when adding or replacing; conversation.updated follows.
 */
export const changeParticipants = async (
  tx: TExecutor,
  actor: Actor,
  c: convRepo.TConversationRow,
  { mode, userIds }: TParticipantsChange,
) => {
  await actOn(tx, actor, c);
  const ids = [...new Set(userIds)];
  if (mode !== 'remove') {
    const ok = await repo.eligibleUserIds(tx, c, ids);
    if (ok.length !== ids.length) throw AppError.invalid('user_ids', errorText('mustBeAgentsOfThisInbox'));
  }
  if (mode === 'replace' || mode === 'remove') await repo.removeParticipants(tx, c, ids, mode === 'replace');
  if (mode !== 'remove') await repo.insertParticipants(tx, c, ids);
  const fresh = await convRepo.updateConversation(tx, c.id, {});
  await appendEvent(tx, c.accountId, 'conversation.updated', await present(tx, fresh), await audienceFor(tx, fresh));
  return fresh;
};

/** PATCH replaces the set, POST adds, DELETE removes (the participants routes); answers the participants. */
export const updateParticipants = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
  mode: TParticipantsChange['mode'],
  userIds: number[],
) => {
  const c = await getConversation(deps, m, displayId);
  const actor = await memberActor(deps.db, m);
  return deps.db.transaction(async (tx) => {
    await changeParticipants(tx, actor, c, { mode, userIds });
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

/** The agents a note's mentions name (users, and members of mentioned teams) who may work on the conversation. */
export const mentionedUserIds = async (tx: TExecutor, c: convRepo.TConversationRow, content: string) => {
  const parsed = parseMentions(content);
  if (!parsed.userIds.length && !parsed.teamIds.length) return [];
  const fromTeams = await repo.listTeamMemberIds(tx, parsed.teamIds);
  return repo.eligibleUserIds(tx, c, [...new Set([...parsed.userIds, ...fromTeams])]);
};

/**
 * A private note mentioning agents: records the mention, makes them participants and sends
 * conversation.mentioned to each of them only. Their notifications are the notifications consumer's.
 */
export const handleMentions = async (tx: TExecutor, c: convRepo.TConversationRow, message: TMessageRow) => {
  const ids = await mentionedUserIds(tx, c, message.content ?? '');
  if (!ids.length) return [];
  await repo.upsertMentions(tx, c, ids, new Date());
  await repo.insertParticipants(tx, c, ids);
  const presented = await present(tx, c);
  for (const userId of ids)
    await appendEvent(tx, c.accountId, 'conversation.mentioned', presented, { kind: 'user', userId });
  return ids;
};

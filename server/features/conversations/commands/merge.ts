import { actingUser, type Actor } from '../../../../common/actor.ts';
import { STATUS_VALUE } from '../../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../../db/client.ts';
import { appendEvent } from '../../../events/events.repo.ts';
import { cancelJob, enqueueJob } from '../../../jobs/queue.ts';
import { AppError } from '../../../lib/appError.ts';
import type { TConversationRow } from '../../conversationCore/index.ts';
import {
  actOn,
  announce,
  audienceFor,
  lockConversation,
  present,
  snoozeKey,
  updateConversation,
  whoOf,
} from '../../conversationCore/index.ts';
import { recordActivity } from '../../messages/index.ts';
import * as repo from '../merge.repo.ts';
import { snoozeReopenJob } from './status.ts';
import { errorText } from '../../../lib/serverText.ts';

/** How long a merge can be undone. */
export const UNMERGE_WINDOW_MS = 7 * 24 * 3600 * 1000;

export interface TMergeInput {
  /** Another contact's conversation may be the target only for an administrator who says so. */
  allowOtherContact?: boolean;
}

/** Both rows locked, the lower id first (two merges of the same pair never wait on each other in a circle). */
const lockBoth = async (
  tx: TExecutor,
  a: TConversationRow,
  b: TConversationRow,
): Promise<[TConversationRow, TConversationRow]> => {
  const [first, second] = a.id < b.id ? [a, b] : [b, a];
  const x = await lockConversation(tx, first.id);
  const y = await lockConversation(tx, second.id);
  if (!x || !y) throw new AppError('not_found', errorText('conversationNotFound'));
  return a.id < b.id ? [x, y] : [y, x];
};

const unite = (a: string[], b: string[]) => {
  const have = new Set(a.map((l) => l.toLowerCase()));
  return b.filter((l) => !have.has(l.toLowerCase()));
};

/** conversation.merged / unmerged / split: the conversation messages went into, with the other one. */
export const announceMove = async (
  tx: TExecutor,
  event: 'conversation.merged' | 'conversation.unmerged' | 'conversation.split',
  into: TConversationRow,
  other: TConversationRow,
) => {
  const data = { ...(await present(tx, into)), other: await present(tx, other) };
  // Agents of either conversation's inbox hear it (never the visitor).
  await appendEvent(tx, into.accountId, event, data, await audienceFor(tx, into, true));
  if (other.inboxId !== into.inboxId)
    await appendEvent(tx, into.accountId, event, data, await audienceFor(tx, other, true));
};

/**
 * Merges `source` into `target` as the actor, in the caller's transaction: the source's messages move to
 * the target keeping their times; labels and participants are united; the target keeps its assignee,
 * team, priority and SLA; both get an activity line naming the other; the source is resolved and marked
 * merged (no status_changed event: a merge is not a resolution — reports, CSAT and rules do not react).
 * What moved is recorded, so unmergeConversation can put back exactly that.
 */
export const mergeConversation = async (
  tx: TExecutor,
  actor: Actor,
  sourceRow: TConversationRow,
  targetRow: TConversationRow,
  input: TMergeInput = {},
) => {
  if (sourceRow.id === targetRow.id)
    throw AppError.invalid('target_conversation_id', errorText('mustBeAnotherConversation'));
  await actOn(tx, actor, sourceRow);
  await actOn(tx, actor, targetRow);
  const [source, target] = await lockBoth(tx, sourceRow, targetRow);
  if (source.mergedIntoDisplayId !== null) throw AppError.invalid('conversation', errorText('alreadyMerged'));
  if (target.mergedIntoDisplayId !== null)
    throw AppError.invalid('target_conversation_id', errorText('mergedIntoAnother'));
  if (source.contactId !== target.contactId) {
    if (actingUser(actor)?.role !== 'administrator')
      throw new AppError('forbidden', errorText('mergeOtherContactAdminsOnly'));
    if (!input.allowOtherContact)
      throw AppError.invalid('target_conversation_id', errorText('mergeNeedsOtherContactConfirm'));
  }
  const messageIds = await repo.moveMessages(tx, source.id, target.id);
  const addedLabels = unite(target.labels, source.labels);
  const before = await repo.participantUserIds(tx, target.id);
  const addedParticipantIds = [...new Set(await repo.participantUserIds(tx, source.id))].filter(
    (id) => !before.includes(id),
  );
  await repo.addParticipantRows(tx, target.accountId, target.id, addedParticipantIds);
  await repo.insertMerge(tx, {
    accountId: source.accountId,
    sourceId: source.id,
    targetId: target.id,
    userId: actingUser(actor)?.id ?? null,
    messageIds,
    addedLabels,
    addedParticipantIds,
    sourceStatus: source.status,
    sourceSnoozedUntil: source.snoozedUntil,
    sourceWaitingSince: source.waitingSince,
  });
  const waiting = [target.waitingSince, source.waitingSince].filter((d): d is Date => d !== null);
  const mergedTarget = await updateConversation(tx, target.id, {
    labels: [...target.labels, ...addedLabels],
    lastActivityAt: new Date(Math.max(target.lastActivityAt.getTime(), source.lastActivityAt.getTime())),
    waitingSince: waiting.length ? new Date(Math.min(...waiting.map((d) => d.getTime()))) : null,
  });
  if (source.status === STATUS_VALUE.snoozed) await cancelJob(tx, snoozeKey(source.id));
  const mergedSource = await updateConversation(tx, source.id, {
    status: STATUS_VALUE.resolved,
    snoozedUntil: null,
    waitingSince: null,
    mergedIntoDisplayId: target.displayId,
  });
  const who = whoOf(actor);
  await recordActivity(tx, mergedSource, (w) => w.merge.into(target.displayId, who(w)), {
    linked_conversation_id: target.displayId,
  });
  await recordActivity(tx, mergedTarget, (w) => w.merge.from(source.displayId, who(w)), {
    linked_conversation_id: source.displayId,
  });
  await announce(tx, mergedSource, 'conversation.updated', { before: source });
  await announce(tx, mergedTarget, 'conversation.updated', { before: target });
  await announceMove(tx, 'conversation.merged', mergedTarget, mergedSource);
  return { source: mergedSource, target: mergedTarget, movedMessages: messageIds.length };
};

/**
 * Undoes the source's merge within 7 days: exactly the messages, labels and participants it moved or added
 * go back (labels and participants only where still there), and the source gets back its status, snooze
 * and waiting time. Both conversations get an activity line; the merge's own lines stay as history.
 */
export const unmergeConversation = async (tx: TExecutor, actor: Actor, sourceRow: TConversationRow) => {
  await actOn(tx, actor, sourceRow);
  const merge = await repo.findUndoableMerge(tx, sourceRow.id, new Date(Date.now() - UNMERGE_WINDOW_MS));
  if (!merge || sourceRow.mergedIntoDisplayId === null)
    throw AppError.invalid('conversation', errorText('noMergeToUndo'));
  const targetRow = await lockConversation(tx, merge.targetId);
  if (!targetRow) throw new AppError('not_found', errorText('conversationNotFound'));
  await actOn(tx, actor, targetRow);
  const [source, target] = await lockBoth(tx, sourceRow, targetRow);
  if (target.mergedIntoDisplayId !== null)
    throw AppError.invalid('conversation', errorText('targetMergedItself', { id: target.displayId }));
  await repo.returnMessages(tx, source.accountId, source.id, merge.messageIds);
  await repo.removeParticipantRows(tx, target.id, merge.addedParticipantIds);
  const removed = new Set(merge.addedLabels.map((l) => l.toLowerCase()));
  const restoredTarget = await updateConversation(tx, target.id, {
    labels: target.labels.filter((l) => !removed.has(l.toLowerCase())),
  });
  const restoredSource = await updateConversation(tx, source.id, {
    status: merge.sourceStatus,
    snoozedUntil: merge.sourceSnoozedUntil,
    waitingSince: merge.sourceWaitingSince,
    mergedIntoDisplayId: null,
  });
  if (merge.sourceStatus === STATUS_VALUE.snoozed && merge.sourceSnoozedUntil) {
    const at = { accountId: source.accountId, runAt: merge.sourceSnoozedUntil, dedupeKey: snoozeKey(source.id) };
    await enqueueJob(tx, snoozeReopenJob, { conversationId: source.id }, at);
  }
  await repo.markUnmerged(tx, merge.id);
  const who = whoOf(actor);
  await recordActivity(tx, restoredSource, (w) => w.merge.unmergedFrom(target.displayId, who(w)), {
    linked_conversation_id: target.displayId,
  });
  await recordActivity(tx, restoredTarget, (w) => w.merge.unmergedOut(source.displayId, who(w)), {
    linked_conversation_id: source.displayId,
  });
  await announce(tx, restoredSource, 'conversation.updated', { before: source });
  await announce(tx, restoredTarget, 'conversation.updated', { before: target });
  await announceMove(tx, 'conversation.unmerged', restoredSource, restoredTarget);
  return { source: restoredSource, target: restoredTarget, returnedMessages: merge.messageIds.length };
};

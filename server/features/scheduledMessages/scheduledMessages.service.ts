import {
  SCHEDULE_MAX_AHEAD_MS,
  type TCreateScheduledMessageRequest,
  type TUpdateScheduledMessageRequest,
} from '../../../common/contracts/scheduledMessages.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import { storeAttachment, type TIncomingFile, type TStoredFile } from '../attachments/index.ts';
import { memberActor, type TMembership } from '../auth/index.ts';
import { actOn, getConversation, type TConversationRow } from '../conversationCore/index.ts';
import { announceScheduled } from './scheduledMessages.events.ts';
import * as repo from './scheduledMessages.repo.ts';
import { findAuthors } from './scheduledMessages.repo.ts';
import { presentScheduledMessage } from './scheduledMessages.presenter.ts';

/** In the future, and at most a year ahead (checked at the time of the request). */
const checkTime = (at: Date) => {
  const now = Date.now();
  if (at.getTime() <= now) throw AppError.invalid('scheduled_at', errorText('mustBeInTheFuture'));
  if (at.getTime() > now + SCHEDULE_MAX_AHEAD_MS)
    throw AppError.invalid('scheduled_at', errorText('mustBeWithinAYear'));
};

const checkContent = (content: string, files: readonly unknown[]) => {
  if (content.trim() === '' && !files.length) throw AppError.invalid('content', errorText('blank'));
};

/** The conversation, if the member may send in it (the message route's guard: visibility, then actOn). */
const conversationFor = async (deps: TDeps, m: TMembership, displayId: number) => {
  const c = await getConversation(deps, m, displayId);
  const actor = await memberActor(deps.db, m);
  return { c, actor };
};

const store = (deps: TDeps, c: TConversationRow, files: TIncomingFile[]): Promise<TStoredFile[]> =>
  Promise.all(files.map((f) => storeAttachment(deps, c.accountId, f)));

const removeFiles = (deps: TDeps, files: readonly TStoredFile[]) =>
  Promise.all(files.map((f) => deps.uploads.remove(f.fileKey)));

export const listScheduled = async (deps: TDeps, m: TMembership, displayId: number) => {
  const c = await getConversation(deps, m, displayId);
  const rows = await repo.listScheduledMessages(deps.db, c.id);
  const authors = new Map(
    (
      await findAuthors(
        deps.db,
        rows.map((r) => r.authorId),
      )
    ).map((a) => [a.id, a]),
  );
  return { payload: rows.map((r) => presentScheduledMessage(r, c.displayId, authors.get(r.authorId))) };
};

export const createScheduled = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
  input: TCreateScheduledMessageRequest,
  files: TIncomingFile[] = [],
) => {
  const { c, actor } = await conversationFor(deps, m, displayId);
  checkContent(input.content, files);
  checkTime(input.scheduled_at);
  // Files are written before the transaction, as a message's are; a rollback leaves only unreferenced files.
  const stored = await store(deps, c, files);
  return deps.db.transaction(async (tx) => {
    await actOn(tx, actor, c);
    const row = await repo.insertScheduledMessage(tx, {
      accountId: c.accountId,
      conversationId: c.id,
      authorId: m.accountUser.userId,
      content: input.content,
      private: input.private,
      scheduledAt: input.scheduled_at,
      attachments: stored,
    });
    return announceScheduled(tx, 'scheduled_message.created', c, row);
  });
};

/** The scheduled message, if the member may change it: its author or an administrator; 422 once it left `scheduled`. */
const changeable = async (deps: TDeps, m: TMembership, displayId: number, id: number) => {
  const { c, actor } = await conversationFor(deps, m, displayId);
  const row = await repo.findScheduledMessage(deps.db, c.id, id);
  if (!row) throw new AppError('not_found', errorText('scheduledMessageNotFound'));
  if (row.authorId !== m.accountUser.userId && m.role !== 'administrator')
    throw new AppError('forbidden', errorText('notAuthorized'));
  if (row.status !== repo.SCHEDULED) throw AppError.invalid('status', errorText('scheduledMessageNotPending'));
  return { c, actor, row };
};

const notPending = () => AppError.invalid('status', errorText('scheduledMessageNotPending'));

export const updateScheduled = async (
  deps: TDeps,
  m: TMembership,
  displayId: number,
  id: number,
  input: TUpdateScheduledMessageRequest,
  files: TIncomingFile[] = [],
) => {
  const { c, actor, row } = await changeable(deps, m, displayId, id);
  const content = input.content ?? row.content;
  checkContent(content, files.length ? files : row.attachments);
  if (input.scheduled_at) checkTime(input.scheduled_at);
  const stored = files.length ? await store(deps, c, files) : null;
  const result = await deps.db.transaction(async (tx) => {
    await actOn(tx, actor, c);
    const updated = await repo.updatePending(tx, row.id, {
      content,
      ...(input.private !== undefined && { private: input.private }),
      ...(input.scheduled_at && { scheduledAt: input.scheduled_at }),
      ...(stored && { attachments: stored }),
    });
    // Sent (or cancelled) between the read and this write.
    if (!updated) return null;
    return announceScheduled(tx, 'scheduled_message.updated', c, updated);
  });
  if (!result) {
    if (stored) await removeFiles(deps, stored);
    throw notPending();
  }
  // Replaced files go once the row no longer names them.
  if (stored) await removeFiles(deps, row.attachments);
  return result;
};

/** Cancels a scheduled message (kept as cancelled; its files are removed). */
export const cancelScheduled = async (deps: TDeps, m: TMembership, displayId: number, id: number) => {
  const { c, actor, row } = await changeable(deps, m, displayId, id);
  const result = await deps.db.transaction(async (tx) => {
    await actOn(tx, actor, c);
    const cancelled = await repo.updatePending(tx, row.id, { status: repo.CANCELLED });
    if (!cancelled) return null;
    return announceScheduled(tx, 'scheduled_message.deleted', c, cancelled);
  });
  if (!result) throw notPending();
  await removeFiles(deps, row.attachments);
  return result;
};

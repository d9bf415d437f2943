import { userActor } from '../../../common/actor.ts';
import { fromValue, ROLE_VALUE } from '../../../common/enums.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import { lockConversation, type TConversationRow } from '../conversationCore/index.ts';
import { sendMessage } from '../messages/index.ts';
import { findMembership, userName } from '../users/index.ts';
import { announceScheduled } from './scheduledMessages.events.ts';
import * as repo from './scheduledMessages.repo.ts';

/** The most a run sends; the next minute's run takes the rest. */
const BATCH = 200;

/** The author as the actor the message is sent by; refused when they left the account. */
const authorActor = async (tx: TExecutor, r: repo.TScheduledMessageRow) => {
  const m = await findMembership(tx, r.authorId, r.accountId);
  if (!m) throw new AppError('forbidden', errorText('notAuthorized'));
  return userActor(r.accountId, {
    id: r.authorId,
    name: await userName(tx, r.authorId),
    role: fromValue(ROLE_VALUE, m.accountUser.role),
    customRoleId: m.accountUser.customRoleId,
  });
};

/**
 * Claims and sends one due message in one transaction: the claim (scheduled → sent), the message through
 * sendMessage (recordMessage, the one door) with the author as its sender, the link to it and
 * scheduled_message.sent. Null when nothing is due; a failed send rolls back and names the row.
 */
const sendOne = async (deps: TDeps, now: Date): Promise<{ id: number; error?: string } | null> => {
  let claimedId: number | null = null;
  try {
    return await deps.db.transaction(async (tx) => {
      const r = await repo.claimDue(tx, now);
      if (!r) return null;
      claimedId = r.id;
      const c = (await lockConversation(tx, r.conversationId)) as TConversationRow;
      const actor = await authorActor(tx, r);
      const recorded = await sendMessage(tx, actor, c, {
        content: r.content,
        private: r.private,
        files: r.attachments,
      });
      if (!recorded) throw new Error('message not recorded');
      const sent = await repo.updateScheduledMessage(tx, r.id, { messageId: recorded.message.id, error: null });
      await announceScheduled(tx, 'scheduled_message.sent', recorded.conversation, sent);
      return { id: r.id };
    });
  } catch (e) {
    if (claimedId === null) throw e;
    return { id: claimedId, error: e instanceof Error ? e.message : String(e) };
  }
};

/** A send that failed: the row leaves `scheduled` (failed, with the reason) so it is not tried every minute. */
const markFailed = async (deps: TDeps, id: number, error: string) => {
  await deps.db.transaction(async (tx) => {
    const row = await repo.updatePending(tx, id, { status: repo.FAILED, error: error.slice(0, 1000) });
    if (!row) return;
    const c = await lockConversation(tx, row.conversationId);
    if (c) await announceScheduled(tx, 'scheduled_message.updated', c, row);
  });
};

/**
 * Sends every due scheduled message once across the nodes (the every-minute job and the E2E route run it).
 * Returns how many were sent.
 */
export const sendDueMessages = async (deps: TDeps, now = new Date()) => {
  let sent = 0;
  const failed = new Set<number>();
  for (let i = 0; i < BATCH; i++) {
    const outcome = await sendOne(deps, now);
    if (!outcome) break;
    if (outcome.error === undefined) {
      sent++;
      continue;
    }
    // The failed send rolled back: the row is scheduled again; mark it so the loop moves on.
    if (failed.has(outcome.id)) break;
    failed.add(outcome.id);
    deps.log.warn({ scheduledMessageId: outcome.id }, 'scheduled message not sent');
    await markFailed(deps, outcome.id, outcome.error);
  }
  return sent;
};

/** The text stored on messages cancelled by the conversation's resolution. */
const CANCELLED_ON_RESOLVE = () => errorText('scheduledCancelledOnResolve');

/**
 * The conversation was resolved: its scheduled messages are cancelled, unless the account keeps them
 * (settings.keep_scheduled_messages_on_resolve). Runs in the status change's transaction.
 */
export const cancelScheduledOnResolve = async (tx: TExecutor, c: TConversationRow) => {
  if (!(await repo.hasPending(tx, c.id))) return;
  const settings = await repo.accountSettings(tx, c.accountId);
  if (settings.keep_scheduled_messages_on_resolve === true) return;
  const rows = await repo.cancelPendingOf(tx, c.id, CANCELLED_ON_RESOLVE());
  for (const r of rows) await announceScheduled(tx, 'scheduled_message.deleted', c, r);
};

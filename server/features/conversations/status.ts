import { CONVERSATION_STATUSES, STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import { cancelJob, defineJob, enqueueJob } from '../../jobs/queue.ts';
import { recordActivity } from '../messages/index.ts';
import type { TActivity } from '../conversationCore/index.ts';
import { announce } from '../conversationCore/index.ts';
import * as repo from '../conversationCore/index.ts';
import { snoozeKey } from '../conversationCore/index.ts';

export { snoozeKey };

/**
 * Moves a conversation to a status in `tx`: schedules (or cancels) the snooze wake-up, writes the
 * activity line and announces conversation.status_changed. `activity` null writes no line.
 */
export const applyStatus = async (
  tx: TExecutor,
  c: repo.TConversationRow,
  next: number,
  opts: { snoozedUntil?: Date | null; actorName: string | null; activity?: TActivity | null },
) => {
  const snoozedUntil = next === STATUS_VALUE.snoozed ? (opts.snoozedUntil ?? null) : null;
  const row = await repo.updateConversation(tx, c.id, {
    status: next,
    snoozedUntil,
    ...(next === STATUS_VALUE.resolved && { waitingSince: null }),
  });
  if (c.status === STATUS_VALUE.snoozed || next === STATUS_VALUE.snoozed) await cancelJob(tx, snoozeKey(c.id));
  if (next === STATUS_VALUE.snoozed && snoozedUntil) {
    await enqueueJob(
      tx,
      snoozeReopenJob,
      { conversationId: c.id },
      { accountId: c.accountId, runAt: snoozedUntil, dedupeKey: snoozeKey(c.id) },
    );
  }
  if (row.status !== c.status) {
    const name = CONVERSATION_STATUSES[next] ?? 'open';
    const actor = opts.actorName;
    const activity: TActivity | null =
      opts.activity !== undefined ? opts.activity : actor ? (w) => w.status[name](actor) : null;
    if (activity) await recordActivity(tx, row, activity);
    // Resolving asks the customer for a rating: the CSAT consumer (server/consumers/csat.consumer.ts).
    await announce(tx, row, 'conversation.status_changed', { before: c });
  }
  return row;
};

/** Reopens a snoozed conversation when its snoozed_until arrives (queued with dedupe key snooze:<id>). */
export const snoozeReopenJob = defineJob<{ conversationId: number }>(
  'conversation.snooze_reopen',
  async ({ conversationId }, { deps }) => {
    await deps.db.transaction(async (tx) => {
      const c = await repo.lockConversation(tx, conversationId);
      // Reopened by hand, or snoozed again for later: nothing to do now.
      if (!c || c.status !== STATUS_VALUE.snoozed) return;
      if (c.snoozedUntil && c.snoozedUntil.getTime() > Date.now() + 1000) return;
      await applyStatus(tx, c, STATUS_VALUE.open, { actorName: null, activity: (w) => w.status.snoozeExpired });
    });
  },
);

import { CONVERSATION_STATUSES, STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import { eq } from 'drizzle-orm';
import type { TExecutor, TTx } from '../../db/client.ts';
import { inboxes } from '../../db/schema/index.ts';
import { maybeSendCsatSurvey } from '../widget/visitor.service.ts';
import { cancelJob, enqueueJob } from '../../jobs/queue.ts';
import * as repo from './conversations.repo.ts';
import type { TActivity } from './activityText.ts';
import { addActivity } from './messageEvents.ts';
import { announce } from './conversations.service.ts';
import { snoozeReopenJob } from './conversations.jobs.ts';

export const snoozeKey = (conversationId: number) => `snooze:${conversationId}`;

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
    if (activity) await addActivity(tx, row, activity);
    await announce(tx, row, 'conversation.status_changed');
    // Resolving asks the customer to rate the conversation when the inbox has CSAT on (once per conversation).
    if (next === STATUS_VALUE.resolved) {
      const [inbox] = await tx.select().from(inboxes).where(eq(inboxes.id, row.inboxId));
      if (inbox?.csatSurveyEnabled) await maybeSendCsatSurvey(tx as TTx, inbox, row);
    }
  }
  return row;
};

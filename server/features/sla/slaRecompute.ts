import type { TExecutor } from '../../db/client.ts';
import { announceSlaUpdated } from '../conversationCore/index.ts';
import type { TConversationRow } from '../conversationCore/index.ts';
import {
  lockRunningSlasOfPolicy,
  updateAppliedSlaDeadlines,
  type TDeadlines,
  type TDueColumn,
  type TSlaPolicyRow,
} from './sla.repo.ts';
import { deadlinesOf, slaClock } from './slaClock.ts';

/** How many applied SLAs one update statement and one announcement batch carry. */
const BATCH = 500;

const DUE_COLUMNS: readonly TDueColumn[] = ['firstResponseDueAt', 'nextResponseDueAt', 'resolutionDueAt'];
const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * A policy was edited (its thresholds or business-hours option), in the edit's transaction: the pending
 * deadlines of its running applied SLAs follow the policy as it is now, as Chatwoot's evaluation (which
 * always reads the current thresholds) would. Each target's deadline is computed again from the
 * conversation's current state (deadlinesOf); a target whose miss is already recorded stays closed (never
 * re-opened nor recorded twice); a removed threshold clears its deadline; a newly set one starts a deadline
 * when its clock runs. A deadline whose clock the conversation just stopped (a reply the evaluation has not
 * seen yet) is kept for the evaluation to judge. Finished SLAs and resolved conversations are left alone.
 * The changed conversations hear conversation.sla_updated (the badges refresh). Returns how many changed.
 */
export const recomputeRunningSlas = async (tx: TExecutor, policy: TSlaPolicyRow) => {
  const clock = slaClock(tx, policy);
  const threshold: Record<TDueColumn, number | null> = {
    firstResponseDueAt: policy.firstResponseTimeThreshold,
    nextResponseDueAt: policy.nextResponseTimeThreshold,
    resolutionDueAt: policy.resolutionTimeThreshold,
  };
  const changed: { deadlines: { id: number } & TDeadlines; conversation: TConversationRow }[] = [];
  for (const r of await lockRunningSlasOfPolicy(tx, policy.accountId, policy.id)) {
    const fresh = await deadlinesOf(clock, policy, r.conversation);
    const settle = (column: TDueColumn, recorded: boolean) => {
      if (!threshold[column]) return null;
      return recorded ? r.applied[column] : (fresh[column] ?? r.applied[column]);
    };
    const next: TDeadlines = {
      firstResponseDueAt: settle('firstResponseDueAt', r.frtMissed),
      nextResponseDueAt: settle('nextResponseDueAt', r.nrtMissed),
      resolutionDueAt: settle('resolutionDueAt', r.rtMissed),
    };
    if (DUE_COLUMNS.some((k) => !same(next[k], r.applied[k])))
      changed.push({ deadlines: { id: r.applied.id, ...next }, conversation: r.conversation });
  }
  for (let i = 0; i < changed.length; i += BATCH) {
    const batch = changed.slice(i, i + BATCH);
    await updateAppliedSlaDeadlines(
      tx,
      batch.map((c) => c.deadlines),
    );
    await announceSlaUpdated(
      tx,
      policy.accountId,
      batch.map((c) => c.conversation),
    );
  }
  return changed.length;
};

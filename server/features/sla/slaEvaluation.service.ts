import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import {
  findConversationByDisplayId,
  lockConversation,
  peekConversationByDisplayId,
} from '../conversationCore/index.ts';
import { findAppliedSla, findSlaPolicy, listOverdueAppliedSlaIds, lockAppliedSla } from './sla.repo.ts';
import { dueAfter } from './slaClock.ts';
import { isRunning, onAgentReply, onCustomerMessage, onResolved, recordMisses } from './slaEvaluation.ts';

/** Whether the conversation has an SLA policy now (the cheap test before a transaction). */
const hasSlaPolicy = async (deps: TDeps, accountId: number, displayId: number) =>
  Boolean((await peekConversationByDisplayId(deps.db, accountId, displayId))?.slaPolicyId);

/** The running applied SLA of a conversation's current policy, locked; null when there is none. */
const runningSla = async (tx: TExecutor, accountId: number, displayId: number) => {
  const conv = await findConversationByDisplayId(tx, accountId, displayId);
  if (!conv?.slaPolicyId) return null;
  const found = await findAppliedSla(tx, conv.id, conv.slaPolicyId);
  const applied = found && (await lockAppliedSla(tx, found.id));
  return applied && isRunning(applied) ? { conv, applied } : null;
};

export interface TSlaMessage {
  conversationDisplayId: number;
  messageType: number;
  senderType: string | null;
  isPrivate: boolean;
  createdAt: Date;
}

/** A committed message: an agent's public reply meets (or misses) the response targets; a customer's starts the next-response clock. */
export const evaluateMessage = async (deps: TDeps, accountId: number, m: TSlaMessage, eventId?: number) => {
  // Most conversations have no SLA: one read, no transaction (runningSla reads it again, under its locks).
  if (!(await hasSlaPolicy(deps, accountId, m.conversationDisplayId))) return;
  await deps.db.transaction(async (tx) => {
    const found = await runningSla(tx, accountId, m.conversationDisplayId);
    if (!found) return;
    const { conv, applied } = found;
    if (m.messageType === MESSAGE_TYPES.outgoing && m.senderType === 'User' && !m.isPrivate)
      await onAgentReply(tx, applied, conv, m.createdAt, eventId);
    else if (m.messageType === MESSAGE_TYPES.incoming) {
      const policy = await findSlaPolicy(tx, accountId, applied.slaPolicyId);
      if (policy)
        await onCustomerMessage(tx, applied, conv, (start, seconds) =>
          dueAfter(tx, policy, conv.inboxId, start, seconds),
        );
    }
  });
};

/** A committed resolve at `at`: the SLA ends, hit or missed. */
export const evaluateResolved = async (
  deps: TDeps,
  accountId: number,
  displayId: number,
  at: Date,
  eventId?: number,
) => {
  if (!(await hasSlaPolicy(deps, accountId, displayId))) return;
  await deps.db.transaction(async (tx) => {
    const found = await runningSla(tx, accountId, displayId);
    if (found && found.conv.status === 1) await onResolved(tx, found.applied, found.conv, at, eventId);
  });
};

/** How many overdue SLAs one run of the check looks at (the rest wait a minute). */
const CHECK_BATCH = 500;

/**
 * The scheduled check: every running SLA with a deadline passed by `now` records its misses (and
 * notifies). Safe to run twice or side by side: each row is locked and each miss is recorded once.
 */
export const runSlaCheck = async (deps: TDeps, now = new Date()) => {
  let missed = 0;
  for (const id of await listOverdueAppliedSlaIds(deps.db, now, CHECK_BATCH)) {
    await deps.db.transaction(async (tx) => {
      const applied = await lockAppliedSla(tx, id);
      if (!applied || !isRunning(applied)) return;
      const conv = await lockConversation(tx, applied.conversationId);
      if (!conv) return;
      const after = await recordMisses(tx, applied, conv, now);
      if (after !== applied) missed += 1;
    });
  }
  return missed;
};

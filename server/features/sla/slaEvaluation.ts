import { SLA_STATUS_VALUE } from '../../../common/contracts/sla.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TConversationRow } from '../conversationCore/index.ts';
import { announce } from '../conversationCore/index.ts';
import { notifySlaMissed, type TSlaMiss } from '../notifications/index.ts';
import {
  countSlaEvents,
  findSlaPolicy,
  insertSlaEvent,
  updateAppliedSla,
  type TAppliedSlaRow,
  type TDueColumn,
} from './sla.repo.ts';

/** The three targets: their deadline column, sla_events.event_type and notification. */
export const SLA_TARGETS: readonly { column: TDueColumn; eventType: number; miss: TSlaMiss }[] = [
  { column: 'firstResponseDueAt', eventType: 0, miss: 'first_response' },
  { column: 'nextResponseDueAt', eventType: 1, miss: 'next_response' },
  { column: 'resolutionDueAt', eventType: 2, miss: 'resolution' },
];

export const isRunning = (a: TAppliedSlaRow) =>
  a.slaStatus === SLA_STATUS_VALUE.active || a.slaStatus === SLA_STATUS_VALUE.active_with_misses;

/**
 * Records every deadline of the (locked) applied SLA that passed at or before `at`: one sla_events row per
 * deadline (a second run finds it there and notifies nobody), the deadline cleared, the status
 * active_with_misses; the assignee, participants and administrators are notified of each new miss.
 */
export const recordMisses = async (
  tx: TExecutor,
  applied: TAppliedSlaRow,
  conv: TConversationRow,
  at: Date,
  eventId?: number,
): Promise<TAppliedSlaRow> => {
  const patch: Partial<Record<TDueColumn, null>> = {};
  const fresh: TSlaMiss[] = [];
  for (const t of SLA_TARGETS) {
    const due = applied[t.column];
    if (!due || due > at) continue;
    patch[t.column] = null;
    const inserted = await insertSlaEvent(tx, {
      accountId: applied.accountId,
      appliedSlaId: applied.id,
      conversationId: applied.conversationId,
      slaPolicyId: applied.slaPolicyId,
      inboxId: conv.inboxId,
      eventType: t.eventType,
      deadlineAt: due,
      meta: { deadline: Math.floor(due.getTime() / 1000) },
    });
    if (inserted) fresh.push(t.miss);
  }
  if (!Object.keys(patch).length) return applied;
  const row = await updateAppliedSla(tx, applied.id, { ...patch, slaStatus: SLA_STATUS_VALUE.active_with_misses });
  for (const miss of fresh) await notifySlaMissed(tx, conv, miss, eventId);
  if (fresh.length) await announce(tx, conv, 'conversation.sla_updated');
  return row;
};

/** An agent's public reply at `at`: a late one is a miss, and the pending first/next response targets are met. */
export const onAgentReply = async (
  tx: TExecutor,
  applied: TAppliedSlaRow,
  conv: TConversationRow,
  at: Date,
  eventId?: number,
) => {
  const after = await recordMisses(tx, applied, conv, at, eventId);
  if (!after.firstResponseDueAt && !after.nextResponseDueAt) return after;
  const row = await updateAppliedSla(tx, after.id, { firstResponseDueAt: null, nextResponseDueAt: null });
  await announce(tx, conv, 'conversation.sla_updated');
  return row;
};

/**
 * The customer wrote again after an agent's reply: the next-response clock starts at waiting_since (the
 * conversation's oldest unanswered message), unless a next-response deadline is already running.
 */
export const onCustomerMessage = async (
  tx: TExecutor,
  applied: TAppliedSlaRow,
  conv: TConversationRow,
  dueAfter: (start: Date, seconds: number) => Promise<Date>,
) => {
  if (!conv.firstReplyCreatedAt || !conv.waitingSince || applied.nextResponseDueAt || applied.firstResponseDueAt)
    return applied;
  const policy = await findSlaPolicy(tx, applied.accountId, applied.slaPolicyId);
  const threshold = policy?.nextResponseTimeThreshold;
  if (!threshold) return applied;
  const row = await updateAppliedSla(tx, applied.id, {
    nextResponseDueAt: await dueAfter(conv.waitingSince, threshold),
  });
  await announce(tx, conv, 'conversation.sla_updated');
  return row;
};

/** Resolved at `at`: late targets are misses, then the SLA ends hit (no miss at all) or missed. */
export const onResolved = async (
  tx: TExecutor,
  applied: TAppliedSlaRow,
  conv: TConversationRow,
  at: Date,
  eventId?: number,
) => {
  await recordMisses(tx, applied, conv, at, eventId);
  const misses = await countSlaEvents(tx, applied.id);
  const row = await updateAppliedSla(tx, applied.id, {
    firstResponseDueAt: null,
    nextResponseDueAt: null,
    resolutionDueAt: null,
    slaStatus: misses ? SLA_STATUS_VALUE.missed : SLA_STATUS_VALUE.hit,
  });
  await announce(tx, conv, 'conversation.sla_updated');
  return row;
};

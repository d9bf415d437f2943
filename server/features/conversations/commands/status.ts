import { systemActor, type Actor } from '../../../../common/actor.ts';
import {
  CONVERSATION_STATUSES,
  STATUS_VALUE,
  type TConversationStatus,
} from '../../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../../db/client.ts';
import { appendEvent } from '../../../events/events.repo.ts';
import { cancelJob, defineJob, enqueueJob } from '../../../jobs/queue.ts';
import { AppError } from '../../../lib/appError.ts';
import { recordActivity } from '../../messages/index.ts';
import type { TActivity, TConversationRow } from '../../conversationCore/index.ts';
import {
  actOn,
  announce,
  lockConversation,
  snoozeKey,
  updateConversation,
  whoOf,
} from '../../conversationCore/index.ts';
import { applyAssignment } from './assignment.ts';
import { errorText } from '../../../lib/serverText.ts';
import { cancelScheduledOnResolve } from '../../scheduledMessages/index.ts';

export interface TStatusChange {
  /** No status toggles open ↔ resolved (Chatwoot's toggle_status without one). */
  status?: TConversationStatus;
  /** When a snooze ends; none snoozes until the next customer message. */
  snoozedUntil?: Date | null;
  /** A system job's own wording instead of "… by <actor>" (null: no line). */
  line?: TActivity | null;
}

/**
 * The status write below the checks: schedules (or cancels) the snooze wake-up, writes the activity line
 * and announces conversation.status_changed when the status moved.
 */
export const applyStatus = async (tx: TExecutor, actor: Actor, c: TConversationRow, input: TStatusChange) => {
  const next = input.status
    ? STATUS_VALUE[input.status]
    : c.status === STATUS_VALUE.open
      ? STATUS_VALUE.resolved
      : STATUS_VALUE.open;
  const snoozedUntil = next === STATUS_VALUE.snoozed ? (input.snoozedUntil ?? null) : null;
  const row = await updateConversation(tx, c.id, {
    status: next,
    snoozedUntil,
    ...(next === STATUS_VALUE.resolved && { waitingSince: null }),
  });
  if (c.status === STATUS_VALUE.snoozed || next === STATUS_VALUE.snoozed) await cancelJob(tx, snoozeKey(c.id));
  if (next === STATUS_VALUE.snoozed && snoozedUntil) {
    const at = { accountId: c.accountId, runAt: snoozedUntil, dedupeKey: snoozeKey(c.id) };
    await enqueueJob(tx, snoozeReopenJob, { conversationId: c.id }, at);
  }
  if (row.status === c.status) return row;
  const name = CONVERSATION_STATUSES[next] ?? 'open';
  const who = whoOf(actor);
  const line = input.line !== undefined ? input.line : (w: Parameters<TActivity>[0]) => w.status[name](who(w));
  if (line) await recordActivity(tx, row, line);
  // Send later: a resolved conversation's scheduled messages are cancelled (unless the account keeps them).
  if (next === STATUS_VALUE.resolved) await cancelScheduledOnResolve(tx, row);
  // Resolving asks the customer for a rating: the CSAT consumer (server/consumers/csat.consumer.ts).
  await announce(tx, row, 'conversation.status_changed', { before: c });
  return row;
};

/**
 * A bot's or a Captain assistant's outcome for reports: a handoff (pending → open) or a resolution
 * (pending → resolved). The event names the agent bot (`agent_bot_id`) or the assistant (`captain_assistant_id`).
 */
const recordBotOutcome = async (
  tx: TExecutor,
  by: { agent_bot_id: number } | { captain_assistant_id: number },
  before: TConversationRow,
  after: TConversationRow,
) => {
  if (before.status !== STATUS_VALUE.pending || after.status === before.status) return;
  const name =
    after.status === STATUS_VALUE.open
      ? 'conversation.bot_handoff'
      : after.status === STATUS_VALUE.resolved
        ? 'conversation.bot_resolved'
        : null;
  if (!name) return;
  const data = { conversation_id: after.displayId, inbox_id: after.inboxId, ...by };
  // Agents hear about a handed-off conversation and auto-assignment runs: consumers of these events.
  await appendEvent(tx, after.accountId, name, data, { kind: 'nobody' });
};

/**
 * Changes the status (open, resolved, pending, snoozed with an optional end) as the actor: the line names
 * it; an agent (not an administrator) who opens an unassigned conversation takes it (Chatwoot); a bot
 * moving a pending conversation records its handoff or resolution.
 */
export const changeStatus = async (tx: TExecutor, actor: Actor, c: TConversationRow, input: TStatusChange = {}) => {
  if (input.status === 'snoozed' && input.snoozedUntil && input.snoozedUntil.getTime() <= Date.now())
    throw AppError.invalid('snoozed_until', errorText('mustBeInTheFuture'));
  await actOn(tx, actor, c);
  const row = await applyStatus(tx, actor, c, input);
  if (actor.kind === 'bot') await recordBotOutcome(tx, { agent_bot_id: actor.id }, c, row);
  if (actor.kind === 'assistant') await recordBotOutcome(tx, { captain_assistant_id: actor.id }, c, row);
  const takes = actor.kind === 'user' && actor.role === 'agent' && row.status === STATUS_VALUE.open && !row.assigneeId;
  return takes ? applyAssignment(tx, actor, row, { assignee_id: actor.id }) : row;
};

/** Reopens a snoozed conversation when its snoozed_until arrives (queued with dedupe key snooze:<id>). */
export const snoozeReopenJob = defineJob<{ conversationId: number }>(
  'conversation.snooze_reopen',
  async ({ conversationId }, { deps }) => {
    await deps.db.transaction(async (tx) => {
      const c = await lockConversation(tx, conversationId);
      // Reopened by hand, or snoozed again for later: nothing to do now.
      if (!c || c.status !== STATUS_VALUE.snoozed) return;
      if (c.snoozedUntil && c.snoozedUntil.getTime() > Date.now() + 1000) return;
      const actor = systemActor(c.accountId, 'snooze_reopen');
      await changeStatus(tx, actor, c, { status: 'open', line: (w) => w.status.snoozeExpired });
    });
  },
);

import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TUpdateConversationRequest } from '../../../common/contracts/conversationsActions.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { AppError } from '../../lib/appError.ts';
import type { TBotCaller } from '../auth/index.ts';
import { audienceFor, present } from '../conversationCore/index.ts';
import { type TConversationRow } from '../conversationCore/index.ts';
import { assignAs, setPriority } from './conversations.service.ts';
import { applyStatus } from './status.ts';
import { applySlaPolicy } from '../sla/index.ts';
import { botConversation } from '../agentBots/index.ts';

/**
 * What an agent bot may do with its `api_access_token` (Chatwoot's bot whitelist): reply, change the
 * status (handing off or resolving), the priority, the assignment, and show typing — only in
 * conversations of the inboxes it answers. Activity lines name the bot; events carry no performer.
 */

/** An actor for activity lines: the bot's name; id 0 is nobody (no performer, never "self-assigned"). */
const actorOf = (caller: TBotCaller) => ({ id: 0, name: caller.bot.name });

/** Records the bot's outcome for reports: a handoff (pending → open) or a resolution (pending → resolved). */
const recordOutcome = async (tx: TExecutor, caller: TBotCaller, before: TConversationRow, after: TConversationRow) => {
  if (before.status !== STATUS_VALUE.pending || after.status === before.status) return;
  const name =
    after.status === STATUS_VALUE.open
      ? 'conversation.bot_handoff'
      : after.status === STATUS_VALUE.resolved
        ? 'conversation.bot_resolved'
        : null;
  if (!name) return;
  const data = { conversation_id: after.displayId, inbox_id: after.inboxId, agent_bot_id: caller.bot.id };
  await appendEvent(tx, after.accountId, name, data, { kind: 'nobody' });
};

export const toggleStatus = async (
  deps: TDeps,
  caller: TBotCaller,
  displayId: number,
  status?: string,
  snoozedUntil?: number | null,
) => {
  const c = await botConversation(deps, caller, displayId);
  const next = status
    ? STATUS_VALUE[status as keyof typeof STATUS_VALUE]
    : c.status === STATUS_VALUE.open
      ? STATUS_VALUE.resolved
      : STATUS_VALUE.open;
  if (next === STATUS_VALUE.snoozed && snoozedUntil && snoozedUntil * 1000 <= Date.now())
    throw AppError.invalid('snoozed_until', 'must be in the future');
  const updated = await deps.db.transaction(async (tx) => {
    const row = await applyStatus(tx, c, next, {
      snoozedUntil: next === STATUS_VALUE.snoozed && snoozedUntil ? new Date(snoozedUntil * 1000) : null,
      actorName: caller.bot.name,
    });
    // Agents hear about a handed-off conversation and auto-assignment runs: consumers of these events.
    await recordOutcome(tx, caller, c, row);
    return row;
  });
  return {
    meta: {},
    payload: {
      success: true,
      conversation_id: updated.displayId,
      current_status: (await present(deps.db, updated)).status,
      snoozed_until: updated.snoozedUntil ? Math.floor(updated.snoozedUntil.getTime() / 1000) : null,
    },
  };
};

export const togglePriority = async (deps: TDeps, caller: TBotCaller, displayId: number, priority?: string | null) => {
  const c = await botConversation(deps, caller, displayId);
  await deps.db.transaction((tx) => setPriority(tx, c, priority ?? null, caller.bot.name));
  return {};
};

export const update = async (deps: TDeps, caller: TBotCaller, displayId: number, input: TUpdateConversationRequest) => {
  const c = await botConversation(deps, caller, displayId);
  const row = await deps.db.transaction(async (tx) => {
    let row = c;
    if (input.priority !== undefined) row = await setPriority(tx, row, input.priority ?? null, caller.bot.name);
    if (input.sla_policy_id !== undefined) row = await applySlaPolicy(tx, row, input.sla_policy_id, caller.bot.name);
    return row;
  });
  return present(deps.db, row);
};

export const assign = async (
  deps: TDeps,
  caller: TBotCaller,
  displayId: number,
  raw: { assignee_id?: number | null; team_id?: number | null },
) => {
  const c = await botConversation(deps, caller, displayId);
  return assignAs(deps, c, raw, actorOf(caller));
};

export const toggleTyping = async (
  deps: TDeps,
  caller: TBotCaller,
  displayId: number,
  status: 'on' | 'off' | 'recording',
  isPrivate: boolean,
) => {
  const c = await botConversation(deps, caller, displayId);
  await deps.db.transaction(async (tx) =>
    appendEvent(
      tx,
      c.accountId,
      status === 'off' ? 'conversation.typing_off' : 'conversation.typing_on',
      { conversation: await present(tx, c), user: null, is_private: isPrivate },
      await audienceFor(tx, c, isPrivate),
    ),
  );
  return {};
};

import type { Actor } from '../../../../common/actor.ts';
import { PRIORITY_VALUE, STATUS_VALUE, type TPriority } from '../../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../../db/client.ts';
import { recordActivity } from '../../messages/index.ts';
import { applySlaPolicy } from '../../sla/index.ts';
import type { TConversationRow } from '../../conversationCore/index.ts';
import { actOn, announce, updateConversation, whoOf } from '../../conversationCore/index.ts';
import { applyStatus } from './status.ts';

const priorityName = (v: number | null) =>
  v === null ? null : ((Object.keys(PRIORITY_VALUE) as TPriority[])[v] ?? null);

/** Sets the priority (null or "none" clears it, as Chatwoot's toggle_priority(nil)) with Chatwoot's line. */
export const setPriority = async (tx: TExecutor, actor: Actor, c: TConversationRow, priority: string | null) => {
  await actOn(tx, actor, c);
  const value = priority && priority !== 'none' ? PRIORITY_VALUE[priority as TPriority] : null;
  if (value === c.priority) return c;
  const row = await updateConversation(tx, c.id, { priority: value });
  const [from, to] = [priorityName(c.priority), priorityName(value)];
  const who = whoOf(actor);
  await recordActivity(tx, row, (w) =>
    !to ? w.priority.removed(who(w)) : from ? w.priority.updated(who(w), from, to) : w.priority.added(who(w), to),
  );
  await announce(tx, row, 'conversation.updated', { before: c });
  return row;
};

/** Mute resolves the conversation and keeps new customer messages from reopening it; unmute lifts that. */
export const setMuted = async (tx: TExecutor, actor: Actor, c: TConversationRow, muted: boolean) => {
  await actOn(tx, actor, c);
  if (c.muted === muted) return c;
  let row = await updateConversation(tx, c.id, { muted });
  if (muted && row.status !== STATUS_VALUE.resolved) row = await applyStatus(tx, actor, row, { status: 'resolved' });
  const who = whoOf(actor);
  await recordActivity(tx, row, (w) => (muted ? w.muted(who(w)) : w.unmuted(who(w))));
  await announce(tx, row, 'conversation.updated', { before: c });
  return row;
};

/** Replaces the conversation's custom attributes (no activity line, as Chatwoot). */
export const setCustomAttributes = async (
  tx: TExecutor,
  actor: Actor,
  c: TConversationRow,
  attributes: Record<string, unknown>,
) => {
  await actOn(tx, actor, c);
  const row = await updateConversation(tx, c.id, { customAttributes: attributes });
  await announce(tx, row, 'conversation.updated', { before: c });
  return row;
};

/** Applies an SLA policy (null takes it off) with the line naming the actor; an unknown policy is a 422. */
export const setSlaPolicy = async (tx: TExecutor, actor: Actor, c: TConversationRow, policyId: number | null) => {
  await actOn(tx, actor, c);
  return applySlaPolicy(tx, c, policyId, whoOf(actor));
};

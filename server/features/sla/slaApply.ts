import { SLA_STATUS_VALUE } from '../../../common/contracts/sla.ts';
import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/appError.ts';
import { announce, type TWho } from '../conversationCore/index.ts';
import { updateConversation, type TConversationRow } from '../conversationCore/index.ts';
import { recordActivity } from '../messages/index.ts';
import { deleteRunningAppliedSlas, findSlaPolicy, insertAppliedSla } from './sla.repo.ts';
import { deadlinesOf, slaClock } from './slaClock.ts';
import { errorText } from '../../lib/serverText.ts';

/**
 * Applies an SLA policy to a conversation (or takes it off with null), in `tx`: the conversation's
 * sla_policy_id, its applied SLA (active, once per policy and conversation) with its deadlines, an
 * activity line naming `who` (the conversation commands' setSlaPolicy derives it from the actor). A policy replaced or removed while its SLA still runs loses that SLA;
 * a finished one (hit or missed) stays for the reports. The one door for a person and for automation.
 */
export const applySlaPolicy = async (tx: TExecutor, c: TConversationRow, policyId: number | null, who: TWho) => {
  if (policyId === c.slaPolicyId) return c;
  const policy = policyId === null ? null : await findSlaPolicy(tx, c.accountId, policyId);
  if (policyId !== null && !policy) throw AppError.invalid('sla_policy_id', errorText('notSlaPolicyOfAccount'));
  const previous = c.slaPolicyId === null ? null : await findSlaPolicy(tx, c.accountId, c.slaPolicyId);
  await deleteRunningAppliedSlas(tx, c.id);
  const row = await updateConversation(tx, c.id, { slaPolicyId: policy?.id ?? null });
  if (policy) {
    const resolved = c.status === STATUS_VALUE.resolved;
    await insertAppliedSla(tx, {
      accountId: c.accountId,
      slaPolicyId: policy.id,
      conversationId: c.id,
      slaStatus: resolved ? SLA_STATUS_VALUE.hit : SLA_STATUS_VALUE.active,
      ...(await deadlinesOf(slaClock(tx, policy), policy, c)),
    });
    await recordActivity(tx, row, (w) => w.sla.added(who(w), policy.name));
  } else if (previous) {
    await recordActivity(tx, row, (w) => w.sla.removed(who(w), previous.name));
  }
  await announce(tx, row, 'conversation.updated', { before: c });
  return row;
};

import type { TConversationStatus } from '../../../../common/contracts/conversations.ts';
import type { TAutomationAction } from '../../../../common/contracts/automation.ts';
import type { TDeps } from '../../../deps.ts';
import type { TExecutor } from '../../../db/client.ts';
import { AppError } from '../../../lib/appError.ts';
import type { TConversationRow } from '../../conversationCore/index.ts';
import {
  addLabels,
  assign,
  changeStatus,
  removeLabels,
  setMuted,
  setPriority,
  setSlaPolicy,
} from '../../conversations/index.ts';
import { findSlaPolicy } from '../../sla/index.ts';
import type { TActionActor, TActionRun, TAfterCommit } from './actionRun.ts';
import { recordActionMessage, recordAttachment } from './messageActions.ts';
import { emailTeam, emailTranscript, queueWebhook } from './outboundActions.ts';

const idOf = (v: unknown) => (v === 'nil' || v === null ? null : Number(v));

/** An assignment that no longer fits (an agent who left the inbox, a deleted team) is skipped, not an error. */
const unlessInvalid = async (c: TConversationRow, write: () => Promise<TConversationRow>) => {
  try {
    return await write();
  } catch (err) {
    if (err instanceof AppError && err.code === 'validation_failed') return c;
    throw err;
  }
};

/** Applies one action to the conversation through the conversation commands; returns it as it is afterwards. */
const applyOne = async (run: TActionRun, c: TConversationRow, a: TAutomationAction): Promise<TConversationRow> => {
  const { tx, actor } = run;
  const p = a.action_params;
  switch (a.action_name) {
    case 'assign_agent': {
      const id = p[0] === 'self' && actor.kind === 'macro' ? actor.user.id : idOf(p[0]);
      return unlessInvalid(c, () => assign(tx, actor, c, { assignee_id: id }));
    }
    case 'assign_team':
      return unlessInvalid(c, () => assign(tx, actor, c, { team_id: idOf(p[0]) }));
    case 'remove_assigned_team':
      return c.teamId === null ? c : assign(tx, actor, c, { team_id: null });
    case 'remove_assigned_agent':
      return c.assigneeId === null ? c : assign(tx, actor, c, { assignee_id: null });
    case 'add_label':
      return addLabels(tx, actor, c, p.map(String));
    case 'remove_label':
      return removeLabels(tx, actor, c, p.map(String));
    case 'change_priority':
      return setPriority(tx, actor, c, p[0] === 'nil' ? null : String(p[0]));
    case 'change_status':
      return changeStatus(tx, actor, c, { status: p[0] as TConversationStatus });
    case 'snooze_conversation':
      return changeStatus(tx, actor, c, { status: 'snoozed' });
    case 'resolve_conversation':
      return changeStatus(tx, actor, c, { status: 'resolved' });
    case 'open_conversation':
      return changeStatus(tx, actor, c, { status: 'open' });
    case 'mute_conversation':
      return setMuted(tx, actor, c, true);
    case 'send_message':
      return recordActionMessage(run, c, String(p[0]), false);
    case 'add_private_note':
      return recordActionMessage(run, c, String(p[0]), true);
    case 'send_attachment':
      return recordAttachment(run, c, String(p[0]));
    case 'send_email_to_team':
      await emailTeam(run, c, p);
      return c;
    case 'send_email_transcript':
      emailTranscript(run, c, String(p[0]));
      return c;
    case 'add_sla': {
      // As Chatwoot: a conversation keeps the SLA it has; a policy deleted since is skipped.
      if (c.slaPolicyId !== null || !(await findSlaPolicy(tx, c.accountId, Number(p[0])))) return c;
      return setSlaPolicy(tx, actor, c, Number(p[0]));
    }
    case 'send_webhook_event':
      await queueWebhook(run, c, String(p[0]));
      return c;
  }
};

/**
 * The one action executor of automation rules and macros: applies the actions in order on the (locked)
 * conversation in `tx` through the conversation commands every other caller uses, with the rule or the
 * macro as actor — so each writes its usual activity line naming it and its usual event, and every event
 * carries `performed_by` (set by the commands), which keeps rules from reacting to their own changes.
 * An action that no longer fits (an agent who left the inbox, a deleted team, a conversation flooded with
 * messages) is skipped; the others still apply.
 */
export const applyActions = async (
  deps: TDeps,
  tx: TExecutor,
  conversation: TConversationRow,
  actions: TAutomationAction[],
  actor: TActionActor,
  afterCommit: TAfterCommit,
  eventName = 'macro',
) => {
  const run: TActionRun = { deps, tx, actor, eventName, afterCommit };
  let c = conversation;
  for (const action of actions) c = await applyOne(run, c, action);
  return c;
};

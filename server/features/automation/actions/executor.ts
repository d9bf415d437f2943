import { STATUS_VALUE, type TConversationStatus } from '../../../../common/contracts/conversations.ts';
import type { TAutomationAction } from '../../../../common/contracts/automation.ts';
import type { TDeps } from '../../../deps.ts';
import type { TExecutor } from '../../../db/client.ts';
import { performAs } from '../../../events/performedBy.ts';
import { applyLabels, applyMuted } from '../../conversations/index.ts';
import type { TConversationRow } from '../../conversationCore/index.ts';
import { applyAssignment, setPriority } from '../../conversations/index.ts';
import { activityWords } from '../../conversationCore/index.ts';
import { applyStatus } from '../../conversations/index.ts';
import { findAccountLocale } from '../../messages/index.ts';
import { findTeam } from '../../teams/index.ts';
import { findSlaPolicy } from '../../sla/index.ts';
import { applySlaPolicy } from '../../sla/index.ts';
import type { TActionActor, TActionRun, TAfterCommit } from './actionRun.ts';
import { canAssign } from './assignable.ts';
import { recordActionMessage, recordAttachment } from './messageActions.ts';
import { emailTeam, emailTranscript, queueWebhook } from './outboundActions.ts';

const idOf = (v: unknown) => (v === 'nil' || v === null ? null : Number(v));

/** Applies one action to the conversation and returns it as it is afterwards. */
const applyOne = async (run: TActionRun, c: TConversationRow, a: TAutomationAction): Promise<TConversationRow> => {
  const { tx, label } = run;
  const p = a.action_params;
  const who = { id: run.performerId, name: label };
  switch (a.action_name) {
    case 'assign_agent': {
      const id = p[0] === 'self' && run.actor.kind === 'macro' ? run.actor.user.id : idOf(p[0]);
      if (id !== null && !(await canAssign(tx, c, id))) return c;
      return applyAssignment(tx, c, { assignee_id: id }, who);
    }
    case 'assign_team': {
      const id = idOf(p[0]);
      if (id !== null && !(await findTeam(tx, c.accountId, id))) return c;
      return applyAssignment(tx, c, { team_id: id }, who);
    }
    case 'add_label':
      return applyLabels(tx, c, [...c.labels, ...p.map(String)], label);
    case 'remove_label': {
      const gone = new Set(p.map((l) => String(l).toLowerCase()));
      return applyLabels(
        tx,
        c,
        c.labels.filter((l) => !gone.has(l.toLowerCase())),
        label,
      );
    }
    case 'change_priority':
      return setPriority(tx, c, p[0] === 'nil' ? null : String(p[0]), label);
    case 'change_status':
      return applyStatus(tx, c, STATUS_VALUE[p[0] as TConversationStatus], { actorName: label });
    case 'snooze_conversation':
      return applyStatus(tx, c, STATUS_VALUE.snoozed, { actorName: label });
    case 'resolve_conversation':
      return applyStatus(tx, c, STATUS_VALUE.resolved, { actorName: label });
    case 'open_conversation':
      return applyStatus(tx, c, STATUS_VALUE.open, { actorName: label });
    case 'mute_conversation':
      return applyMuted(tx, c, true, label);
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
      return applySlaPolicy(tx, c, Number(p[0]), label);
    }
    case 'send_webhook_event':
      await queueWebhook(run, c, String(p[0]));
      return c;
  }
};

/**
 * The one action executor of automation rules and macros: applies the actions in order on the
 * (locked) conversation in `tx`, through the same services a person's change goes through, so each
 * writes its usual activity line — naming the rule or the macro — and its usual event. Every event the
 * transaction appends carries `performed_by` (the rule or macro), which keeps rules from reacting to
 * their own changes. An action that no longer fits (an agent who left the inbox, a deleted team, a
 * conversation flooded with messages) is skipped; the others still apply.
 */
export const applyActions = async (
  deps: TDeps,
  tx: TExecutor,
  conversation: TConversationRow,
  actions: TAutomationAction[],
  actor: TActionActor,
  afterCommit: TAfterCommit,
) => {
  performAs(tx, { type: actor.kind === 'rule' ? 'automation_rule' : 'macro', id: actor.id });
  const words = activityWords(await findAccountLocale(tx, conversation.accountId));
  const label = actor.kind === 'rule' ? words.actor.rule(actor.name) : words.actor.macro(actor.user.name, actor.name);
  const run: TActionRun = {
    deps,
    tx,
    actor,
    label,
    performerId: actor.kind === 'macro' ? actor.user.id : 0,
    afterCommit,
  };
  let c = conversation;
  for (const action of actions) c = await applyOne(run, c, action);
  return c;
};

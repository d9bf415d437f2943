import { ruleActor } from '../../../common/actor.ts';
import type { TAutomationCondition, TAutomationEvent } from '../../../common/contracts/automation.ts';
import { MESSAGE_TYPES } from '../../../common/contracts/conversations.ts';
import type { TDeps } from '../../deps.ts';
import type { TConsumedEvent } from '../../events/consumers.ts';
import { lockConversation, type TConversationRow } from '../conversationCore/index.ts';
import type { TAfterCommit } from './actions/actionRun.ts';
import { applyActions } from './actions/executor.ts';
import { FLOOD_LIMIT } from './actions/messageActions.ts';
import {
  claimRun,
  findEngineSubject,
  findRule,
  listActiveRuleConditions,
  type TAutomationRuleRow,
} from './automation.repo.ts';
import { compileConditions, type TConditionSubject } from './conditions.ts';

/** The domain events the engine listens to. */
export const ENGINE_EVENTS = [
  'conversation.created',
  'conversation.updated',
  'assignee.changed',
  'conversation.status_changed',
  'message.created',
] as const;
export type TEngineEvent = TConsumedEvent<(typeof ENGINE_EVENTS)[number]>;

/** Which rule event a domain event is, if any (Chatwoot's AutomationRuleListener). */
export const automationEventOf = (e: TEngineEvent): TAutomationEvent | null => {
  switch (e.name) {
    case 'conversation.created':
      return 'conversation_created';
    case 'conversation.updated':
    case 'assignee.changed':
      return 'conversation_updated';
    case 'conversation.status_changed':
      return e.data.status === 'open'
        ? 'conversation_opened'
        : e.data.status === 'resolved'
          ? 'conversation_resolved'
          : null;
    case 'message.created':
      // Activity lines never trigger a rule (Chatwoot ignores them too).
      return e.data.message_type === MESSAGE_TYPES.activity ? null : 'message_created';
  }
};

const conversationIdOf = (e: TEngineEvent) => (e.name === 'message.created' ? e.data.conversation_id : e.data.id);

type TPredicate = ReturnType<typeof compileConditions>;
/**
 * Compiled conditions by their JSON text: the same text always compiles to the same predicate, so a
 * rule edited, deleted or switched off needs no invalidation (its new text is another key). Bounded:
 * emptied when it grows past MAX_COMPILED distinct texts.
 */
const compiled = new Map<string, TPredicate>();
const MAX_COMPILED = 10_000;
const predicateOf = (conditionsJson: string) => {
  let p = compiled.get(conditionsJson);
  if (!p) {
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    p = compileConditions(JSON.parse(conditionsJson) as TAutomationCondition[]);
    compiled.set(conditionsJson, p);
  }
  return p;
};

/** One rule's actions on the conversation, in its own transaction, once per (rule, event). */
const runRule = async (deps: TDeps, rule: TAutomationRuleRow, eventId: number, c: TConversationRow) => {
  const afterCommit: TAfterCommit = [];
  await deps.db.transaction(async (tx) => {
    if (!(await claimRun(tx, { accountId: c.accountId, ruleId: rule.id, eventId, conversationId: c.id }))) return;
    const locked = await lockConversation(tx, c.id);
    if (!locked) return;
    const actor = ruleActor({ id: rule.id, name: rule.name, accountId: locked.accountId });
    await applyActions(deps, tx, locked, rule.actions, actor, afterCommit, rule.eventName);
  });
  for (const send of afterCommit) await send();
};

/**
 * Evaluates the account's active rules for an event and applies each matching rule's actions as the
 * system. Never loops: an event a rule's own actions caused (`performed_by` an automation rule) triggers no
 * rule, so a rule's changes go at most one level deep; and message_created rules stop while the
 * conversation has 200 messages in the last minute (Chatwoot's flood guard). Returns the ids of the rules
 * that matched.
 */
export const runRules = async (deps: TDeps, event: TEngineEvent): Promise<number[]> => {
  if (event.data.performed_by?.type === 'automation_rule') return [];
  const name = automationEventOf(event);
  if (!name) return [];
  const rules = await listActiveRuleConditions(deps.db, event.accountId, name);
  if (!rules.length) return [];
  const since = new Date(Date.now() - FLOOD_LIMIT.windowSeconds * 1000);
  const found = await findEngineSubject(deps.db, event.accountId, conversationIdOf(event), since);
  if (!found) return [];
  const c = found.conversation;
  if (name === 'message_created' && found.recent >= FLOOD_LIMIT.messages) {
    deps.log.warn({ conversationId: c.id }, 'automation rules skipped: conversation flooded');
    return [];
  }
  const subject: TConditionSubject = {
    conversation: c,
    contact: found.contact,
    message:
      event.name === 'message.created' ? { content: event.data.content, messageType: event.data.message_type } : null,
  };
  const matched: number[] = [];
  for (const { id, conditions } of rules) if (predicateOf(conditions)(subject)) matched.push(id);
  for (const id of matched) {
    // Read now (a rule switched off since the list still runs, as it was active when the event came).
    const rule = await findRule(deps.db, event.accountId, id);
    if (rule) await runRule(deps, rule, event.id, c);
  }
  return matched;
};

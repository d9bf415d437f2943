import {
  isStandardAttribute,
  MESSAGE_TYPE_NAMES,
  type TAutomationCondition,
  type TConditionAttribute,
} from '../../../common/contracts/automation.ts';
import { CONVERSATION_STATUSES, PRIORITIES } from '../../../common/contracts/conversations.ts';

/** What a rule's conditions read: the conversation, its contact, and the message when one triggered the rule. */
export interface TConditionSubject {
  conversation: {
    status: number;
    priority: number | null;
    inboxId: number;
    teamId: number | null;
    assigneeId: number | null;
    labels: string[];
    additionalAttributes: Record<string, unknown>;
    customAttributes: Record<string, unknown>;
  };
  contact: {
    email: string | null;
    phoneNumber: string | null;
    additionalAttributes: Record<string, unknown>;
    customAttributes: Record<string, unknown>;
  } | null;
  message: { content: string | null; messageType: number } | null;
}

type TValue = string | number | boolean | null | undefined | string[];

const standardValue = (s: TConditionSubject, key: TConditionAttribute): TValue => {
  const c = s.conversation;
  const extra = (k: string) => c.additionalAttributes[k] as TValue;
  switch (key) {
    case 'status':
      return CONVERSATION_STATUSES[c.status];
    case 'priority':
      return c.priority === null ? null : PRIORITIES[c.priority];
    case 'browser_language':
      return extra('browser_language');
    case 'country_code':
      return extra('country_code') ?? (s.contact?.additionalAttributes.country_code as TValue);
    case 'referer':
      return extra('referer');
    case 'mail_subject':
      return extra('mail_subject');
    case 'conversation_language':
      return extra('conversation_language');
    case 'inbox_id':
      return c.inboxId;
    case 'team_id':
      return c.teamId;
    case 'assignee_id':
      return c.assigneeId;
    case 'labels':
      return c.labels;
    case 'message_type':
      return s.message ? MESSAGE_TYPE_NAMES[s.message.messageType as 0 | 1] : null;
    case 'content':
      return s.message?.content;
    case 'email':
      return s.contact?.email;
    case 'phone_number':
      return s.contact?.phoneNumber;
  }
};

/** A custom attribute: the conversation's or the contact's, as the condition says (the conversation's first). */
const customValue = (s: TConditionSubject, cond: TAutomationCondition): TValue => {
  const key = cond.attribute_key;
  if (cond.custom_attribute_type === 'contact_attribute') return s.contact?.customAttributes[key] as TValue;
  if (cond.custom_attribute_type === 'conversation_attribute') return s.conversation.customAttributes[key] as TValue;
  return (s.conversation.customAttributes[key] ?? s.contact?.customAttributes[key]) as TValue;
};

const norm = (v: unknown) => String(v).trim().toLowerCase();
const isBlank = (v: TValue) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
const asNumber = (v: unknown) => {
  if (typeof v === 'number') return v;
  const s = String(v);
  const n = Number(s);
  if (s.trim() !== '' && !Number.isNaN(n)) return n;
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : t;
};

/** A condition with its values normalized once (compileConditions), not on every evaluation. */
interface TPrepared {
  cond: TAutomationCondition;
  /** The values trimmed and lower-cased. */
  norms: string[];
  /** An equal_to / not_equal_to value naming "none" or "nil": matches a blank attribute. */
  matchesBlank: boolean;
}

const prepare = (cond: TAutomationCondition): TPrepared => {
  const norms = cond.values.map(norm);
  return { cond, norms, matchesBlank: norms.some((v) => v === 'none' || v === 'nil') };
};

const equals = (actual: TValue, p: TPrepared) => {
  if (isBlank(actual)) return p.matchesBlank;
  if (!Array.isArray(actual)) return p.norms.includes(norm(actual));
  const have = actual.map(norm);
  return p.norms.some((v) => have.includes(v));
};

const holds = (s: TConditionSubject, p: TPrepared) => {
  const { cond, norms } = p;
  const actual = isStandardAttribute(cond.attribute_key) ? standardValue(s, cond.attribute_key) : customValue(s, cond);
  const text = () => (isBlank(actual) ? '' : norm(Array.isArray(actual) ? actual.join(' ') : actual));
  switch (cond.filter_operator) {
    case 'equal_to':
      return equals(actual, p);
    case 'not_equal_to':
      return !equals(actual, p);
    case 'contains': {
      const t = text();
      return t !== '' && norms.some((v) => t.includes(v));
    }
    case 'does_not_contain': {
      const t = text();
      return !norms.some((v) => t !== '' && t.includes(v));
    }
    case 'starts_with': {
      const t = text();
      return t !== '' && norms.some((v) => t.startsWith(v));
    }
    case 'is_present':
      return !isBlank(actual);
    case 'is_not_present':
      return isBlank(actual);
    case 'is_greater_than':
    case 'is_less_than': {
      const [a, b] = [isBlank(actual) ? null : asNumber(actual), asNumber(cond.values[0])];
      if (a === null || b === null) return false;
      return cond.filter_operator === 'is_greater_than' ? a > b : a < b;
    }
  }
};

/** Does one condition hold for the subject? */
export const conditionHolds = (s: TConditionSubject, cond: TAutomationCondition) => holds(s, prepare(cond));

/**
 * A rule's conditions as one predicate, their values normalized once. Each condition's query_operator
 * joins it to the next; AND binds before OR, as in Chatwoot's SQL: `a AND b OR c` is `(a AND b) OR c`.
 * No conditions: nothing matches.
 */
export const compileConditions = (conditions: TAutomationCondition[]) => {
  // The OR groups, each a list of conditions that must all hold.
  const groups: TPrepared[][] = [];
  let group: TPrepared[] = [];
  for (const [i, cond] of conditions.entries()) {
    group.push(prepare(cond));
    const joinsNext = i < conditions.length - 1 ? cond.query_operator : 'or';
    if (joinsNext === 'or') {
      groups.push(group);
      group = [];
    }
  }
  return (s: TConditionSubject) => groups.some((g) => g.every((p) => holds(s, p)));
};

/** Do the conditions hold? (See compileConditions.) */
export const conditionsHold = (s: TConditionSubject, conditions: TAutomationCondition[]) =>
  compileConditions(conditions)(s);

import { z } from 'zod';
import { CONVERSATION_STATUSES, PRIORITIES } from './conversations.ts';
import type { TAttributeDisplayType } from './customAttributes.ts';

/**
 * Automation rules and macros in Chatwoot's shape: conditions `{attribute_key, filter_operator, values,
 * query_operator}` and actions `{action_name, action_params}`. One schema for the rule builder, the macro
 * editor and the server.
 */

export const AUTOMATION_EVENTS = [
  'conversation_created',
  'conversation_updated',
  'conversation_opened',
  'conversation_resolved',
  'message_created',
] as const;
export type TAutomationEvent = (typeof AUTOMATION_EVENTS)[number];

export const FILTER_OPERATORS = [
  'equal_to',
  'not_equal_to',
  'contains',
  'does_not_contain',
  'starts_with',
  'is_present',
  'is_not_present',
  'is_greater_than',
  'is_less_than',
] as const;
export type TFilterOperator = (typeof FILTER_OPERATORS)[number];
/** Operators that take no value. */
export const VALUELESS_OPERATORS: readonly TFilterOperator[] = ['is_present', 'is_not_present'];

const EQ = ['equal_to', 'not_equal_to'] as const;
const TEXT = ['equal_to', 'not_equal_to', 'contains', 'does_not_contain'] as const;
const PRESENCE = ['is_present', 'is_not_present'] as const;

/** The standard attributes a condition may test, with the operators each allows (Chatwoot's automation filters). */
export const CONDITION_ATTRIBUTES = {
  status: { operators: EQ, input: 'status' },
  priority: { operators: [...EQ, ...PRESENCE], input: 'priority' },
  browser_language: { operators: EQ, input: 'text' },
  country_code: { operators: EQ, input: 'text' },
  referer: { operators: TEXT, input: 'text' },
  inbox_id: { operators: EQ, input: 'inbox' },
  team_id: { operators: [...EQ, ...PRESENCE], input: 'team' },
  assignee_id: { operators: [...EQ, ...PRESENCE], input: 'agent' },
  labels: { operators: [...EQ, ...PRESENCE], input: 'label' },
  message_type: { operators: EQ, input: 'message_type' },
  content: { operators: TEXT, input: 'text' },
  email: { operators: [...TEXT, 'starts_with'], input: 'text' },
  phone_number: { operators: [...TEXT, 'starts_with'], input: 'text' },
  mail_subject: { operators: [...TEXT, 'starts_with'], input: 'text' },
  conversation_language: { operators: EQ, input: 'text' },
} as const satisfies Record<string, { operators: readonly TFilterOperator[]; input: string }>;
export type TConditionAttribute = keyof typeof CONDITION_ATTRIBUTES;
export const isStandardAttribute = (key: string): key is TConditionAttribute =>
  Object.hasOwn(CONDITION_ATTRIBUTES, key);
/** Attributes of the message itself: only a message_created rule has one. */
export const MESSAGE_ATTRIBUTES: readonly string[] = ['message_type', 'content'];
export const MESSAGE_TYPE_NAMES = ['incoming', 'outgoing'] as const;

/** Operators a custom attribute allows, by its display type. */
export const CUSTOM_ATTRIBUTE_OPERATORS: Record<TAttributeDisplayType, readonly TFilterOperator[]> = {
  text: [...TEXT, ...PRESENCE],
  link: [...TEXT, ...PRESENCE],
  number: [...EQ, 'is_greater_than', 'is_less_than', ...PRESENCE],
  currency: [...EQ, 'is_greater_than', 'is_less_than', ...PRESENCE],
  percent: [...EQ, 'is_greater_than', 'is_less_than', ...PRESENCE],
  date: ['is_greater_than', 'is_less_than', ...PRESENCE],
  list: [...EQ, ...PRESENCE],
  checkbox: EQ,
};

const ZValue = z.union([z.string().max(1000), z.number(), z.boolean()]);

export const ZAutomationCondition = z
  .object({
    attribute_key: z.string().trim().min(1, { message: "can't be blank" }).max(255),
    filter_operator: z.enum(FILTER_OPERATORS, { message: 'is not a known operator' }),
    values: z.array(ZValue).max(100).default([]),
    /** Joins this condition with the next one; AND binds before OR (as SQL, and Chatwoot, read it). */
    query_operator: z
      .string()
      .transform((s) => s.trim().toLowerCase())
      // The last condition's nil arrives as '' from a form-encoded request (Chatwoot's own clients and specs).
      .pipe(z.union([z.literal(''), z.enum(['and', 'or'], { message: 'must be and or or' })]))
      .nullish()
      .transform((v) => (v === '' || v == null ? 'and' : v)),
    custom_attribute_type: z.enum(['conversation_attribute', 'contact_attribute']).optional(),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!VALUELESS_OPERATORS.includes(c.filter_operator) && c.values.length === 0) issue('values', "can't be blank");
    if (!isStandardAttribute(c.attribute_key)) return; // a custom attribute: checked against its definition
    const def = CONDITION_ATTRIBUTES[c.attribute_key];
    if (!(def.operators as readonly string[]).includes(c.filter_operator))
      issue('filter_operator', `is not allowed for ${c.attribute_key}`);
    const allowed =
      def.input === 'status'
        ? CONVERSATION_STATUSES
        : def.input === 'priority'
          ? [...PRIORITIES, 'none']
          : def.input === 'message_type'
            ? MESSAGE_TYPE_NAMES
            : null;
    if (allowed && c.values.some((v) => !(allowed as readonly unknown[]).includes(v)))
      issue('values', `must be among ${allowed.join(', ')}`);
    if (['inbox', 'team', 'agent'].includes(def.input) && c.values.some((v) => !Number.isInteger(Number(v))))
      issue('values', 'must be ids');
  });
export type TAutomationCondition = z.infer<typeof ZAutomationCondition>;

/** Every action, with what its params hold. */
export const ACTION_PARAMS = {
  assign_agent: 'agent',
  assign_team: 'team',
  add_label: 'labels',
  remove_label: 'labels',
  change_priority: 'priority',
  change_status: 'status',
  send_message: 'text',
  add_private_note: 'text',
  send_email_to_team: 'team_email',
  send_email_transcript: 'email',
  send_webhook_event: 'url',
  send_attachment: 'attachment',
  mute_conversation: 'none',
  snooze_conversation: 'none',
  resolve_conversation: 'none',
  open_conversation: 'none',
  remove_assigned_team: 'none',
  remove_assigned_agent: 'none',
  add_sla: 'sla',
} as const;
export type TActionName = keyof typeof ACTION_PARAMS;
export const ACTION_NAMES = Object.keys(ACTION_PARAMS) as TActionName[];

export const RULE_ACTIONS: readonly TActionName[] = [
  'assign_agent',
  'assign_team',
  'add_label',
  'remove_label',
  'change_priority',
  'send_message',
  'add_private_note',
  'send_email_to_team',
  'send_email_transcript',
  'send_webhook_event',
  'send_attachment',
  'mute_conversation',
  'snooze_conversation',
  'resolve_conversation',
  'open_conversation',
  'remove_assigned_team',
  'add_sla',
];
export const MACRO_ACTIONS: readonly TActionName[] = [
  'assign_agent',
  'assign_team',
  'add_label',
  'remove_label',
  'change_priority',
  'send_message',
  'add_private_note',
  'send_attachment',
  'change_status',
  'snooze_conversation',
  'resolve_conversation',
  'mute_conversation',
  'remove_assigned_team',
  'remove_assigned_agent',
  'send_email_transcript',
];

const ZTeamEmail = z.object({
  team_ids: z.array(z.coerce.number().int().positive()).min(1, { message: "can't be blank" }),
  message: z.string().trim().min(1, { message: "can't be blank" }).max(10_000),
});

/** The params' check per kind; returns the problem or null. */
const paramProblem = (kind: (typeof ACTION_PARAMS)[TActionName], params: unknown[]): string | null => {
  const one = params[0];
  const isId = (v: unknown) => Number.isInteger(Number(v)) && Number(v) > 0;
  switch (kind) {
    case 'none':
      return null;
    case 'agent':
      return params.length === 1 && (isId(one) || one === 'self' || one === 'nil') ? null : 'must be one agent id';
    case 'team':
      return params.length === 1 && (isId(one) || one === 'nil') ? null : 'must be one team id';
    case 'sla':
      return params.length === 1 && isId(one) ? null : 'must be one SLA policy id';
    case 'labels':
      return params.length > 0 && params.every((p) => typeof p === 'string' && p.trim() !== '')
        ? null
        : 'must list at least one label';
    case 'priority':
      return params.length === 1 && [...PRIORITIES, 'none', 'nil'].includes(String(one))
        ? null
        : `must be one of ${PRIORITIES.join(', ')}, none`;
    case 'status':
      return params.length === 1 && (CONVERSATION_STATUSES as readonly unknown[]).includes(one)
        ? null
        : `must be one of ${CONVERSATION_STATUSES.join(', ')}`;
    case 'text':
      return params.length === 1 && typeof one === 'string' && one.trim() !== '' && one.length <= 10_000
        ? null
        : "can't be blank";
    case 'team_email':
      return params.length === 1 && ZTeamEmail.safeParse(one).success ? null : 'must be {team_ids, message}';
    case 'email':
      return params.length === 1 && z.email().safeParse(one).success ? null : 'must be one email address';
    case 'url':
      return params.length === 1 && typeof one === 'string' && /^https?:\/\/\S+$/i.test(one)
        ? null
        : 'must be one http(s) URL';
    case 'attachment':
      return params.length === 1 && typeof one === 'string' && one !== '' ? null : 'must be one uploaded file';
  }
};

const actionSchema = (allowed: readonly TActionName[]) =>
  z
    .object({
      action_name: z.enum(allowed as [TActionName, ...TActionName[]], { message: 'is not an available action' }),
      // A bare value or object (Chatwoot's send_email_to_team `{team_ids, message}`) is the one param.
      action_params: z
        .preprocess((v) => (v == null || Array.isArray(v) ? v : [v]), z.array(z.unknown()).max(100).nullish())
        .transform((v) => v ?? []),
    })
    .superRefine((a, ctx) => {
      const problem = paramProblem(ACTION_PARAMS[a.action_name], a.action_params);
      if (problem) ctx.addIssue({ code: 'custom', path: ['action_params'], message: problem });
    });

export const ZRuleAction = actionSchema(RULE_ACTIONS);
export const ZMacroAction = actionSchema(MACRO_ACTIONS);
export interface TAutomationAction {
  action_name: TActionName;
  action_params: unknown[];
}
export const teamEmailOf = (params: unknown[]) => ZTeamEmail.parse(params[0]);

const ZRuleFields = z.object({
  name: z.string().trim().min(1, { message: "can't be blank" }).max(255),
  description: z.string().trim().max(2000).nullish(),
  event_name: z.enum(AUTOMATION_EVENTS, { message: 'is not a known event' }),
  conditions: z.array(ZAutomationCondition).min(1, { message: "can't be blank" }).max(50),
  actions: z.array(ZRuleAction).min(1, { message: "can't be blank" }).max(50),
  active: z.boolean().default(true),
});

/** Message attributes are only there when a message triggered the rule. */
const checkMessageAttributes = (
  r: { event_name?: TAutomationEvent; conditions?: TAutomationCondition[] },
  ctx: z.RefinementCtx,
) =>
  r.conditions?.forEach((c, i) => {
    if (r.event_name !== 'message_created' && MESSAGE_ATTRIBUTES.includes(c.attribute_key))
      ctx.addIssue({
        code: 'custom',
        path: ['conditions', i, 'attribute_key'],
        message: 'is only available for message_created rules',
      });
  });

export const ZCreateAutomationRuleRequest = ZRuleFields.superRefine(checkMessageAttributes);
export type TCreateAutomationRuleRequest = z.infer<typeof ZCreateAutomationRuleRequest>;
export const ZUpdateAutomationRuleRequest = ZRuleFields.partial().extend({ active: z.boolean().optional() });
export type TUpdateAutomationRuleRequest = z.infer<typeof ZUpdateAutomationRuleRequest>;
export const ZTestAutomationRuleRequest = ZRuleFields.pick({ event_name: true, conditions: true }).superRefine(
  checkMessageAttributes,
);
export type TTestAutomationRuleRequest = z.infer<typeof ZTestAutomationRuleRequest>;

export interface TAutomationRule {
  id: number;
  account_id: number;
  name: string;
  description: string | null;
  event_name: TAutomationEvent;
  conditions: TAutomationCondition[];
  actions: TAutomationAction[];
  active: boolean;
  created_on: number;
}

/** One conversation "Test this rule" found matching. */
export interface TRuleTestMatch {
  id: number;
  inbox_id: number;
  status: string;
  contact_name: string | null;
  created_at: number;
}
export interface TRuleTestResult {
  payload: TRuleTestMatch[];
  meta: { checked: number; matched: number; days: number };
}

export const MACRO_VISIBILITIES = ['personal', 'global'] as const;
export type TMacroVisibility = (typeof MACRO_VISIBILITIES)[number];

export const ZCreateMacroRequest = z.object({
  name: z.string().trim().min(1, { message: "can't be blank" }).max(255),
  visibility: z.enum(MACRO_VISIBILITIES, { message: 'must be personal or global' }).default('personal'),
  actions: z.array(ZMacroAction).min(1, { message: "can't be blank" }).max(50),
});
export type TCreateMacroRequest = z.infer<typeof ZCreateMacroRequest>;
export const ZUpdateMacroRequest = ZCreateMacroRequest.partial().extend({
  visibility: z.enum(MACRO_VISIBILITIES, { message: 'must be personal or global' }).optional(),
});
export type TUpdateMacroRequest = z.infer<typeof ZUpdateMacroRequest>;
export const ZExecuteMacroRequest = z.object({
  conversation_ids: z.array(z.coerce.number().int().positive()).min(1, { message: "can't be blank" }).max(100),
});

export interface TMacro {
  id: number;
  account_id: number;
  name: string;
  visibility: TMacroVisibility;
  actions: TAutomationAction[];
  created_by: { id: number; name: string } | null;
  updated_by: { id: number; name: string } | null;
  created_at: number;
  updated_at: number;
}

import { z } from 'zod';
import {
  ACTION_NAMES,
  AUTOMATION_EVENTS,
  FILTER_OPERATORS,
  MACRO_VISIBILITIES,
  type TActionName,
  type TAutomationRule,
  type TRuleTestResult,
  type TMacro,
  type TAutomationAction,
  type TRuleTestMatch,
} from '../automation.ts';
import { tie } from './tie.ts';

/** TAutomationAction (common/contracts/automation.ts), tied to it: a change on one side alone fails tsc. */
export const ZAutomationAction = tie<TAutomationAction>()(
  z.object({
    action_name: z.enum(ACTION_NAMES as [TActionName, ...TActionName[]]),
    action_params: z.array(z.unknown()),
  }),
);

/** TAutomationRule (common/contracts/automation.ts), tied to it: a change on one side alone fails tsc. */
export const ZAutomationRule = tie<TAutomationRule>()(
  z.object({
    id: z.number(),
    account_id: z.number(),
    name: z.string(),
    description: z.string().nullable(),
    event_name: z.enum(AUTOMATION_EVENTS),
    conditions: z.array(
      z.object({
        attribute_key: z.string(),
        filter_operator: z.enum(FILTER_OPERATORS),
        values: z.array(z.union([z.boolean(), z.string(), z.number()])),
        query_operator: z.enum(['and', 'or']),
        custom_attribute_type: z.enum(['conversation_attribute', 'contact_attribute']).optional(),
      }),
    ),
    actions: z.array(ZAutomationAction),
    active: z.boolean(),
    created_on: z.number(),
  }),
);

/** TRuleTestMatch (common/contracts/automation.ts), tied to it: a change on one side alone fails tsc. */
export const ZRuleTestMatch = tie<TRuleTestMatch>()(
  z.object({
    id: z.number(),
    inbox_id: z.number(),
    status: z.string(),
    contact_name: z.string().nullable(),
    created_at: z.number(),
  }),
);

/** TRuleTestResult (common/contracts/automation.ts), tied to it: a change on one side alone fails tsc. */
export const ZRuleTestResult = tie<TRuleTestResult>()(
  z.object({
    payload: z.array(ZRuleTestMatch),
    meta: z.object({ checked: z.number(), matched: z.number(), days: z.number() }),
  }),
);

/** TMacro (common/contracts/automation.ts), tied to it: a change on one side alone fails tsc. */
export const ZMacro = tie<TMacro>()(
  z.object({
    id: z.number(),
    account_id: z.number(),
    name: z.string(),
    visibility: z.enum(MACRO_VISIBILITIES),
    actions: z.array(ZAutomationAction),
    created_by: z.object({ id: z.number(), name: z.string() }).nullable(),
    updated_by: z.object({ id: z.number(), name: z.string() }).nullable(),
    created_at: z.number(),
    updated_at: z.number(),
  }),
);

/** GET …/automation_rules. */
export const ZAutomationRuleList = z.object({ payload: z.array(ZAutomationRule) });

/** POST, GET, PATCH …/automation_rules[/:id] and POST …/:id/clone. */
export const ZAutomationRulePayload = z.object({ payload: ZAutomationRule });

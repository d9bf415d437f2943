import { z } from 'zod';
import type { TAutomationRule, TRuleTestResult, TMacro, TAutomationAction, TRuleTestMatch } from '../automation.ts';
import { tie } from './tie.ts';

/** TAutomationAction (common/contracts/automation.ts), tied to it: a change on one side alone fails tsc. */
export const ZAutomationAction = tie<TAutomationAction>()(
  z.object({
    action_name: z.enum([
      'assign_agent',
      'assign_team',
      'add_label',
      'remove_label',
      'change_priority',
      'change_status',
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
      'add_sla',
    ]),
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
    event_name: z.enum([
      'conversation_resolved',
      'conversation_opened',
      'conversation_created',
      'conversation_updated',
      'message_created',
    ]),
    conditions: z.array(
      z.object({
        attribute_key: z.string(),
        filter_operator: z.enum([
          'equal_to',
          'not_equal_to',
          'contains',
          'does_not_contain',
          'is_present',
          'is_not_present',
          'is_greater_than',
          'is_less_than',
          'starts_with',
        ]),
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
    visibility: z.enum(['global', 'personal']),
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

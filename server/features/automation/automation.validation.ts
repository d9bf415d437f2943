import { ATTRIBUTE_DISPLAY_TYPES, ATTRIBUTE_MODELS } from '../../../common/contracts/customAttributes.ts';
import {
  CUSTOM_ATTRIBUTE_OPERATORS,
  isStandardAttribute,
  type TAutomationAction,
  type TAutomationCondition,
} from '../../../common/contracts/automation.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { assertOutboundUrl } from '../../lib/outbound/outboundTargets.ts';
import { findMembership } from '../users/index.ts';
import { findDefinitionByKey } from '../customAttributes/index.ts';
import { findTeam } from '../teams/index.ts';
import { findSlaPolicy } from '../sla/index.ts';
import { errorText } from '../../lib/serverText.ts';

/**
 * The checks a schema cannot make: a custom attribute condition names a defined attribute and uses an
 * operator its type allows; an action's agent or team belongs to the account; a webhook URL passes the
 * outbound guard. Each failure is a 422 naming the field (`conditions.2.attribute_key`).
 */
export const checkConditions = async (deps: TDeps, accountId: number, conditions: TAutomationCondition[]) => {
  for (const [i, c] of conditions.entries()) {
    if (isStandardAttribute(c.attribute_key)) continue;
    const models = c.custom_attribute_type ? [c.custom_attribute_type] : ATTRIBUTE_MODELS;
    let def = null;
    for (const model of models) {
      def ??= await findDefinitionByKey(deps.db, accountId, ATTRIBUTE_MODELS.indexOf(model), c.attribute_key);
    }
    if (!def) throw AppError.invalid(`conditions.${i}.attribute_key`, errorText('unknownAttribute'));
    const type = ATTRIBUTE_DISPLAY_TYPES[def.attributeDisplayType] ?? 'text';
    if (!CUSTOM_ATTRIBUTE_OPERATORS[type].includes(c.filter_operator))
      throw AppError.invalid(`conditions.${i}.filter_operator`, errorText('operatorNotForType', { type }));
  }
};

/** An upload key of this account: under its uploads folder, with no `..`, `.` or empty segment (issue 42 item 10). */
const isOwnUploadKey = (key: string, accountId: number) => {
  const prefix = `accounts/${accountId}/uploads/`;
  if (!key.startsWith(prefix) || key.includes('\\')) return false;
  return key
    .slice(prefix.length)
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');
};

export const checkActions = async (
  deps: TDeps,
  accountId: number,
  actions: TAutomationAction[],
  opts: { selfAllowed: boolean },
) => {
  for (const [i, a] of actions.entries()) {
    const field = `actions.${i}.action_params`;
    const one = a.action_params[0];
    if (a.action_name === 'assign_agent' && one === 'self' && !opts.selfAllowed)
      throw AppError.invalid(field, errorText('ruleHasNoSelf'));
    if (a.action_name === 'assign_agent' && one !== 'self' && one !== 'nil') {
      if (!(await findMembership(deps.db, Number(one), accountId)))
        throw AppError.invalid(field, errorText('notAgentOfAccount'));
    }
    if (a.action_name === 'assign_team' && one !== 'nil' && !(await findTeam(deps.db, accountId, Number(one))))
      throw AppError.invalid(field, errorText('notTeamOfAccount'));
    if (a.action_name === 'add_sla' && !(await findSlaPolicy(deps.db, accountId, Number(one))))
      throw AppError.invalid(field, errorText('notSlaPolicyOfAccount'));
    if (a.action_name === 'send_email_to_team') {
      const ids = (one as { team_ids: unknown[] }).team_ids.map(Number);
      for (const id of ids)
        if (!(await findTeam(deps.db, accountId, id))) throw AppError.invalid(field, errorText('notTeamOfAccount'));
    }
    if (a.action_name === 'send_webhook_event')
      await assertOutboundUrl(field, String(one), outboundPolicy(deps.config));
    if (a.action_name === 'send_attachment' && !isOwnUploadKey(String(one), accountId))
      throw AppError.invalid(field, errorText('notUploadOfAccount'));
  }
};

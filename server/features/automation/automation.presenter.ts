import type { TAutomationEvent, TAutomationRule } from '../../../common/contracts/automation.ts';
import type { TAutomationRuleRow } from './automation.repo.ts';

export const presentRule = (r: TAutomationRuleRow): TAutomationRule => ({
  id: r.id,
  account_id: r.accountId,
  name: r.name,
  description: r.description,
  event_name: r.eventName as TAutomationEvent,
  conditions: r.conditions,
  actions: r.actions,
  active: r.active,
  created_on: Math.floor(r.createdAt.getTime() / 1000),
});

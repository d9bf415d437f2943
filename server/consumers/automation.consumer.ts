import { defineConsumer } from '../events/consumers.ts';
import { automationEventOf, automationRulesInUse, ENGINE_EVENTS, runRules } from '../features/automation/index.ts';

/**
 * Automation rules: each conversation or message event is matched against the account's active rules
 * for it, and matching rules' actions run as the system (features/automation/automationEngine.ts).
 * Idempotent: a rule acts once per event (automation_rule_runs).
 */
export const automationConsumer = defineConsumer({
  name: 'automation_rules',
  events: ENGINE_EVENTS,
  // runRules' own first tests: rules never react to a rule's change, nor to events no rule event names.
  skips: (event) => event.data.performed_by?.type === 'automation_rule' || automationEventOf(event) === null,
  inUse: automationRulesInUse,
  handle: async (event, { deps }) => {
    await runRules(deps, event);
  },
});

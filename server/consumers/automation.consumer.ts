import { defineConsumer } from '../events/consumers.ts';
import { ENGINE_EVENTS, runRules } from '../features/automation/index.ts';

/**
 * Automation rules: each conversation or message event is matched against the account's active rules
 * for it, and matching rules' actions run as the system (features/automation/automationEngine.ts).
 * Idempotent: a rule acts once per event (automation_rule_runs).
 */
export const automationConsumer = defineConsumer({
  name: 'automation_rules',
  events: ENGINE_EVENTS,
  handle: async (event, { deps }) => {
    await runRules(deps, event);
  },
});

import type { TOnboardingSteps } from '../../../common/contracts/accounts.ts';

export type TOnboardingStep = keyof TOnboardingSteps;

/** The checklist in order, each with the page where it is done. */
export const ONBOARDING_STEPS: readonly { key: TOnboardingStep; route: string }[] = [
  { key: 'inbox', route: 'settings_inbox_new' },
  { key: 'agents', route: 'agent_list' },
  { key: 'widget', route: 'settings_inbox_list' },
];

/** ui_settings key: the accounts whose checklist this user dismissed. */
export const DISMISSED_KEY = 'onboarding_dismissed_accounts';

export const dismissedAccounts = (uiSettings: Record<string, unknown>): number[] => {
  const v = uiSettings[DISMISSED_KEY];
  return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
};

/** Shown to administrators until every step is done or they dismiss it. */
export const showChecklist = (input: { isAdmin: boolean; steps: TOnboardingSteps | undefined; dismissed: boolean }) =>
  input.isAdmin && !input.dismissed && input.steps !== undefined && !Object.values(input.steps).every(Boolean);

import { describe, expect, it } from 'vitest';
import { dismissedAccounts, showChecklist } from './onboardingSteps.ts';

describe('first-run checklist', () => {
  const some = { inbox: true, agents: false, widget: false };
  it('shows to administrators while a step is open and it was not dismissed', () => {
    expect(showChecklist({ isAdmin: true, steps: some, dismissed: false })).toBe(true);
    expect(showChecklist({ isAdmin: false, steps: some, dismissed: false })).toBe(false);
    expect(showChecklist({ isAdmin: true, steps: some, dismissed: true })).toBe(false);
    expect(showChecklist({ isAdmin: true, steps: undefined, dismissed: false })).toBe(false);
    expect(showChecklist({ isAdmin: true, steps: { inbox: true, agents: true, widget: true }, dismissed: false })).toBe(
      false,
    );
  });

  it('reads the dismissed accounts from ui_settings, ignoring junk', () => {
    expect(dismissedAccounts({ onboarding_dismissed_accounts: [3, 'x', 5] })).toEqual([3, 5]);
    expect(dismissedAccounts({ onboarding_dismissed_accounts: 'nope' })).toEqual([]);
    expect(dismissedAccounts({})).toEqual([]);
  });
});

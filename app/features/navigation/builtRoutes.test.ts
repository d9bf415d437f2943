import { describe, expect, it } from 'vitest';
import type { TUserAccount } from '../../../common/contracts/profile.ts';
import { DEFAULT_FEATURES } from '../../../common/features.ts';
import { isSoon } from './builtRoutes.ts';
import type { TMenuContext } from './menuContext.ts';
import { primaryItems } from './primaryMenu.ts';
import { menuLinks } from './secondaryMenus.ts';

const ctx: TMenuContext = {
  accountId: 5,
  permissions: ['administrator'],
  features: { ...DEFAULT_FEATURES },
  isCloud: false,
  isEnterprise: false,
  globalConfig: { csmlEditorHost: 'https://csml.test' },
};
const account = { id: 5, role: 'administrator', custom_role_id: null } as TUserAccount;

describe('"soon" markers follow the pages that exist', () => {
  it('marks a route without a page, and not one with a page', () => {
    const built = new Set(['home', 'general_settings_index']);
    expect(isSoon('account_overview_reports', built)).toBe(true);
    expect(isSoon('home', built)).toBe(false);
    // Outside the router nothing is known, so nothing is marked.
    expect(isSoon('account_overview_reports', null)).toBe(false);
  });

  it('a primary item loses its marker once its route is given a page', () => {
    const soonKeys = (built: Set<string>) =>
      primaryItems(ctx, account, 'home')
        .filter((i) => isSoon(i.routeName, built))
        .map((i) => i.key);
    const built = new Set(['home', 'inbox_view', 'contacts_dashboard', 'general_settings_index']);
    expect(soonKeys(built)).toEqual(['captain', 'reports', 'campaigns', 'help_center']);
    built.add('account_overview_reports');
    expect(soonKeys(built)).toEqual(['captain', 'campaigns', 'help_center']);
  });

  it('settings menu items are marked by their own route', () => {
    const built = new Set(['general_settings_index', 'agent_list', 'canned_list']);
    const soon = menuLinks('settings', ctx)
      .filter((l) => isSoon(l.routeName, built))
      .map((l) => l.key);
    expect(soon).toContain('automation');
    expect(soon).toContain('macros');
    expect(soon).not.toContain('account_settings');
    expect(soon).not.toContain('agents');
  });
});

import { describe, expect, it } from 'vitest';
import type { TUserAccount } from '../../../common/contracts/profile.ts';
import { DEFAULT_FEATURES } from '../../../common/features.ts';
import { isBuilt } from './builtRoutes.ts';
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

describe('menus list only the pages that exist', () => {
  it('a route without a page is not built, one with a page is', () => {
    const built = new Set(['home', 'general_settings_index']);
    expect(isBuilt('account_overview_reports', built)).toBe(false);
    expect(isBuilt('home', built)).toBe(true);
    // Outside the router nothing is known, so everything counts as built.
    expect(isBuilt('account_overview_reports', null)).toBe(true);
  });

  it('a primary item is listed once its route is given a page', () => {
    const soonKeys = (built: Set<string>) =>
      primaryItems(ctx, account, 'home')
        .filter((i) => !isBuilt(i.routeName, built))
        .map((i) => i.key);
    const built = new Set(['home', 'inbox_view', 'contacts_dashboard', 'general_settings_index']);
    expect(soonKeys(built)).toEqual(['captain', 'reports', 'campaigns', 'help_center']);
    built.add('account_overview_reports');
    expect(soonKeys(built)).toEqual(['captain', 'campaigns', 'help_center']);
  });

  it('settings menu items are listed by their own route', () => {
    const built = new Set(['general_settings_index', 'agent_list', 'canned_list']);
    const soon = menuLinks('settings', ctx)
      .filter((l) => !isBuilt(l.routeName, built))
      .map((l) => l.key);
    expect(soon).toContain('automation');
    expect(soon).toContain('macros');
    expect(soon).not.toContain('account_settings');
    expect(soon).not.toContain('agents');
  });
});

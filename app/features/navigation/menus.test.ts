import { describe, expect, it } from 'vitest';
import type { TUserAccount } from '../../../common/contracts/profile.ts';
import { DEFAULT_FEATURES } from '../../../common/features.ts';
import type { TPermission } from '../../../common/permissions.ts';
import type { TMenuContext } from './menuContext.ts';
import { primaryItems, unreadBadge } from './primaryMenu.ts';
import { addLinkFor, menuLinks, shownCount } from './secondaryMenus.ts';

const ctx = (over: Partial<TMenuContext> = {}): TMenuContext => ({
  accountId: 5,
  permissions: ['administrator'],
  features: { ...DEFAULT_FEATURES },
  isCloud: false,
  isEnterprise: false,
  globalConfig: {},
  ...over,
});
const account = (over: Partial<TUserAccount> = {}) =>
  ({ id: 5, role: 'administrator', custom_role_id: null, ...over }) as TUserAccount;
const keys = (items: { key: string }[]) => items.map((i) => i.key);
const off = (...flags: string[]) => ({ ...DEFAULT_FEATURES, ...Object.fromEntries(flags.map((f) => [f, false])) });

describe('primary sidebar', () => {
  it('shows every item, in order, to an administrator with every feature', () => {
    expect(keys(primaryItems(ctx(), account(), 'home'))).toEqual([
      'inbox_view',
      'conversations',
      'captain',
      'contacts',
      'reports',
      'campaigns',
      'help_center',
      'settings',
    ]);
  });

  it('filters by permission: agents see no reports or campaigns, and help centre leads to all portals', () => {
    const items = primaryItems(ctx({ permissions: ['agent'] }), account({ role: 'agent' }), 'home');
    expect(keys(items)).toEqual(['inbox_view', 'conversations', 'captain', 'contacts', 'help_center', 'settings']);
    expect(items.find((i) => i.key === 'help_center')?.to).toBe('/accounts/5/portals/all');
    expect(items.find((i) => i.key === 'settings')?.to).toBe('/accounts/5/settings/canned-response');
  });

  it('gives a report-only custom role just reports', () => {
    const items = primaryItems(
      ctx({ permissions: ['custom_role', 'report_manage'] }),
      account({ role: 'agent', custom_role_id: 2 }),
      null,
    );
    expect(keys(items)).toEqual(['reports']);
  });

  it('hides items whose feature is off, except those always shown on the cloud', () => {
    const features = off('inbox_view', 'captain_integration', 'crm', 'reports', 'campaigns', 'help_center');
    expect(keys(primaryItems(ctx({ features }), account(), null))).toEqual(['conversations', 'settings']);
    expect(keys(primaryItems(ctx({ features, isCloud: true }), account(), null))).toEqual([
      'conversations',
      'captain',
      'help_center',
      'settings',
    ]);
  });

  it('marks the item of the current route group as active', () => {
    const active = (route: string) => primaryItems(ctx(), account(), route).find((i) => i.isActive)?.key;
    expect(active('conversation_through_inbox')).toBe('conversations');
    expect(active('contact_profile_dashboard')).toBe('contacts');
    expect(active('sla_reports')).toBe('reports');
    expect(active('one_off')).toBe('campaigns');
    expect(active('canned_list')).toBe('settings');
    expect(active('edit_article')).toBe('help_center');
    expect(active('inbox_view_conversation')).toBe('inbox_view');
    expect(active('captain')).toBe('captain');
    expect(active('profile_settings_index')).toBeUndefined();
  });

  it('caps the unread badge at 99+ from 100 on', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(-3)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
    expect(unreadBadge(4200)).toBe('99+');
  });
});

describe('secondary menus', () => {
  it('lists the conversation, contacts and campaigns menus', () => {
    expect(keys(menuLinks('conversations', ctx()))).toEqual(['all_conversations', 'mentions', 'unattended']);
    expect(keys(menuLinks('contacts', ctx()))).toEqual(['all_contacts']);
    expect(keys(menuLinks('campaigns', ctx()))).toEqual(['ongoing', 'one_off']);
  });

  it('lists reports; bot follows the agent-bots flag and SLA the SLA flag', () => {
    expect(keys(menuLinks('reports', ctx()))).toEqual([
      'overview',
      'conversation',
      'csat',
      'bot',
      'agent',
      'label',
      'inbox',
      'team',
      'sla',
    ]);
    const noBots = ctx({ features: { ...DEFAULT_FEATURES, agent_bots: false, sla: false } });
    expect(keys(menuLinks('reports', noBots))).not.toContain('bot');
    expect(keys(menuLinks('reports', noBots))).not.toContain('sla');
  });

  it('lists the settings menu for a self-hosted administrator (audit logs, custom roles and SLA need only their flags)', () => {
    expect(keys(menuLinks('settings', ctx()))).toEqual([
      'account_settings',
      'agents',
      'teams',
      'inboxes',
      'labels',
      'custom_attributes',
      'automation',
      'agent_bots',
      'macros',
      'canned_responses',
      'integrations',
      'audit_logs',
      'custom_roles',
      'sla',
      'security',
      'data_retention',
    ]);
  });

  it('shows agent bots (with or without a CSML editor host), billing on the cloud, and the enterprise items on enterprise', () => {
    const all = ctx({ isCloud: true, isEnterprise: true, globalConfig: { csmlEditorHost: 'https://csml.example' } });
    const items = menuLinks('settings', all);
    expect(keys(items)).toEqual([
      'account_settings',
      'agents',
      'teams',
      'inboxes',
      'labels',
      'custom_attributes',
      'automation',
      'agent_bots',
      'macros',
      'canned_responses',
      'integrations',
      'audit_logs',
      'custom_roles',
      'sla',
      'security',
      'data_retention',
      'billing',
    ]);
    expect(items.filter((i) => i.beta).map((i) => i.key)).toEqual(['custom_roles', 'sla']);
  });

  it('gives agents only macros and canned responses in settings', () => {
    expect(keys(menuLinks('settings', ctx({ permissions: ['agent'] })))).toEqual(['macros', 'canned_responses']);
  });

  it('hides a settings item whose feature is off', () => {
    const items = menuLinks('settings', ctx({ features: off('labels', 'macros') }));
    expect(keys(items)).not.toContain('labels');
    expect(keys(items)).not.toContain('macros');
  });

  it('links each item to its route', () => {
    const [first] = menuLinks('settings', ctx());
    expect(first).toMatchObject({ to: '/accounts/5/settings/general', label: 'menu.settings.account_settings' });
  });

  it('offers add links only to administrators with the feature', () => {
    expect(addLinkFor('inboxes', ctx())).toBe('/accounts/5/settings/inboxes/new');
    expect(addLinkFor('teams', ctx())).toBe('/accounts/5/settings/teams/new');
    expect(addLinkFor('labels', ctx())).toBe('/accounts/5/settings/labels/list');
    expect(addLinkFor('inboxes', ctx({ permissions: ['agent'] }))).toBeNull();
    expect(addLinkFor('teams', ctx({ features: off('team_management') }))).toBeNull();
    const custom: TPermission[] = ['custom_role', 'conversation_manage'];
    expect(addLinkFor('labels', ctx({ permissions: custom }))).toBeNull();
  });

  it('shows a count only when it is an integer', () => {
    expect(shownCount(3)).toBe(3);
    expect(shownCount(0)).toBe(0);
    expect(shownCount(2.5)).toBeNull();
    expect(shownCount('4')).toBeNull();
    expect(shownCount(undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { TCurrentUser, TUserAccount } from '../../../common/contracts/profile.ts';
import { accessOutcome, settingsHomePath } from './accessOutcome.ts';
import { routeByName } from './routeTable.ts';

const membership = (over: Partial<TUserAccount> = {}): TUserAccount => ({
  id: 7,
  name: 'Acme',
  status: 'active',
  active_at: null,
  role: 'agent',
  permissions: [],
  availability: 'online',
  availability_status: 'online',
  auto_offline: true,
  custom_role_id: null,
  custom_role: null,
  ...over,
});

const userWith = (...accounts: TUserAccount[]) => ({ id: 1, accounts }) as unknown as TCurrentUser;
const custom = (permissions: string[]) => ({
  custom_role_id: 3,
  custom_role: { id: 3, name: 'Custom', permissions },
});
const at = (user: TCurrentUser | null, name: string | null, accountId = '7') =>
  accessOutcome({ user, accountId, route: name ? routeByName(name) : null });

describe('accessOutcome', () => {
  it("refuses a report page outside a custom role's report areas, landing on its first allowed area", () => {
    const areas = (permissions: string[], report_areas: string[] | null) =>
      userWith(membership({ custom_role_id: 3, custom_role: { id: 3, name: 'R', permissions, report_areas } }));
    const reportsOnly = areas(['report_manage'], ['csat', 'teams']);
    expect(at(reportsOnly, 'csat_reports')).toMatchObject({ kind: 'allow' });
    expect(at(reportsOnly, 'account_overview_reports')).toEqual({ kind: 'redirect', to: '/accounts/7/reports/csat' });
    const withConversations = areas(['conversation_manage', 'report_manage'], ['teams']);
    expect(at(withConversations, 'agent_reports')).toEqual({ kind: 'redirect', to: '/accounts/7/dashboard' });
    expect(at(areas(['report_manage'], null), 'sla_reports')).toMatchObject({ kind: 'allow' });
    expect(at(userWith(membership({ role: 'administrator' })), 'sla_reports')).toMatchObject({ kind: 'allow' });
  });

  it('sends a signed-out visitor to the login page', () => {
    expect(at(null, 'home')).toEqual({ kind: 'login' });
  });

  it("sends a member of other accounts to the login page, whatever the account's id looks like", () => {
    const user = userWith(membership());
    expect(at(user, 'home', '8')).toEqual({ kind: 'login' });
    expect(at(user, 'home', 'abc')).toEqual({ kind: 'login' });
    expect(at(user, null, '07')).toEqual({ kind: 'login' });
  });

  it('sends every page of an inactive account to its suspended page, and shows that page', () => {
    const user = userWith(membership({ status: 'suspended', role: 'administrator' }));
    expect(at(user, 'home')).toEqual({ kind: 'redirect', to: '/accounts/7/suspended' });
    expect(at(user, 'agent_list')).toEqual({ kind: 'redirect', to: '/accounts/7/suspended' });
    expect(at(user, null)).toEqual({ kind: 'redirect', to: '/accounts/7/suspended' });
    expect(at(user, 'account_suspended').kind).toBe('allow');
  });

  it('leaves the suspended page of an active account for its dashboard', () => {
    expect(at(userWith(membership()), 'account_suspended')).toEqual({ kind: 'redirect', to: '/accounts/7/dashboard' });
  });

  it('lets a member in when they hold one of the route permissions', () => {
    const admin = userWith(membership({ role: 'administrator' }));
    expect(at(admin, 'agent_list').kind).toBe('allow');
    expect(at(admin, 'account_overview_reports').kind).toBe('allow');
    expect(at(userWith(membership()), 'canned_list').kind).toBe('allow');
    expect(at(userWith(membership(custom(['report_manage']))), 'csat_reports').kind).toBe('allow');
  });

  it('sends a member lacking the permission to the first of dashboard, contacts, reports, portals', () => {
    expect(at(userWith(membership()), 'agent_list')).toEqual({ kind: 'redirect', to: '/accounts/7/dashboard' });
    expect(at(userWith(membership(custom(['contact_manage', 'report_manage']))), 'home')).toEqual({
      kind: 'redirect',
      to: '/accounts/7/contacts',
    });
    expect(at(userWith(membership(custom(['report_manage']))), 'contacts_dashboard')).toEqual({
      kind: 'redirect',
      to: '/accounts/7/reports/overview',
    });
    expect(at(userWith(membership(custom(['knowledge_base_manage']))), 'home')).toEqual({
      kind: 'redirect',
      to: '/accounts/7/portals',
    });
    expect(at(userWith(membership(custom([]))), 'home').kind).toBe('noAccess');
  });

  it('lets the account frame itself through for an active member', () => {
    expect(at(userWith(membership()), null).kind).toBe('allow');
  });
});

describe('settingsHomePath', () => {
  it('opens general settings for an administrator without a custom role', () => {
    expect(settingsHomePath(membership({ role: 'administrator' }))).toBe('/accounts/7/settings/general');
  });

  it('opens canned responses for agents and custom roles', () => {
    expect(settingsHomePath(membership())).toBe('/accounts/7/settings/canned-response');
    expect(settingsHomePath(membership(custom(['report_manage'])))).toBe('/accounts/7/settings/canned-response');
    expect(settingsHomePath(membership({ role: 'administrator', ...custom([]) }))).toBe(
      '/accounts/7/settings/canned-response',
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { TUserAccount } from '../../../common/contracts/profile.ts';
import { fallbackPathFor, permissionsOfAccount } from './accountPermissions.ts';

const account = (over: Partial<TUserAccount>): TUserAccount => ({
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

const customRole = (permissions: string[]) => ({
  custom_role_id: 3,
  custom_role: { id: 3, name: 'Analyst', permissions },
});

describe('fallbackPathFor (spec §2 access outcomes)', () => {
  it('sends administrators and agents to the dashboard', () => {
    expect(fallbackPathFor(account({ role: 'administrator' }))).toBe('/accounts/7/dashboard');
    expect(fallbackPathFor(account({ role: 'agent' }))).toBe('/accounts/7/dashboard');
  });

  it('walks dashboard, contacts, reports, portals for a custom role', () => {
    expect(fallbackPathFor(account(customRole(['conversation_manage'])))).toBe('/accounts/7/dashboard');
    expect(fallbackPathFor(account(customRole(['contact_manage', 'report_manage'])))).toBe('/accounts/7/contacts');
    expect(fallbackPathFor(account(customRole(['report_manage'])))).toBe('/accounts/7/reports/overview');
    expect(fallbackPathFor(account(customRole(['knowledge_base_manage'])))).toBe('/accounts/7/portals');
  });

  it('has nowhere to send a custom role that grants nothing', () => {
    expect(fallbackPathFor(account(customRole([])))).toBeNull();
  });
});

describe('permissionsOfAccount', () => {
  it('never narrows an administrator', () => {
    expect(permissionsOfAccount(account({ role: 'administrator', ...customRole([]) }))).toEqual(['administrator']);
  });

  it('replaces the agent role by the custom role and drops unknown grants', () => {
    expect(permissionsOfAccount(account(customRole(['report_manage', 'bogus'])))).toEqual([
      'custom_role',
      'report_manage',
    ]);
  });
});

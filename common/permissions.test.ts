import { describe, expect, it } from 'vitest';
import {
  fallbackRouteFor,
  hasAnyPermission,
  permissionsOf,
  settingsHomeFor,
  CONVERSATION_PERMISSIONS,
} from './permissions.ts';

describe('permissionsOf', () => {
  it('gives administrators and agents their role', () => {
    expect(permissionsOf({ role: 'administrator', custom_role_id: null })).toEqual(['administrator']);
    expect(permissionsOf({ role: 'agent', custom_role_id: null })).toEqual(['agent']);
  });

  it('narrows an agent with a custom role to the granted permissions, ignoring unknown ones', () => {
    expect(
      permissionsOf({
        role: 'agent',
        custom_role_id: 3,
        custom_role_permissions: ['contact_manage', 'delete_everything'],
      }),
    ).toEqual(['custom_role', 'contact_manage']);
  });

  it('never narrows an administrator', () => {
    expect(permissionsOf({ role: 'administrator', custom_role_id: 3, custom_role_permissions: [] })).toEqual([
      'administrator',
    ]);
  });
});

describe('route fallbacks', () => {
  it('sends a member lacking a permission to the first page they may see', () => {
    expect(fallbackRouteFor(['agent'])).toBe('dashboard');
    expect(fallbackRouteFor(['custom_role', 'conversation_participating_manage'])).toBe('dashboard');
    expect(fallbackRouteFor(['custom_role', 'contact_manage'])).toBe('contacts');
    expect(fallbackRouteFor(['custom_role', 'report_manage'])).toBe('reports');
    expect(fallbackRouteFor(['custom_role', 'knowledge_base_manage'])).toBe('portals');
    expect(fallbackRouteFor(['custom_role'])).toBeNull();
  });

  it('checks any-of permission lists', () => {
    expect(hasAnyPermission(['custom_role', 'conversation_manage'], CONVERSATION_PERMISSIONS)).toBe(true);
    expect(hasAnyPermission(['custom_role', 'report_manage'], CONVERSATION_PERMISSIONS)).toBe(false);
    expect(hasAnyPermission(['agent'], [])).toBe(true);
  });

  it('picks the settings home', () => {
    expect(settingsHomeFor({ role: 'administrator', custom_role_id: null })).toBe('general');
    expect(settingsHomeFor({ role: 'administrator', custom_role_id: 1 })).toBe('canned-response');
    expect(settingsHomeFor({ role: 'agent', custom_role_id: null })).toBe('canned-response');
  });
});

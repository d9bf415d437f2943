import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { roleChoiceOf, roleChoiceOptions, roleFromChoice } from './roleChoice.ts';

const t = ((key: string) => key) as unknown as TFunction;
const role = (id: number, name: string) => ({
  id,
  name,
  description: null,
  permissions: ['report_manage'],
  account_id: 1,
  inbox_ids: null,
  team_ids: null,
  report_areas: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

describe('the agent dialogs’ role select', () => {
  it('reads an agent with a custom role as that role, an administrator as administrator whatever the id', () => {
    expect(roleChoiceOf('agent', 7)).toBe('custom:7');
    expect(roleChoiceOf('agent', null)).toBe('agent');
    expect(roleChoiceOf('administrator', 7)).toBe('administrator');
  });

  it('turns a choice into role and custom_role_id, clearing the custom role for the base roles', () => {
    expect(roleFromChoice('custom:7')).toEqual({ role: 'agent', custom_role_id: 7 });
    expect(roleFromChoice('agent')).toEqual({ role: 'agent', custom_role_id: null });
    expect(roleFromChoice('administrator')).toEqual({ role: 'administrator', custom_role_id: null });
  });

  it('lists Administrator and Agent, then the custom roles as a group only when there are some', () => {
    expect(roleChoiceOptions(t, []).groups).toEqual([]);
    const { options, groups } = roleChoiceOptions(t, [role(3, 'Reporting'), role(4, 'Front line')]);
    expect(options.map((o) => o.value)).toEqual(['administrator', 'agent']);
    expect(groups).toEqual([
      {
        label: 'customRolesPage.groupLabel',
        options: [
          { value: 'custom:3', label: 'Reporting' },
          { value: 'custom:4', label: 'Front line' },
        ],
      },
    ]);
  });
});

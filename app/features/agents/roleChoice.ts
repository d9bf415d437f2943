import type { TFunction } from 'i18next';
import type { TCustomRole } from '../../../common/contracts/customRoles.ts';
import type { TAccountRole } from '../../../common/enums.ts';

/**
 * The agent dialogs' one role select: Administrator, Agent, then each custom role (`custom:<id>`), which is
 * the agent role narrowed by the custom role's permissions, as Chatwoot sets it.
 */
export type TRoleChoice = TAccountRole | `custom:${number}`;

export const roleChoiceOf = (role: TAccountRole, customRoleId: number | null | undefined): TRoleChoice =>
  role === 'agent' && customRoleId != null ? `custom:${customRoleId}` : role;

export const roleFromChoice = (choice: string): { role: TAccountRole; custom_role_id: number | null } =>
  choice.startsWith('custom:')
    ? { role: 'agent', custom_role_id: Number(choice.slice('custom:'.length)) }
    : { role: choice === 'administrator' ? 'administrator' : 'agent', custom_role_id: null };

export const roleChoiceOptions = (t: TFunction, customRoles: readonly TCustomRole[] | undefined) => ({
  options: [
    { value: 'administrator', label: t('roles.administrator') },
    { value: 'agent', label: t('roles.agent') },
  ],
  groups: customRoles?.length
    ? [
        {
          label: t('customRolesPage.groupLabel'),
          options: customRoles.map((r) => ({ value: `custom:${r.id}`, label: r.name })),
        },
      ]
    : [],
});

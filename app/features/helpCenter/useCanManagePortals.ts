import { hasAnyPermission } from '../../../common/permissions.ts';
import { permissionsOfAccount, useCurrentAccount } from '../accounts/index.ts';

/** Part 2 §6: portal create, edit, customise and locales need administrator or knowledge_base_manage. */
export const useCanManagePortals = () =>
  hasAnyPermission(permissionsOfAccount(useCurrentAccount().account), ['administrator', 'knowledge_base_manage']);

import type { TUserAccount } from '../../../common/contracts/profile.ts';
import { fallbackRouteFor, permissionsOf, type TPermission } from '../../../common/permissions.ts';

export const permissionsOfAccount = (account: TUserAccount): TPermission[] =>
  permissionsOf({
    role: account.role,
    custom_role_id: account.custom_role_id,
    custom_role_permissions: account.custom_role?.permissions ?? null,
  });

const FALLBACK_PATHS = {
  dashboard: 'dashboard',
  contacts: 'contacts',
  reports: 'reports/overview',
  portals: 'portals',
} as const;

/** The first page of dashboard, contacts, reports, portals the member may see (spec §2), or null. */
export const fallbackPathFor = (account: TUserAccount): string | null => {
  const route = fallbackRouteFor(permissionsOfAccount(account));
  return route ? `/accounts/${account.id}/${FALLBACK_PATHS[route]}` : null;
};

import type { ReactNode } from 'react';
import { hasAnyPermission, type TPermission } from '../../../common/permissions.ts';
import { permissionsOfAccount } from './accountPermissions.ts';
import { useCurrentAccount } from './useCurrentAccount.ts';

interface TPermissionGateProps {
  /** Any one of these shows the content. */
  permissions: readonly TPermission[];
  children: ReactNode;
  fallback?: ReactNode;
}

/** Part 2 §2: shows its content only when the member holds one of the permissions. */
export const PermissionGate = ({ permissions, children, fallback = null }: TPermissionGateProps) => {
  const { account } = useCurrentAccount();
  return hasAnyPermission(permissionsOfAccount(account), permissions) ? children : fallback;
};

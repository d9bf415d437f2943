import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { hasAnyPermission, type TPermission } from '../../../common/permissions.ts';
import { fallbackPathFor, permissionsOfAccount } from './accountPermissions.ts';
import { NoAccessPage } from './NoAccessPage.tsx';
import { useCurrentAccount } from './useCurrentAccount.ts';

interface TRequirePermissionProps {
  /** Any one of these lets the member in. */
  permissions: readonly TPermission[];
  children?: ReactNode;
}

/** A route's permission check; members lacking it land on the first page they may see. */
export const RequirePermission = ({ permissions, children }: TRequirePermissionProps) => {
  const { account } = useCurrentAccount();
  if (hasAnyPermission(permissionsOfAccount(account), permissions)) return children ?? <Outlet />;
  const fallback = fallbackPathFor(account);
  return fallback ? <Navigate to={fallback} replace /> : <NoAccessPage />;
};

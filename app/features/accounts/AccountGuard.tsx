import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { CurrentAccountContext } from './accountContext.ts';

/**
 * Access outcomes of spec §2 for every /accounts/:accountId page: signed out or not a
 * member → login; account not active → its suspended page; otherwise the page renders.
 */
export const AccountGuard = () => {
  const { t } = useTranslation();
  const { accountId } = useParams();
  const { pathname } = useLocation();
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  const account = user?.accounts.find((a) => String(a.id) === accountId);
  const value = useMemo(() => (user && account ? { user, account } : null), [user, account]);

  if (currentUser.isPending) return <LoadingScreen />;
  if (currentUser.isError)
    return (
      <LoadErrorScreen message={apiErrorMessage(currentUser.error, t)} onRetry={() => void currentUser.refetch()} />
    );
  if (!user || !account || !value) return <Navigate to="/login" replace />;

  const suspendedPath = `/accounts/${account.id}/suspended`;
  const onSuspendedPage = pathname === suspendedPath || pathname === `${suspendedPath}/`;
  if (account.status !== 'active' && !onSuspendedPage) return <Navigate to={suspendedPath} replace />;
  if (account.status === 'active' && onSuspendedPage)
    return <Navigate to={`/accounts/${account.id}/dashboard`} replace />;

  return (
    <CurrentAccountContext value={value}>
      <Outlet />
    </CurrentAccountContext>
  );
};

import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useParams } from 'react-router';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentUser } from '../auth/index.ts';
import { accessOutcome } from './accessOutcome.ts';
import { routeByName } from './routeTable.ts';
import { useCurrentRouteName } from './useCurrentRouteName.ts';
import { CurrentAccountContext } from '../accounts/index.ts';

/**
 * The account part of the navigation guard, for every /accounts/:accountId page: signed out or
 * not a member → login; account not active → its suspended page. Each route's own permission
 * check is the RouteGate's.
 */
export const AccountGuard = () => {
  const { t } = useTranslation();
  const { accountId } = useParams();
  const currentUser = useCurrentUser();
  const routeName = useCurrentRouteName();
  const user = currentUser.data;

  if (currentUser.isPending) return <LoadingScreen />;
  if (currentUser.isError)
    return (
      <LoadErrorScreen message={apiErrorMessage(currentUser.error, t)} onRetry={() => void currentUser.refetch()} />
    );
  const suspendedRoute = routeName === 'account_suspended' ? routeByName(routeName) : null;
  const outcome = accessOutcome({ user: user ?? null, accountId, route: suspendedRoute });
  if (outcome.kind === 'login' || !user) return <Navigate to="/login" replace />;
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  return (
    <CurrentAccountContext value={{ user, account: outcome.account }}>
      <Outlet />
    </CurrentAccountContext>
  );
};

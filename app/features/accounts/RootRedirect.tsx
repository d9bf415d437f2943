import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { landingPath, useCurrentUser } from '../auth/index.ts';

/** /app and unknown paths: the current account's dashboard, or the login page. */
export const RootRedirect = () => {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  if (currentUser.isPending) return <LoadingScreen />;
  if (currentUser.isError)
    return (
      <LoadErrorScreen message={apiErrorMessage(currentUser.error, t)} onRetry={() => void currentUser.refetch()} />
    );
  return <Navigate to={currentUser.data ? landingPath(currentUser.data) : '/login'} replace />;
};

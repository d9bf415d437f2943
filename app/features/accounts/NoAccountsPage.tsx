import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Button } from '../../components/Button.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { AuthLayout, landingPath, useCurrentUser, useSignOut } from '../auth/index.ts';
import { CreateAccountDialog } from './CreateAccountDialog.tsx';

/** A signed-in user who belongs to no account (all memberships removed). */
export const NoAccountsPage = () => {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  const signOut = useSignOut();
  const [creating, setCreating] = useState(false);
  if (currentUser.isPending) return <LoadingScreen />;
  if (!currentUser.data) return <Navigate to="/login" replace />;
  if (currentUser.data.accounts.length > 0) return <Navigate to={landingPath(currentUser.data)} replace />;
  return (
    <AuthLayout title={t('noAccounts.title')} subtitle={t('noAccounts.body')}>
      <div className="space-y-3">
        <Button fullWidth size="lg" onClick={() => setCreating(true)}>
          {t('noAccounts.create')}
        </Button>
        <Button fullWidth size="lg" variant="secondary" isLoading={signOut.isPending} onClick={() => signOut.mutate()}>
          {t('userMenu.logout')}
        </Button>
      </div>
      <CreateAccountDialog open={creating} onClose={() => setCreating(false)} />
    </AuthLayout>
  );
};

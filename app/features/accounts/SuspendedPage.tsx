import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { AuthLayout, useSignOut } from '../auth/index.ts';
import { AccountSelectorDialog } from './AccountSelectorDialog.tsx';
import { CreateAccountDialog } from './CreateAccountDialog.tsx';
import { useCurrentAccount } from './useCurrentAccount.ts';

/** account_suspended: shown instead of every page of a suspended account. */
export const SuspendedPage = () => {
  const { t } = useTranslation();
  const { user, account } = useCurrentAccount();
  const signOut = useSignOut();
  const [dialog, setDialog] = useState<'select' | 'create' | null>(null);
  return (
    <AuthLayout title={t('suspended.title')} subtitle={t('suspended.body', { name: account.name })}>
      <div className="space-y-3">
        {user.accounts.length > 1 ? (
          <Button fullWidth size="lg" onClick={() => setDialog('select')}>
            {t('suspended.switch')}
          </Button>
        ) : null}
        <Button fullWidth size="lg" variant="secondary" isLoading={signOut.isPending} onClick={() => signOut.mutate()}>
          {t('userMenu.logout')}
        </Button>
      </div>
      <AccountSelectorDialog
        open={dialog === 'select'}
        onClose={() => setDialog(null)}
        onCreateAccount={() => setDialog('create')}
      />
      <CreateAccountDialog open={dialog === 'create'} onClose={() => setDialog(null)} />
    </AuthLayout>
  );
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { beginImpersonation } from '../../lib/impersonation.ts';
import type { TAuthHeaders } from '../../../common/contracts/auth.ts';
import { getUser, impersonateUser, superAdminKeys, userAction, type TUserAction } from './superAdminApi.ts';

type TConfirm = TUserAction | 'impersonate' | null;

/** One user: their accounts and roles; confirm, reset password or two-factor, sign in as them. */
export const ConsoleUserPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const toast = useToast();
  const queryClient = useQueryClient();
  const user = useQuery({ queryKey: superAdminKeys.user(id), queryFn: () => getUser(id) });
  const [confirm, setConfirm] = useState<TConfirm>(null);
  const onError = (e: unknown) => toast.show(apiErrorMessage(e, t), 'error');
  const act = useMutation({
    mutationFn: (action: TUserAction) => userAction(id, action),
    onSuccess: (fresh, action) => {
      queryClient.setQueryData(superAdminKeys.user(id), fresh);
      void queryClient.invalidateQueries({ queryKey: [...superAdminKeys.all, 'users'] });
      toast.show(t(`superAdmin.users.done.${action}`), 'success');
    },
    onError,
  });
  const impersonate = useMutation({
    mutationFn: () => impersonateUser(id),
    onSuccess: (res) => {
      beginImpersonation(res.headers as unknown as TAuthHeaders, res.user);
      window.location.assign(res.account_id ? `/app/accounts/${res.account_id}/dashboard` : '/app/');
    },
    onError,
  });

  if (user.isPending) return <LoadingScreen />;
  if (user.isError) return <Alert className="m-6">{apiErrorMessage(user.error, t)}</Alert>;
  const u = user.data;
  const run = (action: TConfirm) => {
    setConfirm(null);
    if (action === 'impersonate') impersonate.mutate();
    else if (action) act.mutate(action);
  };

  return (
    <>
      <PageHeader title={u.name} description={u.email} />
      <div className="space-y-6 p-6">
        <section
          aria-labelledby="user-actions"
          className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="user-actions" className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
            {t('superAdmin.users.actions')}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={u.confirmed} onClick={() => setConfirm('confirm')}>
              {u.confirmed ? t('superAdmin.users.confirmed') : t('superAdmin.users.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirm('reset_password')}>
              {t('superAdmin.users.resetPassword')}
            </Button>
            <Button variant="secondary" disabled={!u.mfa_enabled} onClick={() => setConfirm('reset_mfa')}>
              {t('superAdmin.users.resetMfa')}
            </Button>
            <Button isLoading={impersonate.isPending} onClick={() => setConfirm('impersonate')}>
              {t('superAdmin.users.impersonate')}
            </Button>
          </div>
        </section>
        <section
          aria-labelledby="user-accounts"
          className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="user-accounts" className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
            {t('superAdmin.fields.accounts')}
          </h2>
          {u.accounts.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('superAdmin.users.noAccounts')}</p>
          ) : (
            <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
              {u.accounts.map((a) => (
                <li key={a.id}>
                  <Link
                    to={`/super_admin/accounts/${a.id}`}
                    className="text-woot-700 underline-offset-2 hover:underline dark:text-woot-300"
                  >
                    <bdi>{a.name}</bdi>
                  </Link>{' '}
                  · {t(`superAdmin.roles.${a.role === 'administrator' ? 'administrator' : 'agent'}`)}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? t(`superAdmin.users.confirmTitle.${confirm}`, { name: u.name }) : ''}
        description={confirm ? t(`superAdmin.users.confirmBody.${confirm}`, { name: u.name }) : ''}
        confirmLabel={t('superAdmin.users.proceed')}
        cancelLabel={t('common.cancel')}
        danger={confirm !== 'confirm'}
        onResult={(ok) => run(ok ? confirm : null)}
      />
    </>
  );
};

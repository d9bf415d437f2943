import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  type TSuperAdminAccountDetail,
  type TSuperAdminUpdateAccountRequest,
} from '../../../common/contracts/superAdmin.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { AccountFlags } from './AccountFlags.tsx';
import { AccountLimitsForm } from './AccountLimitsForm.tsx';
import { StatusChip } from './StatusChip.tsx';
import { deleteAccount, getAccount, restoreAccount, superAdminKeys, updateAccount } from './superAdminApi.ts';

const sectionClass = 'rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';

/** One account: members, feature flags, limits, suspend or unsuspend, delete (undone within the grace period). */
export const ConsoleAccountPage = () => {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const toast = useToast();
  const queryClient = useQueryClient();
  const account = useQuery({ queryKey: superAdminKeys.account(id), queryFn: () => getAccount(id) });
  const [confirm, setConfirm] = useState<'suspend' | 'delete' | null>(null);
  const onDone = (fresh: TSuperAdminAccountDetail, message = t('superAdmin.saved')) => {
    queryClient.setQueryData(superAdminKeys.account(id), fresh);
    void queryClient.invalidateQueries({ queryKey: [...superAdminKeys.all, 'accounts'] });
    toast.show(message, 'success');
  };
  const onError = (e: unknown) => toast.show(apiErrorMessage(e, t), 'error');
  const update = useMutation({
    mutationFn: (body: TSuperAdminUpdateAccountRequest) => updateAccount(id, body),
    onSuccess: (a) => onDone(a),
    onError,
  });
  const remove = useMutation({ mutationFn: () => deleteAccount(id), onSuccess: (a) => onDone(a), onError });
  const restore = useMutation({
    mutationFn: () => restoreAccount(id),
    onSuccess: (a) => onDone(a, t('superAdmin.accounts.restored')),
    onError,
  });

  if (account.isPending) return <LoadingScreen />;
  if (account.isError) return <Alert className="m-6">{apiErrorMessage(account.error, t)}</Alert>;
  const a = account.data;
  const suspended = a.status === 'suspended';

  return (
    <>
      <PageHeader
        title={a.name}
        description={t('superAdmin.accounts.detailDescription', { id: a.id })}
        actions={
          <span className="flex gap-2">
            {suspended ? (
              <Button
                variant="secondary"
                disabled={a.deleting}
                isLoading={update.isPending}
                onClick={() => update.mutate({ status: 'active' })}
              >
                {t('superAdmin.accounts.unsuspend')}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setConfirm('suspend')}>
                {t('superAdmin.accounts.suspend')}
              </Button>
            )}
            {a.deleting ? (
              <Button variant="secondary" isLoading={restore.isPending} onClick={() => restore.mutate()}>
                {t('superAdmin.accounts.undoDelete')}
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setConfirm('delete')}>
                {t('superAdmin.accounts.delete')}
              </Button>
            )}
          </span>
        }
      />
      {a.deletion_due_at && (
        <Alert className="mx-6 mt-6">
          {t('superAdmin.accounts.deletionDue', {
            date: new Date(a.deletion_due_at).toLocaleString(i18n.language, { dateStyle: 'long', timeStyle: 'short' }),
          })}
        </Alert>
      )}
      <div className="grid gap-6 p-6 lg:grid-cols-2">
        <section aria-labelledby="account-overview" className={sectionClass}>
          <h2 id="account-overview" className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
            {t('superAdmin.accounts.overview')}
          </h2>
          <dl className="grid grid-cols-2 gap-2 text-sm text-slate-700 dark:text-slate-300">
            <dt>{t('superAdmin.fields.status')}</dt>
            <dd>
              <StatusChip status={a.deleting ? 'deleting' : a.status} />
            </dd>
            <dt>{t('superAdmin.fields.conversations')}</dt>
            <dd className="tabular-nums">{a.conversations_count}</dd>
            <dt>{t('superAdmin.fields.created')}</dt>
            <dd>{new Date(a.created_at).toLocaleString()}</dd>
          </dl>
          <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-900 dark:text-white">
            {t('superAdmin.accounts.members')}
          </h3>
          <ul className="space-y-1 text-sm">
            {a.members.map((m) => (
              <li key={m.id}>
                <Link
                  to={`/super_admin/users/${m.id}`}
                  className="text-woot-700 underline-offset-2 hover:underline dark:text-woot-300"
                >
                  <bdi>{m.name}</bdi>
                </Link>{' '}
                <span className="text-slate-600 dark:text-slate-400">
                  <bdi>{m.email}</bdi> ·{' '}
                  {t(`superAdmin.roles.${m.role === 'administrator' ? 'administrator' : 'agent'}`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="account-limits" className={sectionClass}>
          <h2 id="account-limits" className="mb-1 text-base font-semibold text-slate-900 dark:text-white">
            {t('superAdmin.accounts.limits')}
          </h2>
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t('superAdmin.accounts.limitsHint')}</p>
          <AccountLimitsForm
            key={JSON.stringify(a.limits)}
            limits={a.limits}
            isSaving={update.isPending}
            onSave={(limits) => update.mutate({ limits })}
          />
        </section>
        <section aria-labelledby="account-flags" className={`${sectionClass} lg:col-span-2`}>
          <h2 id="account-flags" className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
            {t('superAdmin.accounts.features')}
          </h2>
          <AccountFlags features={a.features} onChange={(name, on) => update.mutate({ features: { [name]: on } })} />
        </section>
      </div>
      <ConfirmDialog
        open={confirm === 'suspend'}
        title={t('superAdmin.accounts.suspendTitle', { name: a.name })}
        description={t('superAdmin.accounts.suspendBody')}
        confirmLabel={t('superAdmin.accounts.suspend')}
        cancelLabel={t('common.cancel')}
        danger
        onResult={(ok) => {
          setConfirm(null);
          if (ok) update.mutate({ status: 'suspended' });
        }}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t('superAdmin.accounts.deleteTitle', { name: a.name })}
        description={t('superAdmin.accounts.deleteBody', { days: ACCOUNT_DELETION_GRACE_DAYS })}
        confirmLabel={t('superAdmin.accounts.delete')}
        cancelLabel={t('common.cancel')}
        danger
        onResult={(ok) => {
          setConfirm(null);
          if (ok) remove.mutate();
        }}
      />
    </>
  );
};

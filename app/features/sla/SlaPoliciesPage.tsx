import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSlaPolicy } from '../../../common/contracts/sla.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SlaPolicyDialog } from './SlaPolicyDialog.tsx';
import { DurationText } from './DurationText.tsx';
import { useSlaPolicies, useSlaPolicyMutations } from './useSlaPolicies.ts';

type TDialog = { kind: 'edit'; policy: TSlaPolicy | null } | { kind: 'delete'; policy: TSlaPolicy } | null;

const Threshold = ({ seconds }: { seconds: number | null }) => {
  const { t } = useTranslation();
  return seconds ? (
    <DurationText seconds={seconds} />
  ) : (
    <span className="text-slate-500 dark:text-slate-400">{t('slaPage.none')}</span>
  );
};

/** sla_list: administrators add, edit and delete the account's SLA policies. */
export const SlaPoliciesPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const policies = useSlaPolicies(account.id);
  const { remove } = useSlaPolicyMutations(account.id);
  const [dialog, setDialog] = useState<TDialog>(null);
  const addButton = (
    <Button icon={<Icon name="plus" className="size-4" />} onClick={() => setDialog({ kind: 'edit', policy: null })}>
      {t('slaPage.add')}
    </Button>
  );
  return (
    <>
      <PageHeader title={t('routes.sla_list')} description={t('slaPage.description')} actions={addButton} />
      <div className="p-6">
        <ListStates
          query={policies}
          isEmpty={policies.data?.length === 0}
          empty={<EmptyState icon="clock" title={t('slaPage.emptyTitle')} body={t('slaPage.emptyBody')} />}
        >
          <SettingsTable
            caption={t('routes.sla_list')}
            columns={[
              { label: t('slaPage.fields.name') },
              { label: t('slaPage.fields.first_response_time_threshold') },
              { label: t('slaPage.fields.next_response_time_threshold') },
              { label: t('slaPage.fields.resolution_time_threshold') },
              { label: t('slaPage.businessHours') },
              { label: t('slaPage.actions'), hidden: true },
            ]}
            rows={policies.data ?? []}
            cells={(p) => (
              <>
                <td className="px-4 py-2.5">
                  <span className="font-medium text-slate-900 dark:text-white">
                    <bdi>{p.name}</bdi>
                  </span>
                  {p.description ? (
                    <p className="max-w-xs truncate text-xs text-slate-500 dark:text-slate-400">{p.description}</p>
                  ) : null}
                </td>
                <td className="px-4 py-2.5 text-slate-700 dark:text-slate-300">
                  <Threshold seconds={p.first_response_time_threshold} />
                </td>
                <td className="px-4 py-2.5 text-slate-700 dark:text-slate-300">
                  <Threshold seconds={p.next_response_time_threshold} />
                </td>
                <td className="px-4 py-2.5 text-slate-700 dark:text-slate-300">
                  <Threshold seconds={p.resolution_time_threshold} />
                </td>
                <td className="px-4 py-2.5 text-slate-700 dark:text-slate-300">
                  {p.only_during_business_hours ? t('common.yes') : t('common.no')}
                </td>
                <td className="px-4 py-2.5 text-end whitespace-nowrap">
                  <RowActions
                    editLabel={t('slaPage.editNamed', { name: p.name })}
                    deleteLabel={t('slaPage.deleteNamed', { name: p.name })}
                    onEdit={() => setDialog({ kind: 'edit', policy: p })}
                    onDelete={() => setDialog({ kind: 'delete', policy: p })}
                  />
                </td>
              </>
            )}
          />
        </ListStates>
      </div>
      {dialog?.kind === 'edit' ? (
        <SlaPolicyDialog accountId={account.id} policy={dialog.policy} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title={t('slaPage.deleteTitle', { name: dialog.policy.name })}
          description={t('slaPage.deleteBody')}
          confirmLabel={t('slaPage.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          danger
          onResult={(confirmed) => {
            const policy = dialog.policy;
            setDialog(null);
            if (!confirmed) return;
            remove.mutate(policy.id, {
              onSuccess: () => toast.show(t('slaPage.deleted', { name: policy.name })),
              onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
            });
          }}
        />
      ) : null}
    </>
  );
};

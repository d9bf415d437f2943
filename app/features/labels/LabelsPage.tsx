import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLabel } from '../../../common/contracts/labels.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/useCurrentAccount.ts';
import { PageHeader } from '../shell/PageHeader.tsx';
import { LabelDialog } from './LabelDialog.tsx';
import { useLabelMutations, useManagedLabels } from './useLabelSettings.ts';
import { RowActions } from '../../components/RowActions.tsx';

type TDialog = { kind: 'edit'; label: TLabel | null } | { kind: 'delete'; label: TLabel } | null;

const th = 'px-4 py-2.5 text-start text-xs font-medium text-slate-500 dark:text-slate-400';

/** labels_list: administrators add, edit and delete the account's labels. */
export const LabelsPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const labels = useManagedLabels(account.id);
  const { remove } = useLabelMutations(account.id);
  const [dialog, setDialog] = useState<TDialog>(null);
  const add = () => setDialog({ kind: 'edit', label: null });
  const addButton = (
    <Button icon={<Icon name="plus" className="size-4" />} onClick={add}>
      {t('labelsPage.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('labelsPage.title')} description={t('labelsPage.description')} actions={addButton} />
      <div className="p-6">
        {labels.isPending ? (
          <div className="flex justify-center py-16 text-slate-400">
            <Spinner className="size-6" label={t('common.loading')} />
          </div>
        ) : labels.isError ? (
          <LoadErrorScreen message={apiErrorMessage(labels.error, t)} onRetry={() => void labels.refetch()} />
        ) : labels.data.length === 0 ? (
          <EmptyState icon="tag" title={t('labelsPage.emptyTitle')} body={t('labelsPage.emptyBody')} />
        ) : (
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">{t('labelsPage.title')}</caption>
              <thead className="border-b border-slate-200 bg-slate-50/80 dark:border-slate-800 dark:bg-slate-900">
                <tr>
                  <th scope="col" className={th}>
                    {t('labelsPage.fields.title')}
                  </th>
                  <th scope="col" className={th}>
                    {t('labelsPage.fields.description')}
                  </th>
                  <th scope="col" className={th}>
                    {t('labelsPage.fields.color')}
                  </th>
                  <th scope="col" className={th}>
                    {t('labelsPage.fields.showOnSidebar')}
                  </th>
                  <th scope="col" className={th}>
                    <span className="sr-only">{t('labelsPage.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {labels.data.map((l) => (
                  <tr key={l.id} className="hover:bg-slate-50/60 dark:hover:bg-slate-800/30">
                    <td className="px-4 py-2.5">
                      <span className="inline-flex items-center gap-2 font-medium text-slate-900 dark:text-white">
                        <span
                          aria-hidden="true"
                          className="size-2.5 shrink-0 rounded-full"
                          style={{ backgroundColor: l.color }}
                        />
                        <bdi>{l.title}</bdi>
                      </span>
                    </td>
                    <td className="max-w-xs truncate px-4 py-2.5 text-slate-500 dark:text-slate-400">
                      {l.description ?? ''}
                    </td>
                    <td className="px-4 py-2.5">
                      <span className="inline-flex items-center gap-2">
                        <span
                          aria-hidden="true"
                          className="size-5 rounded-md ring-1 ring-black/10 dark:ring-white/15"
                          style={{ backgroundColor: l.color }}
                        />
                        <span dir="ltr" className="font-mono text-xs text-slate-600 dark:text-slate-300">
                          {l.color}
                        </span>
                      </span>
                    </td>
                    <td className="px-4 py-2.5 text-slate-600 dark:text-slate-300">
                      {l.show_on_sidebar ? t('common.yes') : t('common.no')}
                    </td>
                    <td className="px-4 py-2.5 text-end whitespace-nowrap">
                      <RowActions
                        editLabel={t('labelsPage.editNamed', { title: l.title })}
                        deleteLabel={t('labelsPage.deleteNamed', { title: l.title })}
                        onEdit={() => setDialog({ kind: 'edit', label: l })}
                        onDelete={() => setDialog({ kind: 'delete', label: l })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {dialog?.kind === 'edit' ? (
        <LabelDialog accountId={account.id} label={dialog.label} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title={t('labelsPage.deleteTitle', { title: dialog.label.title })}
          description={t('labelsPage.deleteBody')}
          confirmLabel={t('labelsPage.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          danger
          onResult={(confirmed) => {
            const label = dialog.label;
            setDialog(null);
            if (!confirmed) return;
            remove.mutate(label.id, {
              onSuccess: () => toast.show(t('labelsPage.deleted', { title: label.title })),
              onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
            });
          }}
        />
      ) : null}
    </>
  );
};

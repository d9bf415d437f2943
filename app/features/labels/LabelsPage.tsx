import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLabel } from '../../../common/contracts/labels.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { LabelDialog } from './LabelDialog.tsx';
import { useLabelMutations, useManagedLabels } from './useLabelSettings.ts';
import { RowActions } from '../../components/RowActions.tsx';

type TDialog = { kind: 'edit'; label: TLabel | null } | { kind: 'delete'; label: TLabel } | null;

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
        <ListStates
          query={labels}
          isEmpty={labels.data?.length === 0}
          empty={<EmptyState icon="tag" title={t('labelsPage.emptyTitle')} body={t('labelsPage.emptyBody')} />}
        >
          <SettingsTable
            caption={t('labelsPage.title')}
            columns={[
              { label: t('labelsPage.fields.title') },
              { label: t('labelsPage.fields.description') },
              { label: t('labelsPage.fields.color') },
              { label: t('labelsPage.fields.showOnSidebar') },
              { label: t('labelsPage.actions'), hidden: true },
            ]}
            rows={labels.data ?? []}
            cells={(l) => (
              <>
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
              </>
            )}
          />
        </ListStates>
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

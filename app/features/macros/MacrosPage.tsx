import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMacro } from '../../../common/contracts/automation.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useNavigate } from 'react-router';
import { useMacroMutations, useMacros } from './useMacros.ts';

/** macros_wrapper: the global macros and the user's own personal ones. */
export const MacrosPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { account } = useCurrentAccount();
  const list = useMacros(account.id);
  const { remove } = useMacroMutations(account.id);
  const [deleting, setDeleting] = useState<TMacro | null>(null);

  return (
    <>
      <PageHeader
        title={t('macrosPage.title')}
        description={t('macrosPage.description')}
        actions={
          <Link
            to={pathTo(account.id, 'macros_new')}
            className="inline-flex h-9 items-center gap-2 rounded-lg bg-woot-600 px-3.5 text-sm font-medium text-white hover:bg-woot-700 dark:bg-woot-500 dark:hover:bg-woot-600"
          >
            <Icon name="plus" className="size-4" />
            {t('macrosPage.add')}
          </Link>
        }
      />
      <div className="p-6">
        <ListStates
          query={list}
          isEmpty={list.data?.length === 0}
          empty={<EmptyState icon="flash" title={t('macrosPage.emptyTitle')} body={t('macrosPage.emptyBody')} />}
        >
          <SettingsTable
            caption={t('macrosPage.title')}
            rowClassName="hover:bg-slate-50/60 dark:hover:bg-slate-800/30"
            columns={[
              { label: t('macrosPage.fields.name') },
              { label: t('macrosPage.fields.createdBy'), className: 'w-48' },
              { label: t('macrosPage.fields.visibility'), className: 'w-32' },
              { label: t('macrosPage.rowActions'), className: 'w-28', hidden: true },
            ]}
            rows={list.data ?? []}
            cells={(m) => (
              <>
                <td className="px-4 py-2.5 font-medium text-slate-900 dark:text-white">
                  <bdi>{m.name}</bdi>
                </td>
                <td className="px-4 py-2.5 text-slate-600 dark:text-slate-300">
                  <bdi>{m.created_by?.name ?? ''}</bdi>
                </td>
                <td className="px-4 py-2.5 text-slate-600 dark:text-slate-300">
                  {t(`macrosPage.visibility.${m.visibility}`)}
                </td>
                <td className="px-4 py-2.5 text-end whitespace-nowrap">
                  <RowActions
                    editLabel={t('macrosPage.editNamed', { name: m.name })}
                    deleteLabel={t('macrosPage.deleteNamed', { name: m.name })}
                    onEdit={() => void navigate(pathTo(account.id, 'macros_edit', { macroId: m.id }))}
                    onDelete={() => setDeleting(m)}
                  />
                </td>
              </>
            )}
          />
        </ListStates>
      </div>
      {deleting ? (
        <ConfirmDialog
          open
          title={t('macrosPage.deleteTitle', { name: deleting.name })}
          description={t('macrosPage.deleteBody')}
          confirmLabel={t('macrosPage.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          danger
          onResult={(confirmed) => {
            const macro = deleting;
            setDeleting(null);
            if (!confirmed) return;
            remove.mutate(macro.id, {
              onSuccess: () => toast.show(t('macrosPage.deleted', { name: macro.name })),
              onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
            });
          }}
        />
      ) : null}
    </>
  );
};

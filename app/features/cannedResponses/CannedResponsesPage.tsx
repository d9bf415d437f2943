import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCannedResponse } from '../../../common/contracts/cannedResponses.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { inputClass } from '../../components/fieldStyles.ts';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CannedResponseDialog } from './CannedResponseDialog.tsx';
import { useCannedResponseMutations, useCannedResponses } from './useCannedResponses.ts';
import { RowActions } from '../../components/RowActions.tsx';

type TDialog = { kind: 'edit'; canned: TCannedResponse | null } | { kind: 'delete'; canned: TCannedResponse } | null;

/** canned_list: administrators and agents keep the replies the editor's "/" menu offers. */
export const CannedResponsesPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const list = useCannedResponses(account.id, q);
  const { remove } = useCannedResponseMutations(account.id);
  const [dialog, setDialog] = useState<TDialog>(null);

  return (
    <>
      <PageHeader
        title={t('cannedPage.title')}
        description={t('cannedPage.description')}
        actions={
          <Button
            icon={<Icon name="plus" className="size-4" />}
            onClick={() => setDialog({ kind: 'edit', canned: null })}
          >
            {t('cannedPage.add')}
          </Button>
        }
      />
      <div className="space-y-4 p-6">
        <div className="relative max-w-sm">
          <Icon
            name="search"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            dir="auto"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label={t('cannedPage.search')}
            placeholder={t('cannedPage.search')}
            className={`${inputClass(false)} ps-9`}
          />
        </div>
        <ListStates
          query={list}
          isEmpty={list.data?.length === 0}
          empty={
            q ? (
              <p className="py-10 text-center text-sm text-slate-500 dark:text-slate-400">
                {t('cannedPage.noMatches', { search: q })}
              </p>
            ) : (
              <EmptyState icon="chatMultiple" title={t('cannedPage.emptyTitle')} body={t('cannedPage.emptyBody')} />
            )
          }
        >
          <SettingsTable
            caption={t('cannedPage.title')}
            fixed
            rowClassName="align-top hover:bg-slate-50/60 dark:hover:bg-slate-800/30"
            columns={[
              { label: t('cannedPage.fields.shortCode'), className: 'w-48' },
              { label: t('cannedPage.fields.content') },
              { label: t('cannedPage.actions'), className: 'w-28', hidden: true },
            ]}
            rows={list.data ?? []}
            cells={(c) => (
              <>
                <td className="truncate px-4 py-2.5 font-mono text-xs font-medium text-slate-900 dark:text-white">
                  <bdi>{c.short_code}</bdi>
                </td>
                <td className="px-4 py-2.5 text-slate-600 dark:text-slate-300">
                  <p dir="auto" className="line-clamp-3 break-words whitespace-pre-line">
                    {c.content}
                  </p>
                </td>
                <td className="px-4 py-2.5 text-end whitespace-nowrap">
                  <RowActions
                    editLabel={t('cannedPage.editNamed', { code: c.short_code })}
                    deleteLabel={t('cannedPage.deleteNamed', { code: c.short_code })}
                    onEdit={() => setDialog({ kind: 'edit', canned: c })}
                    onDelete={() => setDialog({ kind: 'delete', canned: c })}
                  />
                </td>
              </>
            )}
          />
        </ListStates>
      </div>
      {dialog?.kind === 'edit' ? (
        <CannedResponseDialog accountId={account.id} canned={dialog.canned} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title={t('cannedPage.deleteTitle', { code: dialog.canned.short_code })}
          description={t('cannedPage.deleteBody')}
          confirmLabel={t('cannedPage.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          danger
          onResult={(confirmed) => {
            const canned = dialog.canned;
            setDialog(null);
            if (!confirmed) return;
            remove.mutate(canned.id, {
              onSuccess: () => toast.show(t('cannedPage.deleted', { code: canned.short_code })),
              onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
            });
          }}
        />
      ) : null}
    </>
  );
};

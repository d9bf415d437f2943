import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TypeToConfirmDialog } from '../../components/TypeToConfirmDialog.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { channelIcon, pathTo } from '../navigation/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { channelLabelKey } from './channelLabel.ts';
import { deleteInbox, inboxKeys } from './inboxApi.ts';
import type { TInboxSummary } from './inboxQueries.ts';
import { useInboxes } from './useInboxes.ts';

/** settings_inbox_list: every inbox with its channel, a settings link and delete (type the name to confirm). */
export const InboxesListPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { account } = useCurrentAccount();
  const inboxes = useInboxes(account.id);
  const [deleting, setDeleting] = useState<TInboxSummary | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => deleteInbox(account.id, id),
    onSuccess: async () => {
      toast.show(t('inboxesPage.list.deleted', { name: deleting?.name ?? '' }), 'success');
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: inboxKeys.all(account.id) });
    },
    onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
  });
  const newLink = pathTo(account.id, 'settings_inbox_new');
  return (
    <>
      <PageHeader
        title={t('inboxesPage.list.title')}
        description={t('inboxesPage.list.description')}
        actions={
          <Link
            to={newLink}
            className="inline-flex h-9 items-center gap-2 rounded-lg bg-woot-600 px-3.5 text-sm font-medium text-white shadow-sm hover:bg-woot-700 dark:bg-woot-500 dark:hover:bg-woot-600"
          >
            <Icon name="plus" className="size-4" />
            {t('inboxesPage.list.add')}
          </Link>
        }
      />
      <div className="p-6">
        {inboxes.isPending ? (
          <div className="flex justify-center py-16 text-slate-400">
            <Spinner className="size-6" label={t('common.loading')} />
          </div>
        ) : (inboxes.data ?? []).length === 0 ? (
          <EmptyState icon="inbox" title={t('inboxesPage.list.emptyTitle')} body={t('inboxesPage.list.emptyBody')} />
        ) : (
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {(inboxes.data ?? []).map((inbox) => (
              <li key={inbox.id} className="flex items-center gap-3 px-4 py-3">
                <Avatar name={inbox.name} src={inbox.avatar_url} size="lg" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{inbox.name}</p>
                  <p className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
                    <Icon name={channelIcon(inbox)} className="size-3.5" />
                    {t(channelLabelKey(inbox))}
                  </p>
                </div>
                <Link
                  to={pathTo(account.id, 'settings_inbox_show', { inboxId: inbox.id })}
                  aria-label={t('inboxesPage.list.settingsOf', { name: inbox.name })}
                  className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-slate-200 px-2.5 text-xs font-medium text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  <Icon name="settings" className="size-4" />
                  {t('inboxesPage.list.settings')}
                </Link>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('inboxesPage.list.deleteOf', { name: inbox.name })}
                  icon={<Icon name="trash" className="size-4 text-red-600 dark:text-red-400" />}
                  onClick={() => setDeleting(inbox)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <TypeToConfirmDialog
        open={deleting !== null}
        title={t('inboxesPage.list.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('inboxesPage.list.deleteBody')}
        confirmValue={deleting?.name ?? ''}
        confirmLabel={t('inboxesPage.list.deleteConfirm')}
        isLoading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};

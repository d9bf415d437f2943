import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { downloadCsv } from '../../lib/downloadCsv.ts';
import { archiveKeys, contactArchiveUrl, exportContactData, listContactArchives } from './contactArchivesApi.ts';

/**
 * The person's data archives (right of access; administrators): ask for one, watch it build, download it.
 * The list refreshes every two seconds while one is building.
 */
export const ContactArchivesSection = ({ accountId, contactId }: { accountId: number; contactId: number }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const key = archiveKeys(accountId, contactId);
  const archives = useQuery({
    queryKey: key,
    queryFn: () => listContactArchives(accountId, contactId),
    refetchInterval: (q) => (q.state.data?.some((a) => a.status === 'building') ? 2000 : false),
  });
  const request = useMutation({
    mutationFn: () => exportContactData(accountId, contactId),
    onSuccess: () => {
      toast.show(t('contactsPage.archives.requested'));
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
  });
  const download = (id: number, fileName: string) =>
    downloadCsv(contactArchiveUrl(accountId, contactId, id), fileName).catch(() =>
      toast.show(t('contactsPage.archives.downloadFailed'), 'error'),
    );
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('contactsPage.archives.body')}</p>
      <Button variant="secondary" isLoading={request.isPending} onClick={() => request.mutate()}>
        {t('contactsPage.archives.export')}
      </Button>
      {archives.data?.length ? (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {archives.data.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-3 py-2">
              <span className="text-slate-700 dark:text-slate-200">
                {new Date(a.created_at).toLocaleString()} · {t(`contactsPage.archives.status.${a.status}`)}
              </span>
              {a.status === 'ready' ? (
                <Button size="sm" variant="ghost" onClick={() => void download(a.id, a.file_name)}>
                  {t('contactsPage.archives.download', { name: a.file_name })}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};

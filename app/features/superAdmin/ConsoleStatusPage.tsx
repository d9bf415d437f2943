import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { getInstanceStatus, retryJob, superAdminKeys } from './superAdminApi.ts';

const sectionClass = 'rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';
const cell = 'px-3 py-2 text-start';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Version, database, the job queues (failures can be retried) and the nodes seen lately. */
export const ConsoleStatusPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: superAdminKeys.status(), queryFn: getInstanceStatus, refetchInterval: 30_000 });
  const retry = useMutation({
    mutationFn: ({ name, id }: { name: string; id: string }) => retryJob(name, id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: superAdminKeys.status() });
      toast.show(t('superAdmin.status.retried'), 'success');
    },
    onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
  });
  if (status.isPending) return <LoadingScreen />;
  if (status.isError) return <Alert className="m-6">{apiErrorMessage(status.error, t)}</Alert>;
  const s = status.data;

  return (
    <>
      <PageHeader title={t('superAdmin.status.title')} description={t('superAdmin.status.description')} />
      <div className="grid gap-6 p-6 lg:grid-cols-2">
        <section aria-labelledby="status-instance" className={sectionClass}>
          <h2 id="status-instance" className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
            {t('superAdmin.status.instance')}
          </h2>
          <dl className="grid grid-cols-2 gap-2 text-sm text-slate-700 dark:text-slate-300">
            <dt>{t('superAdmin.status.version')}</dt>
            <dd dir="ltr">{s.version}</dd>
            <dt>{t('superAdmin.status.node')}</dt>
            <dd dir="ltr">{s.node_version}</dd>
            <dt>{t('superAdmin.status.database')}</dt>
            <dd>
              {t(`superAdmin.status.${s.database.kind}`)} ·{' '}
              <span dir="ltr">{t('superAdmin.status.postgres', { version: s.database.server_version })}</span>
            </dd>
            <dt>{t('superAdmin.status.databaseSize')}</dt>
            <dd dir="ltr">{megabytes(s.database.size_bytes)}</dd>
          </dl>
          <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-900 dark:text-white">
            {t('superAdmin.status.nodes')}
          </h3>
          <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
            {s.nodes.map((n) => (
              <li key={n.name}>
                <span dir="ltr" className="font-mono text-xs">
                  {n.name}
                </span>{' '}
                · {n.role} · {new Date(n.seen_at).toLocaleTimeString()}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="status-queues" className={sectionClass}>
          <h2 id="status-queues" className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
            {t('superAdmin.status.queues')}
          </h2>
          {s.queues.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('superAdmin.status.noJobs')}</p>
          ) : (
            <table className="w-full text-sm text-slate-700 dark:text-slate-300">
              <thead className="text-xs text-slate-600 dark:text-slate-400">
                <tr>
                  <th className={cell}>{t('superAdmin.status.queue')}</th>
                  <th className={cell}>{t('superAdmin.status.queued')}</th>
                  <th className={cell}>{t('superAdmin.status.active')}</th>
                  <th className={cell}>{t('superAdmin.status.failed')}</th>
                </tr>
              </thead>
              <tbody>
                {s.queues.map((q) => (
                  <tr key={q.name} className="border-t border-slate-100 dark:border-slate-800">
                    <td className={`${cell} font-mono text-xs`} dir="ltr">
                      {q.name}
                    </td>
                    <td className={`${cell} tabular-nums`}>{q.queued}</td>
                    <td className={`${cell} tabular-nums`}>{q.active}</td>
                    <td className={`${cell} tabular-nums`}>{q.failed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="status-failed" className={`${sectionClass} lg:col-span-2`}>
          <h2 id="status-failed" className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
            {t('superAdmin.status.failedJobs')}
          </h2>
          {s.failed_jobs.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('superAdmin.status.noFailures')}</p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
              {s.failed_jobs.map((j) => (
                <li key={j.id} className="flex items-start justify-between gap-3 py-2">
                  <span className="min-w-0 text-slate-700 dark:text-slate-300">
                    <span dir="ltr" className="font-mono text-xs">
                      {j.name}
                    </span>
                    {j.failed_at ? ` · ${new Date(j.failed_at).toLocaleString()}` : ''}
                    <span dir="ltr" className="block truncate text-xs text-red-700 dark:text-red-300">
                      {j.error}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    isLoading={retry.isPending && retry.variables.id === j.id}
                    onClick={() => retry.mutate({ name: j.name, id: j.id })}
                  >
                    {t('superAdmin.status.retry')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
};

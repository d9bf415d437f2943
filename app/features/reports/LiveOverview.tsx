import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { MetricCard } from './MetricCard.tsx';
import { fetchAgentLoad, fetchLiveCounts, reportKeys } from './reportsApi.ts';

/** Live figures refresh this often (part 1 §2 overview). */
export const LIVE_REFRESH_MS = 30_000;
const COUNTS = ['open', 'unattended', 'unassigned', 'pending'] as const;
const STATUSES = ['online', 'busy', 'offline'] as const;

const Loading = () => {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-8 text-slate-400">
      <Spinner className="size-6" label={t('common.loading')} />
    </div>
  );
};

/** Open/unattended/unassigned/pending now, agents by status, and each agent's load; refreshed every 30 s. */
export const LiveOverview = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const live = useQuery({
    queryKey: reportKeys.live(accountId),
    queryFn: () => fetchLiveCounts(accountId),
    refetchInterval: LIVE_REFRESH_MS,
  });
  const agents = useQuery({
    queryKey: reportKeys.agentLoad(accountId),
    queryFn: () => fetchAgentLoad(accountId),
    refetchInterval: LIVE_REFRESH_MS,
  });
  const error = (e: unknown) => (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {apiErrorMessage(e, t)}
    </p>
  );
  const th = 'px-4 py-2 text-xs font-medium text-slate-600 dark:text-slate-300';
  return (
    <>
      <section aria-labelledby="live-conversations" className="space-y-3">
        <h2 id="live-conversations" className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('reportsPage.live.conversations')}
        </h2>
        {live.isPending ? (
          <Loading />
        ) : live.isError ? (
          error(live.error)
        ) : (
          <ul className="grid grid-cols-2 gap-4 xl:grid-cols-4">
            {COUNTS.map((c) => (
              <li key={c}>
                <MetricCard label={t(`reportsPage.live.${c}`)} value={live.data[c]} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="live-agents" className="space-y-3">
        <h2 id="live-agents" className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('reportsPage.live.agents')}
        </h2>
        {agents.isPending ? (
          <Loading />
        ) : agents.isError ? (
          error(agents.error)
        ) : (
          <>
            <ul className="grid grid-cols-3 gap-4">
              {STATUSES.map((s) => (
                <li key={s}>
                  <MetricCard
                    label={t(`availability.${s}`)}
                    value={agents.data.filter((a) => a.availability === s).length}
                  />
                </li>
              ))}
            </ul>
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
              <table className="w-full min-w-[32rem] text-sm">
                <caption className="px-4 pt-3 text-start text-sm font-semibold text-slate-900 dark:text-white">
                  {t('reportsPage.live.load')}
                </caption>
                <thead className="border-b border-slate-200 dark:border-slate-800">
                  <tr>
                    <th scope="col" className={`${th} text-start`}>
                      {t('reportsPage.entity.agent')}
                    </th>
                    <th scope="col" className={`${th} text-start`}>
                      {t('reportsPage.live.status')}
                    </th>
                    <th scope="col" className={`${th} text-end`}>
                      {t('reportsPage.live.open')}
                    </th>
                    <th scope="col" className={`${th} text-end`}>
                      {t('reportsPage.live.unattended')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                  {agents.data.map((a) => (
                    <tr key={a.id}>
                      <th scope="row" className="px-4 py-2 text-start font-medium text-slate-900 dark:text-white">
                        {a.name}
                        <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{a.email}</span>
                      </th>
                      <td className="px-4 py-2 text-slate-700 dark:text-slate-200">
                        {STATUSES.find((s) => s === a.availability)
                          ? t(`availability.${a.availability as (typeof STATUSES)[number]}`)
                          : a.availability}
                      </td>
                      <td className="px-4 py-2 text-end tabular-nums">{a.metric.open}</td>
                      <td className="px-4 py-2 text-end tabular-nums">{a.metric.unattended}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {agents.data.length === 0 ? (
                <p className="px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-300">
                  {t('reportsPage.table.empty')}
                </p>
              ) : null}
            </div>
          </>
        )}
      </section>
    </>
  );
};

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { DrilldownDialog, type TDrilldownTarget } from './DrilldownDialog.tsx';
import { MetricCard } from './MetricCard.tsx';
import { rangeQuery } from './reportFilters.ts';
import { ReportFilterBar } from './ReportFilterBar.tsx';
import { SeriesChart } from './ReportMetrics.tsx';
import { fetchBotMetrics, fetchBotSummary, reportKeys, type TScope } from './reportsApi.ts';
import { useReportFilters } from './useReportFilters.ts';

const BOT_COUNTS = ['bot_resolutions_count', 'bot_handoffs_count'] as const;

/** bot_reports (response-bot flag): what the bot resolved and handed off, and its rates. */
export const BotReportsPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const [filters, setFilters] = useReportFilters();
  const [target, setTarget] = useState<TDrilldownTarget | null>(null);
  const range = rangeQuery(filters);
  const scope: TScope = { type: 'account', ...range };
  const summary = useQuery({
    queryKey: reportKeys.botSummary(account.id, range),
    queryFn: () => fetchBotSummary(account.id, range),
  });
  const metrics = useQuery({
    queryKey: reportKeys.botMetrics(account.id, range),
    queryFn: () => fetchBotMetrics(account.id, range),
  });
  const failed = summary.error ?? metrics.error;
  return (
    <>
      <PageHeader title={t('routes.bot_reports')} description={t('reportsPage.descriptions.bot')} />
      <ReportFilterBar filters={filters} onChange={setFilters} />
      <div className="space-y-6 p-6">
        {summary.isPending || metrics.isPending ? (
          <div className="flex justify-center py-10 text-slate-400">
            <Spinner className="size-6" label={t('common.loading')} />
          </div>
        ) : failed ? (
          <LoadErrorScreen
            message={apiErrorMessage(failed, t)}
            onRetry={() => void Promise.all([summary.refetch(), metrics.refetch()])}
          />
        ) : summary.data && metrics.data ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <li>
              <MetricCard label={t('reportsPage.bot.conversations')} value={metrics.data.conversation_count} />
            </li>
            <li>
              <MetricCard label={t('reportsPage.bot.messages')} value={metrics.data.message_count} />
            </li>
            <li>
              <MetricCard
                label={t('reportsPage.bot.resolutionRate')}
                value={metrics.data.resolution_rate}
                kind="percent"
                empty={metrics.data.conversation_count === 0 ? t('reportsPage.noData.noConversations') : undefined}
              />
            </li>
            <li>
              <MetricCard
                label={t('reportsPage.bot.handoffRate')}
                value={metrics.data.handoff_rate}
                kind="percent"
                empty={metrics.data.conversation_count === 0 ? t('reportsPage.noData.noConversations') : undefined}
              />
            </li>
            {BOT_COUNTS.map((m) => (
              <li key={m}>
                <MetricCard
                  label={t(`reportsPage.metrics.${m}`)}
                  value={summary.data[m]}
                  previous={summary.data.previous[m]}
                  lowerIsBetter={m === 'bot_handoffs_count'}
                  onOpen={() => setTarget({ metric: m, title: t(`reportsPage.metrics.${m}`), scope })}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          {BOT_COUNTS.map((m) => (
            <SeriesChart
              key={m}
              accountId={account.id}
              scope={scope}
              groupBy={filters.groupBy}
              metric={m}
              onBucket={(since, until, label) =>
                setTarget({
                  metric: m,
                  title: t('reportsPage.drilldown.bucketTitle', {
                    metric: t(`reportsPage.metrics.${m}`),
                    period: label,
                  }),
                  scope: { ...scope, since, until },
                })
              }
            />
          ))}
        </div>
      </div>
      <DrilldownDialog accountId={account.id} target={target} onClose={() => setTarget(null)} />
    </>
  );
};

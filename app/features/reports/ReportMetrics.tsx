import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TIME_METRICS,
  type TReportGroupBy,
  type TReportMetric,
  type TReportSummary,
} from '../../../common/contracts/reports.ts';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { bucketLabel, nextBucket } from './bucketLabel.ts';
import { DrilldownDialog, type TDrilldownTarget } from './DrilldownDialog.tsx';
import { MetricCard } from './MetricCard.tsx';
import { MetricChart } from './MetricChart.tsx';
import { fetchSeries, fetchSummary, reportKeys, type TScope } from './reportsApi.ts';

/** The summary's figures, in Chatwoot's card order. */
export const SUMMARY_METRICS = [
  'conversations_count',
  'incoming_messages_count',
  'outgoing_messages_count',
  'avg_first_response_time',
  'avg_resolution_time',
  'resolutions_count',
  'reply_time',
] as const satisfies readonly TReportMetric[];
type TSummaryMetric = (typeof SUMMARY_METRICS)[number];

/**
 * Why an average has nothing to average over: no resolutions for the resolution time, no agent reply for the
 * first response and reply times. Null when the figure is a real one (counts always are, and so is any
 * average above zero).
 */
export const emptyReason = (m: TSummaryMetric, s: Omit<TReportSummary, 'previous'>) => {
  if (s[m] !== 0) return null;
  if (m === 'avg_resolution_time' && s.resolutions_count === 0) return 'noResolutions' as const;
  if ((m === 'avg_first_response_time' || m === 'reply_time') && s.outgoing_messages_count === 0)
    return 'noReplies' as const;
  return null;
};

interface TReportMetricsProps {
  accountId: number;
  scope: TScope;
  groupBy: TReportGroupBy;
  /** The series drawn (default: every summary figure). */
  metrics?: readonly TReportMetric[];
}

/** Cards of a scope's summary (against the previous period) and a chart per metric; both drill down. */
export const ReportMetrics = ({ accountId, scope, groupBy, metrics = SUMMARY_METRICS }: TReportMetricsProps) => {
  const { t } = useTranslation();
  const [target, setTarget] = useState<TDrilldownTarget | null>(null);
  const summary = useQuery({
    queryKey: reportKeys.summary(accountId, scope),
    queryFn: () => fetchSummary(accountId, scope),
  });
  return (
    <section aria-label={t('reportsPage.sections.metrics')} className="space-y-6">
      {summary.isPending ? (
        <div className="flex justify-center py-10 text-slate-400">
          <Spinner className="size-6" label={t('common.loading')} />
        </div>
      ) : summary.isError ? (
        <LoadErrorScreen message={apiErrorMessage(summary.error, t)} onRetry={() => void summary.refetch()} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {SUMMARY_METRICS.map((m) => {
            const why = emptyReason(m, summary.data);
            return (
              <li key={m}>
                <MetricCard
                  label={t(`reportsPage.metrics.${m}`)}
                  value={summary.data[m]}
                  empty={why ? t(`reportsPage.noData.${why}`) : undefined}
                  previous={summary.data.previous[m]}
                  kind={TIME_METRICS.includes(m) ? 'time' : 'count'}
                  lowerIsBetter={TIME_METRICS.includes(m)}
                  onOpen={() => setTarget({ metric: m, title: t(`reportsPage.metrics.${m}`), scope })}
                />
              </li>
            );
          })}
        </ul>
      )}
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {metrics.map((m) => (
          <SeriesChart
            key={m}
            accountId={accountId}
            scope={scope}
            groupBy={groupBy}
            metric={m}
            onBucket={(since, until, label) =>
              setTarget({
                metric: m,
                title: t('reportsPage.drilldown.bucketTitle', { metric: t(`reportsPage.metrics.${m}`), period: label }),
                scope: { ...scope, since, until },
              })
            }
          />
        ))}
      </div>
      <DrilldownDialog accountId={accountId} target={target} onClose={() => setTarget(null)} />
    </section>
  );
};

interface TSeriesChartProps {
  accountId: number;
  scope: TScope;
  groupBy: TReportGroupBy;
  metric: TReportMetric;
  onBucket: (since: number, until: number, label: string) => void;
}

/** One metric's series: loading, error (with the server's message) and empty states around the chart. */
export const SeriesChart = ({ accountId, scope, groupBy, metric, onBucket }: TSeriesChartProps) => {
  const { t, i18n } = useTranslation();
  const series = useQuery({
    queryKey: reportKeys.series(accountId, scope, metric, groupBy),
    queryFn: () => fetchSeries(accountId, scope, metric, groupBy),
  });
  const title = t(`reportsPage.metrics.${metric}`);
  if (series.isPending)
    return (
      <div className="flex h-72 items-center justify-center rounded-xl border border-slate-200 text-slate-400 dark:border-slate-800">
        <Spinner className="size-6" label={t('reportsPage.chart.loading', { metric: title })} />
      </div>
    );
  if (series.isError)
    return (
      <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">{title}</p>
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {apiErrorMessage(series.error, t)}
        </p>
      </div>
    );
  if (series.data.length === 0)
    return (
      <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">{title}</p>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('reportsPage.chart.empty')}</p>
      </div>
    );
  return (
    <MetricChart
      title={title}
      points={series.data}
      groupBy={groupBy}
      kind={TIME_METRICS.includes(metric) ? 'time' : 'count'}
      onBucket={(p) =>
        onBucket(
          Math.max(scope.since, p.timestamp),
          Math.min(scope.until, nextBucket(p.timestamp, groupBy) - 1),
          bucketLabel(p.timestamp, groupBy, i18n.language),
        )
      }
    />
  );
};

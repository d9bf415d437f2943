import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { heatLevel, heatmapGrid } from './heatmap.ts';
import { heatmapRange, rangeQuery } from './reportFilters.ts';
import { downloadReport, fetchSeries, reportKeys, type TScope } from './reportsApi.ts';

const LEVELS = [
  'bg-slate-50 text-slate-600 dark:bg-slate-800/60 dark:text-slate-300',
  'bg-woot-100 text-slate-900 dark:bg-woot-900 dark:text-white',
  'bg-woot-200 text-slate-900 dark:bg-woot-800 dark:text-white',
  'bg-woot-600 text-white dark:bg-woot-700',
  'bg-woot-800 text-white dark:bg-woot-300 dark:text-slate-900',
];

/** Conversations started per hour over the last 7 days (viewer's timezone): a table with numbers, shaded. */
export const TrafficHeatmap = ({ accountId }: { accountId: number }) => {
  const { t, i18n } = useTranslation();
  const range = rangeQuery({ ...heatmapRange(new Date()), businessHours: false });
  const scope: TScope = { type: 'account', ...range };
  const series = useQuery({
    queryKey: reportKeys.series(accountId, scope, 'conversations_count', 'hour'),
    queryFn: () => fetchSeries(accountId, scope, 'conversations_count', 'hour'),
  });
  const download = useMutation({ mutationFn: () => downloadReport(accountId, 'conversation_traffic', range) });
  const grid = series.data ? heatmapGrid(series.data, new Date(range.since * 1000)) : [];
  const max = Math.max(0, ...grid.flatMap((d) => d.hours));
  const hourLabel = (h: number) => new Date(2000, 0, 1, h).toLocaleTimeString(i18n.language, { hour: 'numeric' });
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs dark:border-slate-800 dark:bg-slate-900">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t('reportsPage.traffic.title')}</h2>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="download" className="size-4" />}
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {t('reportsPage.download')}
        </Button>
      </div>
      {download.isError ? (
        <p role="alert" className="mb-2 text-sm text-red-700 dark:text-red-400">
          {apiErrorMessage(download.error, t)}
        </p>
      ) : null}
      {series.isPending ? (
        <div className="flex justify-center py-10 text-slate-400">
          <Spinner className="size-6" label={t('common.loading')} />
        </div>
      ) : series.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {apiErrorMessage(series.error, t)}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-separate border-spacing-0.5 text-[11px]">
            <caption className="sr-only">{t('reportsPage.traffic.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="sr-only">
                  {t('reportsPage.traffic.day')}
                </th>
                {Array.from({ length: 24 }, (_, h) => (
                  <th key={h} scope="col" className="px-0.5 font-normal text-slate-600 dark:text-slate-300">
                    <span aria-hidden="true">{h % 3 === 0 ? hourLabel(h) : ''}</span>
                    <span className="sr-only">{hourLabel(h)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.map(({ day, hours }) => (
                <tr key={day.getTime()}>
                  <th
                    scope="row"
                    className="pe-2 text-start font-normal whitespace-nowrap text-slate-700 dark:text-slate-200"
                  >
                    {day.toLocaleDateString(i18n.language, { weekday: 'short', day: 'numeric', month: 'short' })}
                  </th>
                  {hours.map((v, h) => (
                    <td key={h} className={`h-7 min-w-6 rounded text-center tabular-nums ${LEVELS[heatLevel(v, max)]}`}>
                      {v}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};

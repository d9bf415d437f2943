import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TReportGroupBy, TReportPoint } from '../../../common/contracts/reports.ts';
import { bucketLabel } from './bucketLabel.ts';
import { formatMetric, type TMetricKind } from './MetricCard.tsx';
import { useDuration } from './useDuration.ts';

interface TMetricChartProps {
  title: string;
  points: readonly TReportPoint[];
  groupBy: TReportGroupBy;
  kind: TMetricKind;
  /** A bar (or its row in the data table) was chosen: list the conversations of that bucket. */
  onBucket: (point: TReportPoint) => void;
}

/** One metric over time as bars, with the same numbers as a table (keyboard and screen readers). */
export const MetricChart = ({ title, points, groupBy, kind, onBucket }: TMetricChartProps) => {
  const { t, i18n } = useTranslation();
  const duration = useDuration();
  const show = (v: number) => formatMetric(v, kind, duration, i18n.language);
  // The drawing keeps left-to-right geometry; in a right-to-left language it is mirrored: time runs
  // from the right and the value axis stands on the right.
  const rtl = i18n.dir() === 'rtl';
  const data = points.map((p) => ({ ...p, label: bucketLabel(p.timestamp, groupBy, i18n.language) }));
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs dark:border-slate-800 dark:bg-slate-900">
      <figcaption className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">{title}</figcaption>
      <div className="h-56" aria-hidden="true" dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 8, bottom: 4, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" className="text-slate-200 dark:text-slate-700" />
            <XAxis
              dataKey="label"
              reversed={rtl}
              tick={{ fontSize: 11, fill: 'currentColor', direction: rtl ? 'rtl' : 'ltr' }}
              className="text-slate-500"
            />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              tick={{ fontSize: 11, fill: 'currentColor' }}
              className="text-slate-500"
              allowDecimals={kind !== 'count'}
              // No-break spaces: the axis wraps a tick at spaces ("1 س 40 د" would fall onto two lines).
              tickFormatter={(v: number) => {
                const tick = show(v).replace(/ /g, '\u00a0');
                // An Arabic duration isolated right to left inside the axis' left-to-right text.
                return rtl ? `\u2067${tick}\u2069` : tick;
              }}
              width={kind === 'time' ? 64 : 56}
            />
            <Tooltip formatter={(v) => show(Number(v))} cursor={{ fillOpacity: 0.1 }} />
            <Bar
              dataKey="value"
              name={title}
              fill="#1f93ff"
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
              cursor="pointer"
              onClick={(_entry, index) => {
                const point = points[index];
                if (point) onBucket(point);
              }}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-600 dark:text-slate-300">{t('reportsPage.chart.table')}</summary>
        <table className="mt-2 w-full">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="text-xs text-slate-600 dark:text-slate-300">
              <th scope="col" className="py-1 text-start font-medium">
                {t('reportsPage.chart.period')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('reportsPage.chart.value')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {data.map((p) => (
              <tr key={p.timestamp}>
                <th scope="row" className="py-1 text-start font-normal text-slate-700 dark:text-slate-200">
                  <button
                    type="button"
                    className="text-start underline-offset-2 hover:underline"
                    onClick={() => onBucket(p)}
                    aria-haspopup="dialog"
                  >
                    {p.label}
                  </button>
                </th>
                <td className="py-1 text-end text-slate-900 tabular-nums dark:text-white">
                  <bdi>{show(p.value)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
};

import { useTranslation } from 'react-i18next';
import { numberText, percentText } from '../../lib/intlFormat.ts';
import { formatDuration, percentChange } from './formatMetric.ts';
import { useDuration } from './useDuration.ts';

export type TMetricKind = 'count' | 'time' | 'percent';

interface TMetricCardProps {
  label: string;
  value: number;
  kind?: TMetricKind;
  /** The same figure over the period just before; omitted when there is none to compare with. */
  previous?: number | undefined;
  /** Lower is better (times): a rise shows as bad. */
  lowerIsBetter?: boolean;
  /** Opens the conversations behind the number. */
  onOpen?: (() => void) | undefined;
  /**
   * Why there is no figure (an average or a rate over nothing: "No resolutions yet"): the card shows a dash
   * and this, never a zero that reads as a result.
   */
  empty?: string | undefined;
}

/** A figure as text in `lng` (Intl); `duration` writes times (useDuration: in the viewer's language). */
export const formatMetric = (
  value: number,
  kind: TMetricKind,
  duration: (s: number) => string = formatDuration,
  lng = 'en',
) => (kind === 'time' ? duration(value) : kind === 'percent' ? percentText(lng, value / 100) : numberText(lng, value));

/** One report figure with its change against the previous period (arrow, colour and words). */
export const MetricCard = ({
  label,
  value,
  kind = 'count',
  previous,
  lowerIsBetter = false,
  onOpen,
  empty,
}: TMetricCardProps) => {
  const { t, i18n } = useTranslation();
  const duration = useDuration();
  const change = previous === undefined || empty ? null : percentChange(value, previous);
  const good = change !== null && (lowerIsBetter ? change < 0 : change > 0);
  const tone =
    change === null || change === 0
      ? 'text-slate-600 dark:text-slate-300'
      : good
        ? 'text-green-700 dark:text-green-400'
        : 'text-red-700 dark:text-red-400';
  const body = (
    <>
      <span className="block text-sm text-slate-600 dark:text-slate-300">{label}</span>
      <span className="mt-1 block text-2xl font-semibold text-slate-900 dark:text-white">
        {empty ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('reportsPage.noData.value')}</span>
          </>
        ) : (
          // Isolated, so "1h 30m" or "1 س 30 د" reads in its own direction while the card keeps the page's.
          <bdi>{formatMetric(value, kind, duration, i18n.language)}</bdi>
        )}
      </span>
      {empty ? (
        <span className="mt-1 block text-xs text-slate-600 dark:text-slate-300">{empty}</span>
      ) : previous !== undefined ? (
        <span className={`mt-1 block text-xs ${tone}`}>
          {change === null
            ? t('reportsPage.change.none')
            : change === 0
              ? t('reportsPage.change.same')
              : t(change > 0 ? 'reportsPage.change.up' : 'reportsPage.change.down', { percent: Math.abs(change) })}
        </span>
      ) : null}
    </>
  );
  const frame =
    'block w-full rounded-xl border border-slate-200 bg-white p-4 text-start shadow-xs dark:border-slate-800 dark:bg-slate-900';
  return onOpen ? (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className={`${frame} hover:border-woot-400 focus-visible:outline-2 focus-visible:outline-woot-500 dark:hover:border-woot-500`}
    >
      {body}
    </button>
  ) : (
    <div className={frame}>{body}</div>
  );
};

import { useTranslation } from 'react-i18next';
import { csatFigures, type TCsatMetrics } from '../../../common/contracts/csat.ts';

const number = (lang: string, n: number) =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

/** `value` null: nothing to divide by (no responses, no surveys) — a dash, read as "No data", never 0.00%. */
const Card = ({ label, value, hint }: { label: string; value: string | null; hint?: string }) => {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 dark:text-white">
        {value ?? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('reportsPage.noData.value')}</span>
          </>
        )}
      </dd>
      {hint ? <dd className="mt-1 text-xs text-slate-600 dark:text-slate-300">{hint}</dd> : null}
    </div>
  );
};

/** The cards (satisfaction score, response rate, total responses) and the rating distribution. */
export const CsatSummary = ({ metrics }: { metrics: TCsatMetrics }) => {
  const { t, i18n } = useTranslation();
  const figures = csatFigures(metrics);
  const lang = i18n.language;
  return (
    <div className="space-y-4">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Card
          label={t('csatReport.satisfactionScore')}
          value={metrics.total_count ? `${number(lang, figures.satisfactionScore)}%` : null}
          hint={metrics.total_count ? t('csatReport.satisfactionHint') : t('csatReport.noResponses')}
        />
        <Card
          label={t('csatReport.responseRate')}
          value={metrics.total_sent_messages_count ? `${number(lang, figures.responseRate)}%` : null}
          hint={
            metrics.total_sent_messages_count
              ? t('csatReport.responseRateHint', {
                  responses: metrics.total_count,
                  sent: metrics.total_sent_messages_count,
                })
              : t('csatReport.noSurveys')
          }
        />
        <Card label={t('csatReport.totalResponses')} value={String(metrics.total_count)} />
      </dl>
      <section
        aria-labelledby="csat-distribution"
        className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="csat-distribution" className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('csatReport.distribution')}
        </h2>
        <ul className="mt-3 space-y-2">
          {figures.ratingShares.map((r) => (
            <li key={r.rating} className="flex items-center gap-3 text-sm">
              <span className="w-28 shrink-0 text-slate-700 dark:text-slate-200">
                {t(`csatReport.rating${r.rating}` as 'csatReport.rating1')}
              </span>
              <span className="h-3 flex-1 overflow-hidden rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                <span className="block h-full rounded bg-blue-600 dark:bg-blue-400" style={{ width: `${r.share}%` }} />
              </span>
              <span className="w-36 shrink-0 text-end tabular-nums text-slate-700 dark:text-slate-200">
                {metrics.total_count
                  ? t('csatReport.share', { share: number(lang, r.share), count: r.count })
                  : t('csatReport.shareNone', { count: r.count })}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
};

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { CaptainNav } from './CaptainNav.tsx';
import { useAssistants, useCaptainReport } from './captainAssistantsApi.ts';

const CARDS = [
  'conversations_handled',
  'handed_off',
  'resolved',
  'replies_sent',
  'model_calls',
  'failed_calls',
  'tokens_in',
  'tokens_out',
  'avg_latency_ms',
] as const;

/** captain_report: what the assistants did in the last 30 days, for all or one assistant. */
export const ReportPage = () => {
  const { t, i18n } = useTranslation();
  const { account } = useCurrentAccount();
  const assistants = useAssistants(account.id);
  const [assistantId, setAssistantId] = useState<number | null>(null);
  const report = useCaptainReport(account.id, assistantId);
  const rtl = i18n.dir() === 'rtl';
  const number = new Intl.NumberFormat(i18n.language);
  const days = report.data?.by_day ?? [];
  return (
    <>
      <PageHeader title={t('captainAssistants.report.title')} description={t('captainAssistants.report.body')} />
      <div className="space-y-4 p-6">
        <CaptainNav />
        <SelectField
          className="max-w-xs"
          label={t('captainAssistants.report.assistant')}
          value={assistantId ?? ''}
          onChange={(e) => setAssistantId(e.target.value ? Number(e.target.value) : null)}
          options={[
            { value: '', label: t('captainAssistants.report.all') },
            ...(assistants.data?.payload ?? []).map((a) => ({ value: String(a.id), label: a.name })),
          ]}
        />
        <dl className="grid gap-3 sm:grid-cols-3 xl:grid-cols-5">
          {CARDS.map((key) => (
            <div
              key={key}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">
                {t(`captainAssistants.report.figures.${key}`)}
              </dt>
              <dd className="mt-1 text-2xl font-semibold text-slate-900 dark:text-white">
                {report.data ? number.format(report.data[key]) : '—'}
              </dd>
            </div>
          ))}
        </dl>
        <figure className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <figcaption className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
            {t('captainAssistants.report.byDay')}
          </figcaption>
          {days.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('captainAssistants.report.noData')}</p>
          ) : (
            <>
              <div className="h-56" aria-hidden="true" dir="ltr">
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart data={days} accessibilityLayer={false}>
                    <CartesianGrid
                      strokeDasharray="3 3"
                      stroke="currentColor"
                      className="text-slate-200 dark:text-slate-700"
                    />
                    <XAxis
                      dataKey="date"
                      reversed={rtl}
                      tick={{ fontSize: 11, fill: 'currentColor' }}
                      className="text-slate-500"
                    />
                    <YAxis
                      orientation={rtl ? 'right' : 'left'}
                      allowDecimals={false}
                      tick={{ fontSize: 11, fill: 'currentColor' }}
                      className="text-slate-500"
                    />
                    <Tooltip />
                    <Legend />
                    <Bar
                      dataKey="conversations_handled"
                      name={t('captainAssistants.report.figures.conversations_handled')}
                      fill="#1f93ff"
                      isAnimationActive={false}
                    />
                    <Bar
                      dataKey="handed_off"
                      name={t('captainAssistants.report.figures.handed_off')}
                      fill="#f59e0b"
                      isAnimationActive={false}
                    />
                    <Bar
                      dataKey="resolved"
                      name={t('captainAssistants.report.figures.resolved')}
                      fill="#10b981"
                      isAnimationActive={false}
                    />
                  </BarChart>
                </ResponsiveContainer>
              </div>
              <table className="mt-3 w-full text-sm">
                <caption className="sr-only">{t('captainAssistants.report.byDay')}</caption>
                <thead>
                  <tr className="text-xs text-slate-600 dark:text-slate-300">
                    <th scope="col" className="py-1 text-start font-medium">
                      {t('captainAssistants.report.date')}
                    </th>
                    {(['conversations_handled', 'handed_off', 'resolved', 'replies_sent', 'model_calls'] as const).map(
                      (k) => (
                        <th key={k} scope="col" className="py-1 text-end font-medium">
                          {t(`captainAssistants.report.figures.${k}`)}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody className="text-slate-800 dark:text-slate-200">
                  {days.map((d) => (
                    <tr key={d.date}>
                      <th scope="row" className="py-1 text-start font-normal">
                        <span dir="ltr">{d.date}</span>
                      </th>
                      <td className="py-1 text-end">{number.format(d.conversations_handled)}</td>
                      <td className="py-1 text-end">{number.format(d.handed_off)}</td>
                      <td className="py-1 text-end">{number.format(d.resolved)}</td>
                      <td className="py-1 text-end">{number.format(d.replies_sent)}</td>
                      <td className="py-1 text-end">{number.format(d.model_calls)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </figure>
      </div>
    </>
  );
};

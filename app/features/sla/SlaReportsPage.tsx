import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportFileName } from '../../../common/contracts/reports.ts';
import { APPLIED_SLAS_PER_PAGE } from '../../../common/contracts/sla.ts';
import { Button } from '../../components/Button.tsx';
import { DateRangePicker, type TDateRangeValue } from '../../components/dateRangePicker/DateRangePicker.tsx';
import { presetRange } from '../../components/dateRangePicker/dateRange.ts';
import { inputClass } from '../../components/fieldStyles.ts';
import { Icon } from '../../components/Icon.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useAgents } from '../agents/index.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { downloadCsv } from '../../lib/downloadCsv.ts';
import { useInboxes } from '../inboxes/index.ts';
import { useLabels } from '../labels/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useTeams } from '../teams/index.ts';
import { slaState } from './slaState.ts';
import { fetchAppliedSlas, fetchSlaMetrics, slaDownloadUrl, slaKeys, type TSlaReportFilters } from './slaQueries.ts';
import { useSlaPolicies } from './useSlaPolicies.ts';

type TFilterKey = 'assigned_agent_id' | 'inbox_id' | 'team_id' | 'sla_policy_id' | 'label_list';

const Card = ({ label, value }: { label: string; value: string }) => (
  <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
    <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</dt>
    <dd className="mt-1 text-2xl font-semibold text-slate-900 dark:text-white">{value}</dd>
  </div>
);

/** reports/sla: hit rate, misses and applied SLAs for a date range and filters; the applied SLAs, paged, and a CSV. */
export const SlaReportsPage = () => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const [range, setRange] = useState<TDateRangeValue>(() => ({
    preset: 'last7days',
    ...presetRange('last7days', new Date()),
  }));
  const [picked, setPicked] = useState<Partial<Record<TFilterKey, string>>>({});
  const [page, setPage] = useState(1);
  const [now] = useState(() => Date.now());
  const filters: TSlaReportFilters = {
    since: Math.floor(range.start.getTime() / 1000),
    until: Math.floor(range.end.getTime() / 1000),
    ...(picked.assigned_agent_id && { assigned_agent_id: Number(picked.assigned_agent_id) }),
    ...(picked.inbox_id && { inbox_id: Number(picked.inbox_id) }),
    ...(picked.team_id && { team_id: Number(picked.team_id) }),
    ...(picked.sla_policy_id && { sla_policy_id: Number(picked.sla_policy_id) }),
    ...(picked.label_list && { label_list: picked.label_list }),
  };
  const metrics = useQuery({
    queryKey: slaKeys.metrics(account.id, filters),
    queryFn: () => fetchSlaMetrics(account.id, filters),
  });
  const list = useQuery({
    queryKey: slaKeys.report(account.id, filters, page),
    queryFn: () => fetchAppliedSlas(account.id, filters, page),
    placeholderData: keepPreviousData,
  });
  const options = {
    assigned_agent_id: (useAgents(account.id).data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
    inbox_id: (useInboxes(account.id).data ?? []).map((i) => ({ value: String(i.id), label: i.name })),
    team_id: (useTeams(account.id).data ?? []).map((x) => ({ value: String(x.id), label: x.name })),
    sla_policy_id: (useSlaPolicies(account.id).data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    label_list: (useLabels(account.id).data ?? []).map((l) => ({ value: l.title, label: l.title })),
  };
  const set = (k: TFilterKey, v: string) => {
    setPicked((p) => ({ ...p, [k]: v }));
    setPage(1);
  };
  const num = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const m = metrics.data;
  const count = list.data?.meta.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / APPLIED_SLAS_PER_PAGE));
  const download = () =>
    downloadCsv(slaDownloadUrl(account.id, filters), reportFileName('sla', range.end, false)).catch((e: unknown) =>
      toast.show(apiErrorMessage(e, t), 'error'),
    );
  return (
    <>
      <PageHeader
        title={t('routes.sla_reports')}
        description={t('slaReport.description')}
        actions={
          <Button
            variant="secondary"
            icon={<Icon name="download" className="size-4" />}
            onClick={() => void download()}
          >
            {t('slaReport.download')}
          </Button>
        }
      />
      <div className="space-y-4 p-6">
        <div className="flex flex-wrap items-center gap-2">
          <DateRangePicker
            value={range}
            onChange={(v) => {
              setRange(v);
              setPage(1);
            }}
          />
          {(Object.keys(options) as TFilterKey[]).map((k) => (
            <div key={k} className="w-44">
              <select
                aria-label={t(`slaReport.filters.${k}`)}
                value={picked[k] ?? ''}
                onChange={(e) => set(k, e.target.value)}
                className={inputClass(false)}
              >
                <option value="">{t(`slaReport.filters.${k}`)}</option>
                {options[k].map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        {metrics.isError ? <p role="alert">{apiErrorMessage(metrics.error, t)}</p> : null}
        <dl className="grid gap-3 sm:grid-cols-3">
          <Card label={t('slaReport.hitRate')} value={m ? `${num.format(m.hit_rate)}%` : '—'} />
          <Card label={t('slaReport.misses')} value={m ? num.format(m.number_of_sla_misses) : '—'} />
          <Card label={t('slaReport.applied')} value={m ? num.format(m.total_applied_slas) : '—'} />
        </dl>
        <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('slaReport.table')}</caption>
            <thead className="bg-slate-50 text-start text-xs text-slate-600 dark:bg-slate-900 dark:text-slate-300">
              <tr>
                {(['conversation', 'policy', 'agent', 'status', 'missed'] as const).map((c) => (
                  <th key={c} scope="col" className="px-4 py-2 text-start font-medium">
                    {t(`slaReport.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(list.data?.payload ?? []).map((r) => (
                <tr key={r.applied_sla.id} className="border-t border-slate-200 dark:border-slate-800">
                  <td className="px-4 py-2">
                    <Link
                      className="text-blue-700 underline dark:text-blue-300"
                      to={`/app/accounts/${account.id}/conversations/${r.conversation.id}`}
                    >
                      {t('conversations.number', { id: r.conversation.id })}
                    </Link>
                    <span className="ms-2 text-slate-600 dark:text-slate-300">
                      <bdi>{r.conversation.contact?.name ?? ''}</bdi>
                    </span>
                  </td>
                  <td className="px-4 py-2" dir="auto">
                    {r.applied_sla.sla_name}
                  </td>
                  <td className="px-4 py-2" dir="auto">
                    {r.conversation.assignee?.name ?? t('slaReport.unassigned')}
                  </td>
                  <td className="px-4 py-2">
                    {t(`slaReport.statuses.${r.applied_sla.sla_status}`)}
                    {slaState(r, now)?.kind === 'noHours' ? (
                      <span className="block text-xs text-slate-600 dark:text-slate-300">{t('sla.noHours')}</span>
                    ) : null}
                  </td>
                  <td className="px-4 py-2">
                    {[...new Set(r.sla_events.map((e) => e.event_type))].map((e) => t(`sla.targets.${e}`)).join(', ') ||
                      '—'}
                  </td>
                </tr>
              ))}
              {list.data && !list.data.payload.length ? (
                <tr>
                  <td colSpan={5} className="px-4 py-6 text-center text-slate-600 dark:text-slate-300">
                    {t('slaReport.empty')}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
        <nav className="flex items-center justify-end gap-2" aria-label={t('slaReport.pages')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('slaReport.previous')}
          </Button>
          <span className="text-sm text-slate-600 dark:text-slate-300">{t('slaReport.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('slaReport.next')}
          </Button>
        </nav>
      </div>
    </>
  );
};

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CSAT_PAGE_SIZE, CSAT_RATINGS } from '../../../common/contracts/csat.ts';
import { Button } from '../../components/Button.tsx';
import { DateRangePicker, type TDateRangeValue } from '../../components/dateRangePicker/DateRangePicker.tsx';
import { presetRange } from '../../components/dateRangePicker/dateRange.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { useAgents } from '../agents/index.ts';
import { useInboxes } from '../inboxes/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useTeams } from '../teams/index.ts';
import { CsatResponsesTable } from './CsatResponsesTable.tsx';
import { CsatSummary } from './CsatSummary.tsx';
import {
  csatKeys,
  downloadCsatCsv,
  fetchCsatMetrics,
  fetchCsatResponses,
  type TCsatReportFilters,
} from './csatQueries.ts';

const idOrNull = (v: string) => (v ? Number(v) : null);

/** csat_reports: satisfaction score, response rate, rating distribution and the responses, filtered. */
export const CsatReportsPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const [range, setRange] = useState<TDateRangeValue>(() => ({
    preset: 'last7days',
    ...presetRange('last7days', new Date()),
  }));
  const [picks, setPicks] = useState({ userId: '', inboxId: '', teamId: '', rating: '' });
  const [page, setPage] = useState(1);
  const filters: TCsatReportFilters = useMemo(
    () => ({
      since: Math.floor(range.start.getTime() / 1000),
      until: Math.floor(range.end.getTime() / 1000) + 1,
      userId: idOrNull(picks.userId),
      inboxId: idOrNull(picks.inboxId),
      teamId: idOrNull(picks.teamId),
      rating: idOrNull(picks.rating),
    }),
    [range, picks],
  );
  const metrics = useQuery({
    queryKey: csatKeys.metrics(account.id, filters),
    queryFn: () => fetchCsatMetrics(account.id, filters),
  });
  const rows = useQuery({
    queryKey: csatKeys.list(account.id, filters, page),
    queryFn: () => fetchCsatResponses(account.id, filters, page),
    placeholderData: keepPreviousData,
  });
  const agents = useAgents(account.id);
  const inboxes = useInboxes(account.id);
  const teams = useTeams(account.id);
  const pick = (key: keyof typeof picks) => (e: { target: { value: string } }) => {
    setPicks((p) => ({ ...p, [key]: e.target.value }));
    setPage(1);
  };
  const all = { value: '', label: t('csatReport.all') };
  const pages = Math.max(1, Math.ceil((metrics.data?.total_count ?? 0) / CSAT_PAGE_SIZE));
  const download = () => {
    downloadCsatCsv(account.id, filters).catch(() => toast.show(t('csatReport.downloadFailed'), 'error'));
  };

  return (
    <>
      <PageHeader
        title={t('routes.csat_reports')}
        description={t('csatReport.description')}
        actions={
          <Button variant="secondary" onClick={download}>
            {t('csatReport.download')}
          </Button>
        }
      />
      <div className="space-y-4 p-6">
        <div className="flex flex-wrap items-end gap-3">
          <DateRangePicker
            value={range}
            onChange={(v) => {
              setRange(v);
              setPage(1);
            }}
          />
          <SelectField
            label={t('csatReport.agent')}
            value={picks.userId}
            onChange={pick('userId')}
            options={[all, ...(agents.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))]}
          />
          <SelectField
            label={t('csatReport.inbox')}
            value={picks.inboxId}
            onChange={pick('inboxId')}
            options={[all, ...(inboxes.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))]}
          />
          <SelectField
            label={t('csatReport.team')}
            value={picks.teamId}
            onChange={pick('teamId')}
            options={[all, ...(teams.data ?? []).map((x) => ({ value: String(x.id), label: x.name }))]}
          />
          <SelectField
            label={t('csatReport.rating')}
            value={picks.rating}
            onChange={pick('rating')}
            options={[
              all,
              ...CSAT_RATINGS.map((r) => ({
                value: String(r),
                label: t(`csatReport.rating${r}` as 'csatReport.rating1'),
              })),
            ]}
          />
        </div>
        {metrics.isError || rows.isError ? (
          <LoadErrorScreen
            message={apiErrorMessage(metrics.error ?? rows.error, t)}
            onRetry={() => void Promise.all([metrics.refetch(), rows.refetch()])}
          />
        ) : !metrics.data || !rows.data ? (
          <Spinner label={t('csatReport.loading')} />
        ) : (
          <>
            <CsatSummary metrics={metrics.data} />
            {rows.data.length === 0 ? (
              <EmptyState icon="smile" title={t('csatReport.emptyTitle')} body={t('csatReport.emptyBody')} />
            ) : (
              <CsatResponsesTable accountId={account.id} rows={rows.data} />
            )}
            {pages > 1 ? (
              <nav aria-label={t('csatReport.pagination')} className="flex items-center justify-end gap-3 text-sm">
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  {t('csatReport.previous')}
                </Button>
                <span className="text-slate-700 dark:text-slate-200">{t('csatReport.page', { page, pages })}</span>
                <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  {t('csatReport.next')}
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </div>
    </>
  );
};

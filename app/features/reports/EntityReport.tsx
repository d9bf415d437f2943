import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TReportType, TSummaryReportKind } from '../../../common/contracts/reports.ts';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { rangeQuery } from './reportFilters.ts';
import { ReportFilterBar, type TEntityOption } from './ReportFilterBar.tsx';
import { ReportMetrics } from './ReportMetrics.tsx';
import { downloadReport, fetchSummaryRows, reportKeys, type TCsvReport } from './reportsApi.ts';
import { entityRows } from './summaryRows.ts';
import { SummaryTable } from './SummaryTable.tsx';
import { useReportFilters } from './useReportFilters.ts';

export type TEntityKind = Extract<TReportType, TSummaryReportKind>;

const CSV: Record<TEntityKind, TCsvReport> = { agent: 'agents', label: 'labels', inbox: 'inboxes', team: 'teams' };
const ROUTE = {
  agent: 'agent_reports',
  label: 'label_reports',
  inbox: 'inbox_reports',
  team: 'team_reports',
} as const satisfies Record<TEntityKind, string>;

interface TEntityReportProps {
  kind: TEntityKind;
  entities: UseQueryResult<TEntityOption[]>;
}

/** An agent/label/inbox/team report: the picker, the picked one's cards and charts, and every one's row. */
export const EntityReport = ({ kind, entities }: TEntityReportProps) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const [filters, setFilters] = useReportFilters();
  const range = rangeQuery(filters);
  const rows = useQuery({
    queryKey: reportKeys.rows(account.id, kind, range),
    queryFn: () => fetchSummaryRows(account.id, kind, range),
  });
  const download = useMutation({ mutationFn: () => downloadReport(account.id, CSV[kind], range) });
  const options = entities.data ?? [];
  const picked = options.find((o) => o.id === filters.id);
  return (
    <>
      <PageHeader
        title={t(`routes.${ROUTE[kind]}`)}
        description={t(`reportsPage.descriptions.${kind}`)}
        actions={
          <Button
            variant="secondary"
            icon={<Icon name="download" className="size-4" />}
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {t('reportsPage.download')}
          </Button>
        }
      />
      <ReportFilterBar
        filters={filters}
        onChange={setFilters}
        entity={{
          label: t(`reportsPage.entity.${kind}`),
          placeholder: t(`reportsPage.entity.pick.${kind}`),
          options,
        }}
      />
      <div className="space-y-6 p-6">
        {download.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {apiErrorMessage(download.error, t)}
          </p>
        ) : null}
        {picked ? (
          <ReportMetrics
            key={picked.id}
            accountId={account.id}
            scope={{ type: kind, id: picked.id, ...range }}
            groupBy={filters.groupBy}
          />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
            {t(`reportsPage.entity.hint.${kind}`)}
          </p>
        )}
        {rows.isPending || entities.isPending ? (
          <div className="flex justify-center py-10 text-slate-400">
            <Spinner className="size-6" label={t('common.loading')} />
          </div>
        ) : rows.isError ? (
          <LoadErrorScreen message={apiErrorMessage(rows.error, t)} onRetry={() => void rows.refetch()} />
        ) : (
          <SummaryTable
            caption={t(`reportsPage.table.caption.${kind}`)}
            nameHeader={t(`reportsPage.entity.${kind}`)}
            rows={entityRows(options, rows.data)}
          />
        )}
      </div>
    </>
  );
};

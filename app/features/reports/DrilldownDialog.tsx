import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TIME_METRICS, type TReportMetric } from '../../../common/contracts/reports.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { pathTo } from '../navigation/index.ts';
import { useDuration } from './useDuration.ts';
import { fetchDrilldown, reportKeys, type TScope } from './reportsApi.ts';

export interface TDrilldownTarget {
  metric: TReportMetric;
  /** What was clicked: "Conversations · 24 Nov 2026". */
  title: string;
  scope: TScope;
}

interface TDrilldownDialogProps {
  accountId: number;
  target: TDrilldownTarget | null;
  onClose: () => void;
}

/** The conversations behind a report number (beyond Chatwoot, #6887): paged, each a link to the conversation. */
export const DrilldownDialog = ({ accountId, target, onClose }: TDrilldownDialogProps) => (
  <Dialog open={target !== null} onClose={onClose} title={target?.title ?? ''} size="lg" type="right-aligned">
    {target ? <DrilldownList accountId={accountId} target={target} /> : null}
  </Dialog>
);

const DrilldownList = ({ accountId, target }: { accountId: number; target: TDrilldownTarget }) => {
  const { t, i18n } = useTranslation();
  const duration = useDuration();
  const [page, setPage] = useState(1);
  const { metric, scope } = target;
  const list = useQuery({
    queryKey: reportKeys.drilldown(accountId, scope, metric, page),
    queryFn: () => fetchDrilldown(accountId, scope, metric, page),
    placeholderData: keepPreviousData,
  });
  if (list.isPending)
    return (
      <div className="flex justify-center py-10 text-slate-400">
        <Spinner className="size-6" label={t('common.loading')} />
      </div>
    );
  if (list.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {apiErrorMessage(list.error, t)}
      </p>
    );
  const { payload, meta } = list.data;
  const pages = Math.max(1, Math.ceil(meta.count / meta.per_page));
  const isTime = TIME_METRICS.includes(metric);
  const when = (ts: number) =>
    new Date(ts * 1000).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
        {t('reportsPage.drilldown.count', { total: meta.count })}
      </p>
      {payload.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-300">
          {t('reportsPage.drilldown.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {payload.map((row) => (
            <li key={`${row.id}-${row.event_at}`} className="flex items-center justify-between gap-3 py-2 text-sm">
              <div className="min-w-0">
                <Link
                  to={pathTo(accountId, 'inbox_conversation', { conversation_id: row.id })}
                  className="font-medium text-woot-700 hover:underline dark:text-woot-300"
                >
                  {t('reportsPage.drilldown.conversation', { id: row.id })}
                </Link>
                <span className="ms-2 text-slate-600 dark:text-slate-300">{row.contact_name ?? ''}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {t(`reportsPage.drilldown.status.${statusKey(row.status)}`)} · {when(row.event_at)}
                </span>
              </div>
              {isTime && row.value !== null ? (
                <span className="shrink-0 text-slate-900 tabular-nums dark:text-white" dir="auto">
                  {duration(row.value)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="mt-4 flex items-center justify-between" aria-label={t('reportsPage.drilldown.pages')}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('reportsPage.drilldown.previous')}
          </Button>
          <span className="text-sm text-slate-600 dark:text-slate-300">
            {t('reportsPage.drilldown.page', { page, pages })}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('reportsPage.drilldown.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
};

const STATUSES = ['open', 'resolved', 'pending', 'snoozed'] as const;
const statusKey = (status: string) => STATUSES.find((s) => s === status) ?? 'open';

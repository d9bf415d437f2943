import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { rangeQuery } from './reportFilters.ts';
import { ReportFilterBar } from './ReportFilterBar.tsx';
import { ReportMetrics } from './ReportMetrics.tsx';
import { useReportFilters } from './useReportFilters.ts';

/** conversation_reports: the account's figures and their series over the chosen range. */
export const ConversationReportsPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const [filters, setFilters] = useReportFilters();
  return (
    <>
      <PageHeader title={t('routes.conversation_reports')} description={t('reportsPage.descriptions.conversation')} />
      <ReportFilterBar filters={filters} onChange={setFilters} />
      <div className="p-6">
        <ReportMetrics
          accountId={account.id}
          scope={{ type: 'account', ...rangeQuery(filters) }}
          groupBy={filters.groupBy}
        />
      </div>
    </>
  );
};

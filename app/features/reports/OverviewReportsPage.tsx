import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { LiveOverview } from './LiveOverview.tsx';
import { TrafficHeatmap } from './TrafficHeatmap.tsx';

/** account_overview_reports: live counts, agents' load and the week's conversation traffic. */
export const OverviewReportsPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  return (
    <>
      <PageHeader title={t('routes.account_overview_reports')} description={t('reportsPage.descriptions.overview')} />
      <div className="space-y-6 p-6">
        <LiveOverview accountId={account.id} />
        <TrafficHeatmap accountId={account.id} />
      </div>
    </>
  );
};

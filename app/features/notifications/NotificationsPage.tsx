import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { NotificationPanel } from './NotificationPanel.tsx';

/** notifications_index: every notification of the member, read or not, 15 a page. */
export const NotificationsPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  return (
    <>
      <PageHeader title={t('notificationPanel.pageTitle')} />
      <div className="mx-auto w-full max-w-3xl p-4">
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <NotificationPanel accountId={account.id} mode="all" />
        </div>
      </div>
    </>
  );
};

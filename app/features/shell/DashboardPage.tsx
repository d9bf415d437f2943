import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

/** The conversations home. Conversations arrive in a later issue; until then it says so plainly. */
export const DashboardPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const isAdmin = account.role === 'administrator';
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      <EmptyState
        icon="inbox"
        title={t('dashboard.emptyTitle')}
        body={t('dashboard.emptyBody')}
        action={
          isAdmin ? (
            <Link
              to={`/accounts/${account.id}/settings/agents/list`}
              className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3.5 text-sm font-medium text-slate-700 shadow-xs hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700"
            >
              {t('dashboard.inviteTeam')}
            </Link>
          ) : null
        }
      />
    </>
  );
};

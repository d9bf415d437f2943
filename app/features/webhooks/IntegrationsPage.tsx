import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

/** settings_applications: the integrations this installation offers, each linking to its settings. */
export const IntegrationsPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  return (
    <>
      <PageHeader title={t('integrationsPage.title')} description={t('integrationsPage.description')} />
      <div className="grid gap-4 p-6 sm:grid-cols-2 xl:grid-cols-3">
        <Link
          to={pathTo(account.id, 'settings_integrations_webhook')}
          className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-woot-400 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-woot-500"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-woot-50 text-woot-600 dark:bg-woot-500/10 dark:text-woot-300">
            <Icon name="plug" className="size-5" />
          </span>
          <span>
            <span className="block font-medium text-slate-900 dark:text-white">{t('webhooksPage.title')}</span>
            <span className="mt-0.5 block text-sm text-slate-500 dark:text-slate-400">
              {t('webhooksPage.description')}
            </span>
          </span>
        </Link>
      </div>
    </>
  );
};

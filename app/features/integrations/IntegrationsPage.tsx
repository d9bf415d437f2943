import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TIntegrationApp } from '../../../common/contracts/integrations.ts';
import { Icon } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListStates } from '../../components/SettingsTable.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { appDescription, appIcon, appName } from './appText.ts';
import { useIntegrationApps } from './integrationQueries.ts';

/** Where an app is set up: webhooks and dashboard apps have their own pages, the others a page drawn from their schema. */
const pathOf = (accountId: number, app: TIntegrationApp) =>
  app.action === 'webhook'
    ? pathTo(accountId, 'settings_integrations_webhook')
    : app.action === 'dashboard_apps'
      ? pathTo(accountId, 'settings_integrations_dashboard_apps')
      : pathTo(accountId, 'settings_applications_integration', { integration_id: app.id });

/** settings_applications: the integrations this installation offers, each with whether the account connected it. */
export const IntegrationsPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const apps = useIntegrationApps(account.id);
  return (
    <>
      <PageHeader title={t('integrationsPage.title')} description={t('integrationsPage.description')} />
      <div className="p-6">
        <ListStates query={apps} isEmpty={false} empty={null}>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {(apps.data ?? []).map((app) => (
              <li key={app.id}>
                <Link
                  to={pathOf(account.id, app)}
                  className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-woot-400 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-woot-500"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-woot-50 text-woot-600 dark:bg-woot-500/10 dark:text-woot-300">
                    <Icon name={appIcon(app)} className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-slate-900 dark:text-white">{appName(t, app)}</span>
                      {app.enabled ? (
                        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800 dark:bg-green-500/15 dark:text-green-300">
                          {t('integrationsPage.connected')}
                        </span>
                      ) : null}
                    </span>
                    <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
                      {appDescription(t, app)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </ListStates>
      </div>
    </>
  );
};

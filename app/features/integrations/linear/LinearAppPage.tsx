import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ListStates } from '../../../components/SettingsTable.tsx';
import { useCurrentAccount } from '../../accounts/index.ts';
import { appDescription, appName } from '../appText.ts';
import { useIntegrationApps } from '../integrationQueries.ts';
import { DisconnectAppButton } from '../DisconnectAppButton.tsx';
import { disconnectLinear } from './linearApi.ts';

const LINK_BUTTON =
  'inline-flex h-9 items-center justify-center rounded-lg bg-woot-600 px-3.5 text-sm font-medium text-white hover:bg-woot-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-woot-600';

/**
 * settings/integrations/linear: connect through Linear's consent page (the app's action, with a signed state),
 * see the connection and whether Linear refused it, disconnect. "Not configured" without LINEAR_CLIENT_ID.
 */
export const LinearAppPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const apps = useIntegrationApps(account.id);
  const [params] = useSearchParams();
  const app = apps.data?.find((a) => a.id === 'linear');
  const hook = app?.hooks[0];
  const needsReconnect = hook?.settings.reauthorization_required === true;
  const failure = params.get('linear_error');
  const connectLink =
    app?.active && app.action ? (
      <a href={app.action} className={LINK_BUTTON}>
        {hook ? t('integrationsPage.reconnectLinear') : t('integrationsPage.connectLinear')}
      </a>
    ) : null;

  return (
    <>
      <PageHeader
        title={app ? appName(t, app) : 'Linear'}
        description={app ? appDescription(t, app) : undefined}
        actions={connectLink}
      />
      <div className="space-y-4 p-6">
        {failure ? <Alert>{t('integrationsPage.linearError', { reason: failure })}</Alert> : null}
        <ListStates query={apps} isEmpty={false} empty={null}>
          {!app ? (
            <EmptyState
              icon="plug"
              title={t('integrationsPage.unknownApp')}
              body={t('integrationsPage.unknownAppBody')}
            />
          ) : !app.active ? (
            <EmptyState
              icon="plug"
              title={t('integrationsPage.linearNotConfigured')}
              body={t('integrationsPage.linearNotConfiguredBody')}
            />
          ) : hook ? (
            <section
              aria-label={t('integrationsPage.linearWorkspace')}
              className="max-w-2xl rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
            >
              <h2 className="font-medium text-slate-900 dark:text-white">{t('integrationsPage.linearConnected')}</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {t('integrationsPage.linearConnectedBody')}
              </p>
              {needsReconnect ? <Alert className="mt-3">{t('integrationsPage.linearNeedsReconnect')}</Alert> : null}
              <div className="mt-4">
                <DisconnectAppButton
                  accountId={account.id}
                  name={appName(t, app)}
                  disconnect={() => disconnectLinear(account.id)}
                />
              </div>
            </section>
          ) : (
            <EmptyState
              icon="plug"
              title={t('integrationsPage.notConnected')}
              body={t('integrationsPage.notConnectedBody')}
            />
          )}
        </ListStates>
      </div>
    </>
  );
};

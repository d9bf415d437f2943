import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ZShopDomain } from '../../../../common/contracts/shopify.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ListStates } from '../../../components/SettingsTable.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../../accounts/index.ts';
import { appDescription, appName } from '../appText.ts';
import { useIntegrationApps } from '../integrationQueries.ts';
import { DisconnectAppButton } from '../DisconnectAppButton.tsx';
import { disconnectShopify, startShopifyAuth } from './shopifyApi.ts';

/** Sends the browser to the store's consent page (a seam for tests). */
const go = (url: string) => window.location.assign(url);

/**
 * settings/integrations/shopify: the administrator names the store (your-store.myshopify.com), approves the
 * app on the store's consent page and comes back here; the page shows the store, whether Shopify refused the
 * stored token, and disconnects. "Not configured" without SHOPIFY_CLIENT_ID and SHOPIFY_CLIENT_SECRET.
 */
export const ShopifyAppPage = () => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const apps = useIntegrationApps(account.id);
  const [params] = useSearchParams();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | undefined>();
  const app = apps.data?.find((a) => a.id === 'shopify');
  const hook = app?.hooks[0];
  const needsReconnect = hook?.settings.reauthorization_required === true;
  const failure = params.get('shopify_error');
  const auth = useMutation({ mutationFn: (shop: string) => startShopifyAuth(account.id, shop) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZShopDomain.safeParse(domain);
    if (!parsed.success) {
      setError(t('integrationsPage.shopify.domainInvalid'));
      return;
    }
    setError(undefined);
    auth.mutate(parsed.data, {
      onSuccess: (res) => go(res.redirect_url),
      onError: (err) => setError(apiErrorMessage(err, t)),
    });
  };

  const connectForm = (
    <form
      onSubmit={submit}
      noValidate
      aria-label={hook ? t('integrationsPage.shopify.reconnect') : t('integrationsPage.shopify.connect')}
      className="max-w-2xl space-y-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <TextField
        label={t('integrationsPage.shopify.domain')}
        hint={t('integrationsPage.shopify.domainHint')}
        placeholder={t('integrationsPage.shopify.domainPlaceholder')}
        dir="ltr"
        autoComplete="off"
        value={domain}
        error={error}
        onChange={(e) => setDomain(e.target.value)}
      />
      <Button type="submit" isLoading={auth.isPending}>
        {hook ? t('integrationsPage.shopify.reconnect') : t('integrationsPage.shopify.connect')}
      </Button>
    </form>
  );

  return (
    <>
      <PageHeader title={app ? appName(t, app) : 'Shopify'} description={app ? appDescription(t, app) : undefined} />
      <div className="space-y-4 p-6">
        {failure ? <Alert>{t('integrationsPage.shopify.error', { reason: failure })}</Alert> : null}
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
              title={t('integrationsPage.shopify.notConfigured')}
              body={t('integrationsPage.shopify.notConfiguredBody')}
            />
          ) : hook ? (
            <>
              <section
                aria-label={t('integrationsPage.shopify.store')}
                className="max-w-2xl rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
              >
                <h2 className="font-medium text-slate-900 dark:text-white">
                  {t('integrationsPage.shopify.connected')}
                </h2>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {t('integrationsPage.shopify.connectedBody')}{' '}
                  <bdi className="font-medium text-slate-900 dark:text-white">{hook.reference_id}</bdi>
                </p>
                {needsReconnect ? <Alert className="mt-3">{t('integrationsPage.shopify.needsReconnect')}</Alert> : null}
                <div className="mt-4">
                  <DisconnectAppButton
                    accountId={account.id}
                    name={appName(t, app)}
                    disconnect={() => disconnectShopify(account.id)}
                  />
                </div>
              </section>
              {needsReconnect ? connectForm : null}
            </>
          ) : (
            connectForm
          )}
        </ListStates>
      </div>
    </>
  );
};

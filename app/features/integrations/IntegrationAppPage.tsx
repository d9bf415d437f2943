import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TIntegrationHook } from '../../../common/contracts/integrations.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { appDescription, appName } from './appText.ts';
import { HookDialog } from './HookDialog.tsx';
import { useHookMutations, useIntegrationApps } from './integrationQueries.ts';
import { LinearAppPage } from './linear/LinearAppPage.tsx';
import { ShopifyAppPage } from './shopify/ShopifyAppPage.tsx';

type TDialog = { kind: 'edit'; hook: TIntegrationHook | null } | { kind: 'delete'; hook: TIntegrationHook } | null;

/** settings_applications_integration: Linear and Shopify connect through consent pages; the others through hooks. */
export const IntegrationAppPage = () => {
  const { integration_id: appId } = useParams();
  if (appId === 'linear') return <LinearAppPage />;
  if (appId === 'shopify') return <ShopifyAppPage />;
  return <HookAppPage appId={appId} />;
};

/** One app's connections, drawn from its settings schema. */
const HookAppPage = ({ appId }: { appId: string | undefined }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const apps = useIntegrationApps(account.id);
  const { update, remove } = useHookMutations(account.id);
  const [dialog, setDialog] = useState<TDialog>(null);
  const app = apps.data?.find((a) => a.id === appId && a.action === null);
  const canConnect = app && (app.allow_multiple_hooks || app.hooks.length === 0);
  const name = (h: TIntegrationHook) => (h.inbox ? h.inbox.name : appName(t, app!));

  return (
    <>
      <PageHeader
        title={app ? appName(t, app) : t('integrationsPage.title')}
        description={app ? appDescription(t, app) : undefined}
        actions={
          canConnect ? (
            <Button
              icon={<Icon name="plus" className="size-4" />}
              onClick={() => setDialog({ kind: 'edit', hook: null })}
            >
              {t('integrationsPage.connect')}
            </Button>
          ) : null
        }
      />
      <div className="p-6">
        <ListStates
          query={apps}
          isEmpty={!app || app.hooks.length === 0}
          empty={
            app ? (
              <EmptyState
                icon="plug"
                title={t('integrationsPage.notConnected')}
                body={t('integrationsPage.notConnectedBody')}
              />
            ) : (
              <EmptyState
                icon="plug"
                title={t('integrationsPage.unknownApp')}
                body={t('integrationsPage.unknownAppBody')}
              />
            )
          }
        >
          {app ? (
            <SettingsTable
              caption={appName(t, app)}
              columns={[
                { label: app.hook_type === 'inbox' ? t('integrationsPage.inbox') : t('integrationsPage.connection') },
                { label: t('integrationsPage.enabled') },
                { label: t('integrationsPage.actions'), hidden: true },
              ]}
              rows={app.hooks}
              cells={(h) => (
                <>
                  <td className="px-4 py-2.5">
                    <bdi className="font-medium text-slate-900 dark:text-white">{name(h)}</bdi>
                  </td>
                  <td className="px-4 py-2.5">
                    <ToggleSwitch
                      checked={h.status}
                      label={t('integrationsPage.enabledNamed', { name: name(h) })}
                      onChange={(on) =>
                        update.mutate(
                          { id: h.id, input: { status: on ? 1 : 0 } },
                          { onError: (e) => toast.show(apiErrorMessage(e, t), 'error') },
                        )
                      }
                    />
                  </td>
                  <td className="px-4 py-2.5 text-end">
                    <RowActions
                      editLabel={t('integrationsPage.configureNamed', { name: name(h) })}
                      deleteLabel={t('integrationsPage.disconnectNamed', { name: name(h) })}
                      onEdit={() => setDialog({ kind: 'edit', hook: h })}
                      onDelete={() => setDialog({ kind: 'delete', hook: h })}
                    />
                  </td>
                </>
              )}
            />
          ) : null}
        </ListStates>
      </div>
      {app && dialog?.kind === 'edit' ? (
        <HookDialog accountId={account.id} app={app} hook={dialog.hook} onClose={() => setDialog(null)} />
      ) : null}
      {app && dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title={t('integrationsPage.disconnectTitle', { name: appName(t, app) })}
          description={t('integrationsPage.disconnectBody')}
          confirmLabel={t('integrationsPage.disconnect')}
          cancelLabel={t('common.cancel')}
          danger
          onResult={(confirmed) => {
            const hook = dialog.hook;
            setDialog(null);
            if (!confirmed) return;
            remove.mutate(hook.id, {
              onSuccess: () => toast.show(t('integrationsPage.disconnected')),
              onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
            });
          }}
        />
      ) : null}
    </>
  );
};

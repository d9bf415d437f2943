import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWebhook } from '../../../common/contracts/webhooks.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { WebhookDeliveriesDialog } from './WebhookDeliveriesDialog.tsx';
import { WebhookDialog } from './WebhookDialog.tsx';
import { useWebhookMutations, useWebhooks } from './useWebhooks.ts';

type TDialog =
  | { kind: 'edit'; webhook: TWebhook | null }
  | { kind: 'delete'; webhook: TWebhook }
  | { kind: 'log'; webhook: TWebhook }
  | null;

/** settings_integrations_webhook: administrators manage the account's webhooks and read their delivery logs. */
export const WebhooksPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const webhooks = useWebhooks(account.id);
  const { remove } = useWebhookMutations(account.id);
  const [dialog, setDialog] = useState<TDialog>(null);
  const addButton = (
    <Button icon={<Icon name="plus" className="size-4" />} onClick={() => setDialog({ kind: 'edit', webhook: null })}>
      {t('webhooksPage.add')}
    </Button>
  );
  const title = (w: TWebhook) => w.name ?? w.url;

  return (
    <>
      <PageHeader title={t('webhooksPage.title')} description={t('webhooksPage.description')} actions={addButton} />
      <div className="p-6">
        <ListStates
          query={webhooks}
          isEmpty={webhooks.data?.length === 0}
          empty={<EmptyState icon="plug" title={t('webhooksPage.emptyTitle')} body={t('webhooksPage.emptyBody')} />}
        >
          <SettingsTable
            caption={t('webhooksPage.title')}
            columns={[
              { label: t('webhooksPage.fields.endpoint') },
              { label: t('webhooksPage.fields.inbox') },
              { label: t('webhooksPage.fields.events') },
              { label: t('webhooksPage.actions'), hidden: true },
            ]}
            rows={webhooks.data ?? []}
            cells={(w) => (
              <>
                <td className="max-w-sm px-4 py-2.5">
                  {w.name ? (
                    <bdi className="block truncate font-medium text-slate-900 dark:text-white">{w.name}</bdi>
                  ) : null}
                  <span dir="ltr" className="block truncate font-mono text-xs text-slate-600 dark:text-slate-300">
                    {w.url}
                  </span>
                </td>
                <td className="px-4 py-2.5 text-slate-600 dark:text-slate-300">
                  {w.inbox ? <bdi>{w.inbox.name}</bdi> : t('webhooksPage.allInboxes')}
                </td>
                <td className="px-4 py-2.5 text-slate-600 dark:text-slate-300">
                  {t('webhooksPage.eventCount', { count: w.subscriptions.length })}
                </td>
                <td className="px-4 py-2.5 text-end whitespace-nowrap">
                  <span className="inline-flex items-center gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      icon={<Icon name="clock" className="size-3.5" />}
                      aria-label={t('webhooksPage.logNamed', { title: title(w) })}
                      onClick={() => setDialog({ kind: 'log', webhook: w })}
                    >
                      {t('webhooksPage.log.open')}
                    </Button>
                    <RowActions
                      editLabel={t('webhooksPage.editNamed', { title: title(w) })}
                      deleteLabel={t('webhooksPage.deleteNamed', { title: title(w) })}
                      onEdit={() => setDialog({ kind: 'edit', webhook: w })}
                      onDelete={() => setDialog({ kind: 'delete', webhook: w })}
                    />
                  </span>
                </td>
              </>
            )}
          />
        </ListStates>
      </div>
      {dialog?.kind === 'edit' ? (
        <WebhookDialog accountId={account.id} webhook={dialog.webhook} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'log' ? (
        <WebhookDeliveriesDialog accountId={account.id} webhook={dialog.webhook} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title={t('webhooksPage.deleteTitle')}
          description={t('webhooksPage.deleteBody', { url: dialog.webhook.url })}
          confirmLabel={t('webhooksPage.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          danger
          onResult={(confirmed) => {
            const webhook = dialog.webhook;
            setDialog(null);
            if (!confirmed) return;
            remove.mutate(webhook.id, {
              onSuccess: () => toast.show(t('webhooksPage.deleted')),
              onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
            });
          }}
        />
      ) : null}
    </>
  );
};

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZDashboardAppForm, type TDashboardApp } from '../../../common/contracts/integrations.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { useDashboardAppMutations, useDashboardApps } from './integrationQueries.ts';

/** Add or edit a dashboard app: a title and the page's URL (Chatwoot's one frame per app). */
const DashboardAppDialog = ({
  accountId,
  app,
  onClose,
}: {
  accountId: number;
  app: TDashboardApp | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const { create, update } = useDashboardAppMutations(accountId);
  const mutation = app ? update : create;
  const form = useZodForm(ZDashboardAppForm, { title: app?.title ?? '', url: app?.content[0]?.url ?? '' });
  const names = {
    title: t('integrationsPage.dashboardApps.fields.title'),
    url: t('integrationsPage.dashboardApps.fields.url'),
  };
  const submit = form.handleSubmit(({ title, url }) => {
    const input = { title, content: [{ type: 'frame' as const, url }] };
    const onError = (err: unknown) => {
      if (isApiError(err) && err.code === 'validation_failed') form.applyServerErrors(err, names);
    };
    const onSuccess = () => {
      toast.show(app ? t('integrationsPage.dashboardApps.updated') : t('integrationsPage.dashboardApps.created'));
      onClose();
    };
    if (app) update.mutate({ id: app.id, input }, { onSuccess, onError });
    else create.mutate(input, { onSuccess, onError });
  });
  const url = form.field('url');
  return (
    <Dialog
      open
      onClose={onClose}
      title={app ? t('integrationsPage.dashboardApps.editTitle') : t('integrationsPage.dashboardApps.addTitle')}
      description={t('integrationsPage.dashboardApps.dialogDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={mutation.isPending}>
            {app ? t('common.save') : t('integrationsPage.dashboardApps.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {mutation.isError && !isApiError(mutation.error) ? <Alert>{apiErrorMessage(mutation.error, t)}</Alert> : null}
        <TextField label={names.title} autoComplete="off" dir="auto" {...form.field('title')} />
        <TextField
          label={names.url}
          type="url"
          autoComplete="off"
          dir="ltr"
          placeholder={t('integrationsPage.dashboardApps.fields.urlPlaceholder')}
          {...url}
          error={url.error === t('validation.invalid') ? t('integrationsPage.dashboardApps.urlInvalid') : url.error}
        />
      </form>
    </Dialog>
  );
};

type TDialog = { kind: 'edit'; app: TDashboardApp | null } | { kind: 'delete'; app: TDashboardApp } | null;

/** settings_integrations_dashboard_apps: pages shown as tabs beside each conversation. */
export const DashboardAppsPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const apps = useDashboardApps(account.id);
  const { remove } = useDashboardAppMutations(account.id);
  const [dialog, setDialog] = useState<TDialog>(null);
  return (
    <>
      <PageHeader
        title={t('integrationsPage.dashboardApps.title')}
        description={t('integrationsPage.dashboardApps.description')}
        actions={
          <Button icon={<Icon name="plus" className="size-4" />} onClick={() => setDialog({ kind: 'edit', app: null })}>
            {t('integrationsPage.dashboardApps.add')}
          </Button>
        }
      />
      <div className="p-6">
        <ListStates
          query={apps}
          isEmpty={apps.data?.length === 0}
          empty={
            <EmptyState
              icon="monitor"
              title={t('integrationsPage.dashboardApps.emptyTitle')}
              body={t('integrationsPage.dashboardApps.emptyBody')}
            />
          }
        >
          <SettingsTable
            caption={t('integrationsPage.dashboardApps.title')}
            columns={[
              { label: t('integrationsPage.dashboardApps.fields.title') },
              { label: t('integrationsPage.dashboardApps.fields.url') },
              { label: t('integrationsPage.actions'), hidden: true },
            ]}
            rows={apps.data ?? []}
            cells={(a) => (
              <>
                <td className="px-4 py-2.5">
                  <bdi className="font-medium text-slate-900 dark:text-white">{a.title}</bdi>
                </td>
                <td className="max-w-sm px-4 py-2.5">
                  <span dir="ltr" className="block truncate font-mono text-xs text-slate-600 dark:text-slate-300">
                    {a.content[0]?.url}
                  </span>
                </td>
                <td className="px-4 py-2.5 text-end">
                  <RowActions
                    editLabel={t('integrationsPage.dashboardApps.editNamed', { title: a.title })}
                    deleteLabel={t('integrationsPage.dashboardApps.deleteNamed', { title: a.title })}
                    onEdit={() => setDialog({ kind: 'edit', app: a })}
                    onDelete={() => setDialog({ kind: 'delete', app: a })}
                  />
                </td>
              </>
            )}
          />
        </ListStates>
      </div>
      {dialog?.kind === 'edit' ? (
        <DashboardAppDialog accountId={account.id} app={dialog.app} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title={t('integrationsPage.dashboardApps.deleteTitle')}
          description={t('integrationsPage.dashboardApps.deleteBody', { title: dialog.app.title })}
          confirmLabel={t('integrationsPage.dashboardApps.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          danger
          onResult={(confirmed) => {
            const app = dialog.app;
            setDialog(null);
            if (!confirmed) return;
            remove.mutate(app.id, {
              onSuccess: () => toast.show(t('integrationsPage.dashboardApps.deleted')),
              onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
            });
          }}
        />
      ) : null}
    </>
  );
};

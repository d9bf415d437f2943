import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { CopyField } from '../../components/CopyField.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import {
  createPlatformApp,
  deletePlatformApp,
  listPlatformApps,
  superAdminKeys,
  type TPlatformApp,
  type TPlatformAppCreated,
} from './superAdminApi.ts';

type TDialog =
  { kind: 'create' } | { kind: 'token'; app: TPlatformAppCreated } | { kind: 'delete'; app: TPlatformApp } | null;

/** Platform apps: the Platform API's callers; an app's token is shown once, when it is made. */
export const ConsolePlatformAppsPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const apps = useQuery({ queryKey: superAdminKeys.platformApps(), queryFn: listPlatformApps });
  const [dialog, setDialog] = useState<TDialog>(null);
  const [name, setName] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: superAdminKeys.platformApps() });
  const create = useMutation({
    mutationFn: () => createPlatformApp(name.trim()),
    onSuccess: async (app) => {
      await refresh();
      setName('');
      setDialog({ kind: 'token', app });
    },
  });
  const remove = useMutation({
    mutationFn: deletePlatformApp,
    onSuccess: refresh,
    onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
  });

  return (
    <>
      <PageHeader
        title={t('superAdmin.apps.title')}
        description={t('superAdmin.apps.description')}
        actions={
          <Button icon={<Icon name="plus" className="size-4" />} onClick={() => setDialog({ kind: 'create' })}>
            {t('superAdmin.apps.add')}
          </Button>
        }
      />
      <div className="p-6">
        <ListStates
          query={apps}
          isEmpty={apps.data?.length === 0}
          empty={<EmptyState icon="plug" title={t('superAdmin.apps.empty')} body={t('superAdmin.apps.emptyBody')} />}
        >
          <SettingsTable
            caption={t('superAdmin.apps.title')}
            columns={[
              { label: t('superAdmin.fields.name') },
              { label: t('superAdmin.fields.created') },
              { label: t('superAdmin.fields.actions'), hidden: true },
            ]}
            rows={apps.data ?? []}
            cells={(a) => (
              <>
                <td className="px-4 py-2.5 font-medium">
                  <bdi>{a.name}</bdi>
                </td>
                <td className="px-4 py-2.5">{new Date(a.created_at).toLocaleString()}</td>
                <td className="px-4 py-2.5 text-end">
                  <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: 'delete', app: a })}>
                    {t('superAdmin.deleteNamed', { name: a.name })}
                  </Button>
                </td>
              </>
            )}
          />
        </ListStates>
      </div>
      <Dialog
        open={dialog?.kind === 'create'}
        onClose={() => setDialog(null)}
        title={t('superAdmin.apps.add')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {t('common.cancel')}
            </Button>
            <Button isLoading={create.isPending} disabled={!name.trim()} onClick={() => create.mutate()}>
              {t('superAdmin.apps.create')}
            </Button>
          </>
        }
      >
        <TextField
          label={t('superAdmin.fields.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={create.isError ? apiErrorMessage(create.error, t) : undefined}
        />
      </Dialog>
      <Dialog
        open={dialog?.kind === 'token'}
        onClose={() => setDialog(null)}
        title={t('superAdmin.tokenOnceTitle')}
        description={t('superAdmin.tokenOnceBody')}
        footer={<Button onClick={() => setDialog(null)}>{t('superAdmin.done')}</Button>}
      >
        <CopyField
          label={t('superAdmin.accessToken')}
          value={dialog?.kind === 'token' ? dialog.app.access_token : ''}
        />
      </Dialog>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? t('superAdmin.deleteNamed', { name: dialog.app.name }) : ''}
        description={t('superAdmin.apps.deleteBody')}
        confirmLabel={t('superAdmin.delete')}
        cancelLabel={t('common.cancel')}
        danger
        onResult={(ok) => {
          const app = dialog?.kind === 'delete' ? dialog.app : null;
          setDialog(null);
          if (ok && app) remove.mutate(app.id);
        }}
      />
    </>
  );
};

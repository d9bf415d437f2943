import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSystemBot } from '../../../common/contracts/superAdmin.ts';
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
import { createSystemBot, deleteSystemBot, listSystemBots, superAdminKeys } from './superAdminApi.ts';

type TDialog = { kind: 'create' } | { kind: 'token'; bot: TSystemBot } | { kind: 'delete'; bot: TSystemBot } | null;

/** Global agent bots: no account, every account may link one to an inbox. */
export const ConsoleBotsPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const bots = useQuery({ queryKey: superAdminKeys.bots(), queryFn: listSystemBots });
  const [dialog, setDialog] = useState<TDialog>(null);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: superAdminKeys.bots() });
  const create = useMutation({
    mutationFn: () => createSystemBot({ name: name.trim(), outgoing_url: url.trim() }),
    onSuccess: async (bot) => {
      await refresh();
      setName('');
      setUrl('');
      setDialog({ kind: 'token', bot });
    },
  });
  const remove = useMutation({
    mutationFn: deleteSystemBot,
    onSuccess: refresh,
    onError: (e) => toast.show(apiErrorMessage(e, t), 'error'),
  });

  return (
    <>
      <PageHeader
        title={t('superAdmin.bots.title')}
        description={t('superAdmin.bots.description')}
        actions={
          <Button icon={<Icon name="plus" className="size-4" />} onClick={() => setDialog({ kind: 'create' })}>
            {t('superAdmin.bots.add')}
          </Button>
        }
      />
      <div className="p-6">
        <ListStates
          query={bots}
          isEmpty={bots.data?.payload.length === 0}
          empty={<EmptyState icon="bot" title={t('superAdmin.bots.empty')} body={t('superAdmin.bots.emptyBody')} />}
        >
          <SettingsTable
            caption={t('superAdmin.bots.title')}
            columns={[
              { label: t('superAdmin.fields.name') },
              { label: t('superAdmin.bots.url') },
              { label: t('superAdmin.fields.actions'), hidden: true },
            ]}
            rows={bots.data?.payload ?? []}
            cells={(b) => (
              <>
                <td className="px-4 py-2.5 font-medium">
                  <bdi>{b.name}</bdi>
                </td>
                <td className="px-4 py-2.5 font-mono text-xs">
                  <span dir="ltr">{b.outgoing_url || '—'}</span>
                </td>
                <td className="px-4 py-2.5 text-end">
                  <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: 'delete', bot: b })}>
                    {t('superAdmin.deleteNamed', { name: b.name })}
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
        title={t('superAdmin.bots.add')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {t('common.cancel')}
            </Button>
            <Button isLoading={create.isPending} disabled={!name.trim()} onClick={() => create.mutate()}>
              {t('superAdmin.bots.create')}
            </Button>
          </>
        }
      >
        <div className="space-y-4">
          <TextField label={t('superAdmin.fields.name')} value={name} onChange={(e) => setName(e.target.value)} />
          <TextField
            label={t('superAdmin.bots.url')}
            type="url"
            dir="ltr"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={create.isError ? apiErrorMessage(create.error, t) : undefined}
          />
        </div>
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
          value={dialog?.kind === 'token' ? (dialog.bot.access_token ?? '') : ''}
        />
      </Dialog>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? t('superAdmin.deleteNamed', { name: dialog.bot.name }) : ''}
        description={t('superAdmin.bots.deleteBody')}
        confirmLabel={t('superAdmin.delete')}
        cancelLabel={t('common.cancel')}
        danger
        onResult={(ok) => {
          const bot = dialog?.kind === 'delete' ? dialog.bot : null;
          setDialog(null);
          if (ok && bot) remove.mutate(bot.id);
        }}
      />
    </>
  );
};

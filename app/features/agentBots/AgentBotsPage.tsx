import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAgentBot } from '../../../common/contracts/agentBots.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Icon } from '../../components/Icon.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { ListStates, SettingsTable } from '../../components/SettingsTable.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { CopyField } from '../../components/CopyField.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AgentBotDialog } from './AgentBotDialog.tsx';
import { useAgentBotList, useAgentBotMutations } from './useAgentBotSettings.ts';

type TDialog =
  | { kind: 'edit'; bot: TAgentBot | null }
  | { kind: 'delete'; bot: TAgentBot }
  | { kind: 'reset'; bot: TAgentBot }
  | { kind: 'credentials'; bot: TAgentBot }
  | null;

/** agent_bots: administrators add, edit and delete the account's bots and reset their access tokens. */
export const AgentBotsPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const { account } = useCurrentAccount();
  const bots = useAgentBotList(account.id);
  const { remove, resetToken } = useAgentBotMutations(account.id);
  const [dialog, setDialog] = useState<TDialog>(null);
  const onError = (e: unknown) => toast.show(apiErrorMessage(e, t), 'error');
  const addButton = (
    <Button icon={<Icon name="plus" className="size-4" />} onClick={() => setDialog({ kind: 'edit', bot: null })}>
      {t('agentBotsPage.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('agentBotsPage.title')} description={t('agentBotsPage.description')} actions={addButton} />
      <div className="p-6">
        <ListStates
          query={bots}
          isEmpty={bots.data?.length === 0}
          empty={<EmptyState icon="bot" title={t('agentBotsPage.emptyTitle')} body={t('agentBotsPage.emptyBody')} />}
        >
          <SettingsTable
            caption={t('agentBotsPage.title')}
            columns={[
              { label: t('agentBotsPage.fields.name') },
              { label: t('agentBotsPage.fields.outgoingUrl') },
              { label: t('agentBotsPage.actions'), hidden: true },
            ]}
            rows={bots.data ?? []}
            cells={(b) => (
              <>
                <td className="px-4 py-2.5">
                  <span className="flex items-center gap-3">
                    <Avatar name={b.name} src={b.thumbnail || null} size="sm" />
                    <span className="min-w-0">
                      <bdi className="block font-medium text-slate-900 dark:text-white">{b.name}</bdi>
                      {b.description ? (
                        <bdi className="block max-w-xs truncate text-xs text-slate-500 dark:text-slate-400">
                          {b.description}
                        </bdi>
                      ) : null}
                    </span>
                    {b.system_bot ? (
                      <span className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                        {t('agentBotsPage.systemBot')}
                      </span>
                    ) : null}
                  </span>
                </td>
                <td className="max-w-xs truncate px-4 py-2.5 font-mono text-xs text-slate-600 dark:text-slate-300">
                  <span dir="ltr">{b.outgoing_url || t('agentBotsPage.noUrl')}</span>
                </td>
                <td className="px-4 py-2.5 text-end whitespace-nowrap">
                  {b.system_bot ? null : (
                    <span className="inline-flex items-center gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        icon={<Icon name="key" className="size-4" />}
                        onClick={() => setDialog({ kind: 'reset', bot: b })}
                      >
                        {t('agentBotsPage.resetToken')}
                      </Button>
                      <RowActions
                        editLabel={t('agentBotsPage.editNamed', { name: b.name })}
                        deleteLabel={t('agentBotsPage.deleteNamed', { name: b.name })}
                        onEdit={() => setDialog({ kind: 'edit', bot: b })}
                        onDelete={() => setDialog({ kind: 'delete', bot: b })}
                      />
                    </span>
                  )}
                </td>
              </>
            )}
          />
        </ListStates>
      </div>
      {dialog?.kind === 'edit' ? (
        <AgentBotDialog
          accountId={account.id}
          bot={dialog.bot}
          onClose={() => setDialog((d) => (d?.kind === 'edit' ? null : d))}
          onCreated={(bot) => setDialog({ kind: 'credentials', bot })}
        />
      ) : null}
      {dialog?.kind === 'credentials' ? (
        <Dialog
          open
          onClose={() => setDialog(null)}
          title={t('agentBotsPage.credentialsTitle', { name: dialog.bot.name })}
          description={t('agentBotsPage.credentialsBody')}
          footer={<Button onClick={() => setDialog(null)}>{t('agentBotsPage.done')}</Button>}
        >
          <div className="space-y-4">
            <CopyField label={t('agentBotsPage.fields.accessToken')} value={dialog.bot.access_token ?? ''} />
            {dialog.bot.secret ? (
              <CopyField label={t('agentBotsPage.fields.secret')} value={dialog.bot.secret} />
            ) : null}
          </div>
        </Dialog>
      ) : null}
      {dialog?.kind === 'reset' ? (
        <ConfirmDialog
          open
          title={t('agentBotsPage.resetTitle', { name: dialog.bot.name })}
          description={t('agentBotsPage.resetBody')}
          confirmLabel={t('agentBotsPage.resetConfirm')}
          cancelLabel={t('common.cancel')}
          danger
          onResult={(confirmed) => {
            const bot = dialog.bot;
            setDialog(null);
            if (!confirmed) return;
            resetToken.mutate(bot.id, {
              onSuccess: (fresh) => setDialog({ kind: 'credentials', bot: fresh }),
              onError,
            });
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title={t('agentBotsPage.deleteTitle', { name: dialog.bot.name })}
          description={t('agentBotsPage.deleteBody')}
          confirmLabel={t('agentBotsPage.deleteConfirm')}
          cancelLabel={t('common.cancel')}
          danger
          onResult={(confirmed) => {
            const bot = dialog.bot;
            setDialog(null);
            if (!confirmed) return;
            remove.mutate(bot.id, {
              onSuccess: () => toast.show(t('agentBotsPage.deleted', { name: bot.name })),
              onError,
            });
          }}
        />
      ) : null}
    </>
  );
};

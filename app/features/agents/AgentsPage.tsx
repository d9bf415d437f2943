import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAgent } from '../../../common/contracts/agents.ts';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AddAgentDialog } from './AddAgentDialog.tsx';
import { AgentRow } from './AgentRow.tsx';
import { EditAgentDialog } from './EditAgentDialog.tsx';
import { AgentActionDialog } from './AgentActionDialog.tsx';
import { useAgentMutations, useAgents } from './useAgents.ts';
import { useCustomRoles } from './useCustomRoles.ts';

type TDialogState = { kind: 'add' } | { kind: 'edit' | 'remove' | 'resetMfa'; agent: TAgent } | null;

/** agent_list: administrators manage who may sign in to the account. */
export const AgentsPage = () => {
  const { t } = useTranslation();
  const { user, account } = useCurrentAccount();
  const agents = useAgents(account.id);
  const { remove, resetMfa } = useAgentMutations(account.id);
  const customRoles = useCustomRoles(account.id);
  const [dialog, setDialog] = useState<TDialogState>(null);
  const close = () => setDialog(null);
  const th = 'px-4 py-2.5 text-start text-xs font-medium text-slate-500 dark:text-slate-400';

  return (
    <>
      <PageHeader
        title={t('agents.title')}
        description={t('agents.description')}
        actions={
          <Button icon={<Icon name="plus" className="size-4" />} onClick={() => setDialog({ kind: 'add' })}>
            {t('agents.add')}
          </Button>
        }
      />
      <div className="p-6">
        {agents.isPending ? (
          <div className="flex justify-center py-16 text-slate-400">
            <Spinner className="size-6" label={t('common.loading')} />
          </div>
        ) : agents.isError ? (
          <LoadErrorScreen message={apiErrorMessage(agents.error, t)} onRetry={() => void agents.refetch()} />
        ) : (
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">{t('agents.title')}</caption>
              <thead className="border-b border-slate-200 bg-slate-50/80 dark:border-slate-800 dark:bg-slate-900">
                <tr>
                  <th scope="col" className={th}>
                    {t('agents.columns.agent')}
                  </th>
                  <th scope="col" className={th}>
                    {t('agents.columns.role')}
                  </th>
                  <th scope="col" className={th}>
                    {t('agents.columns.availability')}
                  </th>
                  <th scope="col" className={th}>
                    {t('agents.columns.verification')}
                  </th>
                  <th scope="col" className={th}>
                    {t('agents.columns.mfa')}
                  </th>
                  <th scope="col" className={`${th} text-end`}>
                    <span className="sr-only">{t('agents.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {agents.data.map((agent) => (
                  <AgentRow
                    key={agent.id}
                    agent={agent}
                    isSelf={agent.id === user.id}
                    customRoleName={customRoles.data?.find((r) => r.id === agent.custom_role_id)?.name}
                    onEdit={() => setDialog({ kind: 'edit', agent })}
                    onRemove={() => setDialog({ kind: 'remove', agent })}
                    onResetMfa={() => setDialog({ kind: 'resetMfa', agent })}
                  />
                ))}
              </tbody>
            </table>
            {agents.data.length === 0 ? (
              <p className="px-4 py-10 text-center text-sm text-slate-500">{t('agents.empty')}</p>
            ) : null}
          </div>
        )}
      </div>
      <AddAgentDialog accountId={account.id} open={dialog?.kind === 'add'} onClose={close} />
      {dialog?.kind === 'edit' ? <EditAgentDialog accountId={account.id} agent={dialog.agent} onClose={close} /> : null}
      {dialog?.kind === 'remove' ? (
        <AgentActionDialog
          agent={dialog.agent}
          mutation={remove}
          title={t('agents.removeTitle', { name: dialog.agent.name })}
          body={t('agents.removeBody', { name: dialog.agent.name })}
          submit={t('agents.removeSubmit')}
          done={t('agents.removed', { name: dialog.agent.name })}
          onClose={close}
        />
      ) : null}
      {/* An administrator turns a member's two-factor sign-in off (a lost phone); they enrol again next time. */}
      {dialog?.kind === 'resetMfa' ? (
        <AgentActionDialog
          agent={dialog.agent}
          mutation={resetMfa}
          title={t('agents.resetMfaTitle', { name: dialog.agent.name })}
          body={t('agents.resetMfaBody', { name: dialog.agent.name })}
          submit={t('agents.resetMfaSubmit')}
          done={t('agents.mfaResetDone', { name: dialog.agent.name })}
          onClose={close}
        />
      ) : null}
    </>
  );
};

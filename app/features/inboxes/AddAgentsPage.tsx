import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useCurrentAccount } from '../accounts/index.ts';
import { useAgents } from '../agents/index.ts';
import { pathTo } from '../navigation/index.ts';
import { AgentPicker } from './AgentPicker.tsx';
import { InboxWizardFrame } from './InboxWizardFrame.tsx';
import { useSetInboxMembers } from './useInbox.ts';

/** settings_inboxes_add_agents: who works the new inbox (inbox_members), then the finish page. */
export const AddAgentsPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { account } = useCurrentAccount();
  const inboxId = Number(useParams().inbox_id);
  const agents = useAgents(account.id);
  const save = useSetInboxMembers(account.id, inboxId);
  const [selected, setSelected] = useState<number[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const finish = () => void navigate(pathTo(account.id, 'settings_inbox_finish', { inbox_id: inboxId }));

  const submit = () => {
    setSubmitted(true);
    if (selected.length === 0) return;
    save.mutate(selected, {
      onSuccess: finish,
      onError: (err) => toast.show(apiErrorMessage(err, t), 'error'),
    });
  };

  return (
    <InboxWizardFrame>
      <div className="max-w-2xl">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t('inboxesPage.agents.title')}</h2>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('inboxesPage.agents.description')}</p>
        <div className="mt-6">
          {agents.isPending ? (
            <Spinner className="size-6" label={t('common.loading')} />
          ) : agents.isError ? (
            <Alert>{apiErrorMessage(agents.error, t)}</Alert>
          ) : (
            <AgentPicker
              legend={t('inboxesPage.agents.legend')}
              agents={agents.data}
              selected={selected}
              onChange={setSelected}
            />
          )}
          {submitted && selected.length === 0 ? (
            <p role="alert" className="mt-2 text-xs text-red-600 dark:text-red-400">
              {t('inboxesPage.agents.pickOne')}
            </p>
          ) : null}
        </div>
        <div className="mt-6 flex gap-2">
          <Button onClick={submit} isLoading={save.isPending}>
            {t('inboxesPage.agents.submit')}
          </Button>
          <Button variant="ghost" onClick={finish}>
            {t('inboxesPage.agents.skip')}
          </Button>
        </div>
      </div>
    </InboxWizardFrame>
  );
};

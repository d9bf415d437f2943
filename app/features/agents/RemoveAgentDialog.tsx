import { useTranslation } from 'react-i18next';
import type { TAgent } from '../../../common/contracts/agents.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useAgentMutations } from './useAgents.ts';

interface TRemoveAgentDialogProps {
  accountId: number;
  agent: TAgent;
  onClose: () => void;
}

export const RemoveAgentDialog = ({ accountId, agent, onClose }: TRemoveAgentDialogProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { remove } = useAgentMutations(accountId);
  const confirm = () =>
    remove.mutate(agent.id, {
      onSuccess: () => {
        toast.show(t('agents.removed', { name: agent.name }));
        onClose();
      },
    });
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={t('agents.removeTitle', { name: agent.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" isLoading={remove.isPending} onClick={confirm}>
            {t('agents.removeSubmit')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {remove.isError ? <Alert>{apiErrorMessage(remove.error, t)}</Alert> : null}
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('agents.removeBody', { name: agent.name })}</p>
      </div>
    </Dialog>
  );
};

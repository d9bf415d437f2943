import { useTranslation } from 'react-i18next';
import type { TAgent } from '../../../common/contracts/agents.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';

/** The mutation an action on one agent runs (remove them, reset their two-factor sign-in). */
interface TAgentMutation {
  mutate: (agentId: number, opts: { onSuccess: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * Asks before a destructive action on an agent, names them, runs it, says it is done and closes; the server's
 * refusal stays in the dialog. Cancel has the first focus.
 */
export const AgentActionDialog = ({
  agent,
  mutation,
  title,
  body,
  submit,
  done,
  onClose,
}: {
  agent: TAgent;
  mutation: TAgentMutation;
  title: string;
  body: string;
  submit: string;
  done: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = () =>
    mutation.mutate(agent.id, {
      onSuccess: () => {
        toast.show(done);
        onClose();
      },
    });
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" isLoading={mutation.isPending} onClick={confirm}>
            {submit}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {mutation.isError ? <Alert>{apiErrorMessage(mutation.error, t)}</Alert> : null}
        <p className="text-sm text-slate-600 dark:text-slate-300">{body}</p>
      </div>
    </Dialog>
  );
};

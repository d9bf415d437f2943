import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZUpdateAgentRequest, type TAgent } from '../../../common/contracts/agents.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { availabilityOptions } from './roleOptions.ts';
import { roleChoiceOf, roleChoiceOptions, roleFromChoice } from './roleChoice.ts';
import { useCustomRoles } from './useCustomRoles.ts';
import { useAgentMutations } from './useAgents.ts';

const ZEditAgentForm = ZUpdateAgentRequest.pick({ availability: true });

interface TEditAgentDialogProps {
  accountId: number;
  agent: TAgent;
  onClose: () => void;
}

/** Rendered only while an agent is being edited, so the form starts from that agent's values. */
export const EditAgentDialog = ({ accountId, agent, onClose }: TEditAgentDialogProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const { update } = useAgentMutations(accountId);
  const form = useZodForm(ZEditAgentForm, { availability: agent.availability_status });
  const [choice, setChoice] = useState<string>(roleChoiceOf(agent.role, agent.custom_role_id));
  const customRoles = useCustomRoles(accountId);
  const choices = roleChoiceOptions(t, customRoles.data);
  const submit = form.handleSubmit((input) =>
    update.mutate(
      { id: agent.id, input: { ...input, ...roleFromChoice(choice) } },
      {
        onSuccess: () => {
          toast.show(t('agents.updated', { name: agent.name }));
          onClose();
        },
      },
    ),
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('agents.editTitle', { name: agent.name })}
      description={agent.email}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={update.isPending}>
            {t('agents.editSubmit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {update.isError ? <Alert>{apiErrorMessage(update.error, t)}</Alert> : null}
        <SelectField
          label={t('fields.role')}
          options={choices.options}
          groups={choices.groups}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        />
        <SelectField
          label={t('fields.availability')}
          options={availabilityOptions(t)}
          {...form.field('availability')}
        />
      </form>
    </Dialog>
  );
};

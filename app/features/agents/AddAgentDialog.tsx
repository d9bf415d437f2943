import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ZCreateAgentRequest } from '../../../common/contracts/agents.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { roleOptions } from './roleOptions.ts';
import { useAgentMutations } from './useAgents.ts';

interface TAddAgentDialogProps {
  accountId: number;
  open: boolean;
  onClose: () => void;
}

export const AddAgentDialog = ({ accountId, open, onClose }: TAddAgentDialogProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const { create } = useAgentMutations(accountId);
  const form = useZodForm(ZCreateAgentRequest, { name: '', email: '', role: 'agent' });
  const labels = { name: t('fields.name'), email: t('fields.email'), role: t('fields.role') };
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };
  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (agent) => {
        toast.show(t('agents.added', { name: agent.name }));
        close();
      },
      onError: (err) => {
        if (isApiError(err) && err.code === 'validation_failed') form.applyServerErrors(err, labels);
      },
    }),
  );
  const showAlert =
    create.isError && !(isApiError(create.error) && Object.keys(create.error.details).some((k) => k in labels));

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('agents.addTitle')}
      description={t('agents.addDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={create.isPending}>
            {t('agents.addSubmit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {showAlert ? <Alert>{apiErrorMessage(create.error, t)}</Alert> : null}
        <TextField label={labels.name} autoComplete="off" {...form.field('name')} />
        <TextField label={labels.email} type="email" autoComplete="off" {...form.field('email')} />
        <SelectField label={labels.role} options={roleOptions(t)} {...form.field('role')} />
      </form>
    </Dialog>
  );
};

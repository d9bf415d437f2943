import { useId, useState } from 'react';
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
import { useGlobalConfig } from '../accounts/index.ts';
import { CopyField } from '../../components/CopyField.tsx';
import { roleChoiceOptions, roleFromChoice } from './roleChoice.ts';
import { useCustomRoles } from './useCustomRoles.ts';
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
  const { smtpConfigured } = useGlobalConfig();
  /** Without mail, the invitation link the server answered with, for the administrator to hand over. */
  const [invitation, setInvitation] = useState<{ name: string; url: string } | null>(null);
  const form = useZodForm(ZCreateAgentRequest.pick({ name: true, email: true }), { name: '', email: '' });
  const [choice, setChoice] = useState('agent');
  const customRoles = useCustomRoles(accountId);
  const choices = roleChoiceOptions(t, customRoles.data);
  const labels = { name: t('fields.name'), email: t('fields.email'), role: t('fields.role') };
  const close = () => {
    setInvitation(null);
    form.reset();
    setChoice('agent');
    create.reset();
    onClose();
  };
  const submit = form.handleSubmit((input) =>
    create.mutate(
      { ...input, ...roleFromChoice(choice) },
      {
        onSuccess: (agent) => {
          if (agent.invitation_url) {
            toast.show(t('agents.addedNoMail', { name: agent.name }));
            setInvitation({ name: agent.name, url: agent.invitation_url });
            return;
          }
          toast.show(t('agents.added', { name: agent.name }));
          close();
        },
        onError: (err) => {
          if (isApiError(err) && err.code === 'validation_failed') form.applyServerErrors(err, labels);
        },
      },
    ),
  );
  const showAlert =
    create.isError && !(isApiError(create.error) && Object.keys(create.error.details).some((k) => k in labels));

  if (invitation)
    return (
      <Dialog
        open={open}
        onClose={close}
        title={t('agents.linkTitle', { name: invitation.name })}
        description={t('agents.linkBody', { name: invitation.name })}
        footer={<Button onClick={close}>{t('common.close')}</Button>}
      >
        <CopyField label={t('agents.linkLabel')} value={invitation.url} />
      </Dialog>
    );

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('agents.addTitle')}
      description={smtpConfigured ? t('agents.addDescription') : t('agents.addDescriptionNoMail')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={create.isPending}>
            {smtpConfigured ? t('agents.addSubmit') : t('agents.addSubmitNoMail')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {showAlert ? <Alert>{apiErrorMessage(create.error, t)}</Alert> : null}
        <TextField label={labels.name} autoComplete="off" {...form.field('name')} />
        <TextField label={labels.email} type="email" autoComplete="off" {...form.field('email')} />
        <SelectField
          label={labels.role}
          options={choices.options}
          groups={choices.groups}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        />
      </form>
    </Dialog>
  );
};

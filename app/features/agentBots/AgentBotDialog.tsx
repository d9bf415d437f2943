import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TAgentBot } from '../../../common/contracts/agentBots.ts';
import { ZWebhookUrl } from '../../../common/contracts/inboxes.ts';
import { Alert } from '../../components/Alert.tsx';
import { AvatarUpload } from '../../components/AvatarUpload.tsx';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { useAgentBotMutations } from './useAgentBotSettings.ts';

const ZBotForm = z.object({
  name: z.string().trim().min(1).max(255),
  description: z.string().trim().max(2000),
  outgoing_url: ZWebhookUrl,
});

interface TAgentBotDialogProps {
  accountId: number;
  /** null: a new bot. */
  bot: TAgentBot | null;
  onClose: () => void;
  /** A new bot's token and secret, shown once by the page. */
  onCreated: (bot: TAgentBot) => void;
}

/** Add or edit an agent bot: name, description, avatar and the URL its events go to. */
export const AgentBotDialog = ({ accountId, bot, onClose, onCreated }: TAgentBotDialogProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const { create, update, removeAvatar } = useAgentBotMutations(accountId);
  const mutation = bot ? update : create;
  const [avatar, setAvatar] = useState<{ file: File; url: string } | null>(null);
  const form = useZodForm(ZBotForm, {
    name: bot?.name ?? '',
    description: bot?.description ?? '',
    outgoing_url: bot?.outgoing_url ?? '',
  });
  const names = {
    name: t('agentBotsPage.fields.name'),
    description: t('agentBotsPage.fields.description'),
    outgoing_url: t('agentBotsPage.fields.outgoingUrl'),
  };

  const submit = form.handleSubmit((parsed) => {
    const input = { ...parsed, avatar: avatar?.file ?? null };
    const done = {
      onSuccess: (saved: TAgentBot) => {
        toast.show(t(bot ? 'agentBotsPage.updated' : 'agentBotsPage.created', { name: saved.name }));
        if (!bot) onCreated(saved);
        onClose();
      },
      onError: (err: unknown) => {
        if (isApiError(err) && err.code === 'validation_failed') form.applyServerErrors(err, names);
      },
    };
    if (bot) update.mutate({ id: bot.id, input }, done);
    else create.mutate(input, done);
  });
  const showAlert =
    mutation.isError && !(isApiError(mutation.error) && Object.keys(mutation.error.details).some((k) => k in names));

  return (
    <Dialog
      open
      onClose={onClose}
      title={bot ? t('agentBotsPage.editTitle', { name: bot.name }) : t('agentBotsPage.addTitle')}
      description={t('agentBotsPage.dialogDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={mutation.isPending}>
            {bot ? t('common.save') : t('agentBotsPage.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {showAlert ? <Alert>{apiErrorMessage(mutation.error, t)}</Alert> : null}
        <AvatarUpload
          label={t('agentBotsPage.fields.avatar')}
          src={avatar?.url ?? (bot?.thumbnail || null)}
          username={form.values.name || '?'}
          allowDelete={Boolean(bot?.thumbnail) && !avatar}
          isBusy={removeAvatar.isPending}
          onSelect={setAvatar}
          onDelete={() => {
            if (bot) removeAvatar.mutate(bot.id, { onError: (e) => toast.show(apiErrorMessage(e, t), 'error') });
          }}
          deleteLabel={t('agentBotsPage.removeAvatar')}
        />
        <TextField label={names.name} autoComplete="off" dir="auto" {...form.field('name')} />
        <TextAreaField
          label={names.description}
          rows={3}
          dir="auto"
          {...form.field('description')}
          onChange={(e) => form.setValue('description', e.target.value)}
        />
        <TextField
          label={names.outgoing_url}
          autoComplete="off"
          dir="ltr"
          inputMode="url"
          placeholder={t('agentBotsPage.fields.outgoingUrlPlaceholder')}
          hint={t('agentBotsPage.fields.outgoingUrlHint')}
          {...form.field('outgoing_url')}
        />
      </form>
    </Dialog>
  );
};

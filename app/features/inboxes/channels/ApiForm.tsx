import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { ZApiForm } from '../channelForms.ts';
import { createInbox } from '../inboxApi.ts';
import { useCreateInbox } from '../useCreateInbox.ts';
import { ChannelFormCard } from './ChannelFormCard.tsx';

/** API channel: a name and an optional webhook URL that must begin with http (spec §5). */
export const ApiForm = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const form = useZodForm(ZApiForm, { name: '', webhook_url: '' });
  const labels = { name: t('inboxesPage.api.name'), webhook_url: t('inboxesPage.api.webhookUrl') };
  const create = useCreateInbox({
    accountId,
    create: (v: { name: string; webhook_url: string }) =>
      createInbox(accountId, { name: v.name, channel: { type: 'api', webhook_url: v.webhook_url } }),
    onFieldErrors: (err) => form.applyServerErrors(err, labels),
    fallbackMessage: t('inboxesPage.api.failed'),
  });
  return (
    <ChannelFormCard
      title={t('inboxesPage.api.title')}
      description={t('inboxesPage.api.description')}
      onSubmit={form.handleSubmit((v) => create.mutate(v))}
      isSubmitting={create.isPending}
    >
      <TextField label={labels.name} placeholder={t('inboxesPage.api.namePlaceholder')} {...form.field('name')} />
      <TextField
        label={labels.webhook_url}
        placeholder={t('inboxesPage.api.webhookPlaceholder')}
        hint={t('inboxesPage.api.webhookHint')}
        {...form.field('webhook_url')}
      />
    </ChannelFormCard>
  );
};

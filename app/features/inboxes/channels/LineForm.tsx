import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { ZLineForm } from '../channelForms.ts';
import { createInbox } from '../inboxApi.ts';
import { useCreateInbox } from '../useCreateInbox.ts';
import { ChannelFormCard } from './ChannelFormCard.tsx';

/** LINE channel: name, channel id, secret and token, all required. */
export const LineForm = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const form = useZodForm(ZLineForm, {
    name: '',
    line_channel_id: '',
    line_channel_secret: '',
    line_channel_token: '',
  });
  const labels = {
    name: t('inboxesPage.line.name'),
    line_channel_id: t('inboxesPage.line.channelId'),
    line_channel_secret: t('inboxesPage.line.secret'),
    line_channel_token: t('inboxesPage.line.token'),
  };
  const create = useCreateInbox({
    accountId,
    create: (v: typeof form.values) =>
      createInbox(accountId, {
        name: v.name,
        channel: {
          type: 'line',
          line_channel_id: v.line_channel_id,
          line_channel_secret: v.line_channel_secret,
          line_channel_token: v.line_channel_token,
        },
      }),
    onFieldErrors: (err) => form.applyServerErrors(err, labels),
    fallbackMessage: t('inboxesPage.line.failed'),
  });
  return (
    <ChannelFormCard
      title={t('inboxesPage.line.title')}
      description={t('inboxesPage.line.description')}
      onSubmit={form.handleSubmit(() => create.mutate(form.values))}
      isSubmitting={create.isPending}
    >
      <TextField label={labels.name} {...form.field('name')} />
      <TextField label={labels.line_channel_id} {...form.field('line_channel_id')} />
      <TextField label={labels.line_channel_secret} autoComplete="off" {...form.field('line_channel_secret')} />
      <TextField label={labels.line_channel_token} autoComplete="off" {...form.field('line_channel_token')} />
    </ChannelFormCard>
  );
};

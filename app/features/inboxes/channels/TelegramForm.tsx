import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { telegramInboxName, ZTelegramForm } from '../channelForms.ts';
import { createInbox } from '../inboxApi.ts';
import { useCreateInbox } from '../useCreateInbox.ts';
import { ChannelFormCard } from './ChannelFormCard.tsx';

/** Telegram channel: the bot token from BotFather. */
export const TelegramForm = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const form = useZodForm(ZTelegramForm, { bot_token: '' });
  const labels = { bot_token: t('inboxesPage.telegram.token') };
  const create = useCreateInbox({
    accountId,
    create: ({ bot_token }: { bot_token: string }) =>
      createInbox(accountId, { name: telegramInboxName(bot_token), channel: { type: 'telegram', bot_token } }),
    onFieldErrors: (err) => form.applyServerErrors(err, labels),
    fallbackMessage: t('inboxesPage.telegram.failed'),
  });
  return (
    <ChannelFormCard
      title={t('inboxesPage.telegram.title')}
      description={t('inboxesPage.telegram.description')}
      onSubmit={form.handleSubmit((v) => create.mutate(v))}
      isSubmitting={create.isPending}
    >
      <TextField
        label={labels.bot_token}
        autoComplete="off"
        hint={t('inboxesPage.telegram.tokenHint')}
        {...form.field('bot_token')}
      />
    </ChannelFormCard>
  );
};

import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { ZEmailForm } from '../channelForms.ts';
import { createInbox } from '../inboxApi.ts';
import { useCreateInbox } from '../useCreateInbox.ts';
import { ChannelFormCard } from './ChannelFormCard.tsx';

/** Email via forwarding (other providers): a channel name and a valid address. */
export const EmailOtherForm = ({ accountId, onBack }: { accountId: number; onBack: () => void }) => {
  const { t } = useTranslation();
  const form = useZodForm(ZEmailForm, { name: '', email: '' });
  const labels = { name: t('inboxesPage.email.name'), email: t('inboxesPage.email.address') };
  const create = useCreateInbox({
    accountId,
    create: (v: { name: string; email: string }) =>
      createInbox(accountId, { name: v.name, channel: { type: 'email', email: v.email, provider: 'other' } }),
    onFieldErrors: (err) => form.applyServerErrors(err, labels),
    fallbackMessage: t('inboxesPage.email.failed'),
  });
  return (
    <>
      <Button variant="ghost" size="sm" className="mb-4" onClick={onBack}>
        {t('inboxesPage.email.changeProvider')}
      </Button>
      <ChannelFormCard
        title={t('inboxesPage.email.otherTitle')}
        description={t('inboxesPage.email.otherDescription')}
        onSubmit={form.handleSubmit((v) => create.mutate(v))}
        isSubmitting={create.isPending}
      >
        <TextField label={labels.name} {...form.field('name')} />
        <TextField label={labels.email} type="email" autoComplete="off" {...form.field('email')} />
      </ChannelFormCard>
    </>
  );
};

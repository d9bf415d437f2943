import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { ZBandwidthForm } from '../channelForms.ts';
import { createInbox } from '../inboxApi.ts';
import { useCreateInbox } from '../useCreateInbox.ts';
import { ChannelFormCard } from './ChannelFormCard.tsx';
import { ChannelPhoneField } from './ChannelPhoneField.tsx';

/** Bandwidth SMS: the number (starting with +) and the four Bandwidth credentials. */
export const BandwidthForm = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const form = useZodForm(ZBandwidthForm, {
    name: '',
    phone_number: '',
    account_id: '',
    application_id: '',
    api_key: '',
    api_secret: '',
  });
  const labels = {
    name: t('inboxesPage.sms.name'),
    phone_number: t('inboxesPage.sms.phone'),
    account_id: t('inboxesPage.sms.accountId'),
    application_id: t('inboxesPage.sms.applicationId'),
    api_key: t('inboxesPage.sms.apiKey'),
    api_secret: t('inboxesPage.sms.apiSecret'),
  };
  const create = useCreateInbox({
    accountId,
    create: (v: typeof form.values) =>
      createInbox(accountId, {
        name: v.name,
        channel: {
          type: 'sms',
          provider: 'bandwidth',
          phone_number: v.phone_number.trim(),
          provider_config: {
            api_key: v.api_key,
            api_secret: v.api_secret,
            application_id: v.application_id,
            account_id: v.account_id,
          },
        },
      }),
    onFieldErrors: (err) => form.applyServerErrors(err, labels),
    fallbackMessage: t('inboxesPage.sms.failed'),
  });
  return (
    <ChannelFormCard
      title={t('inboxesPage.sms.bandwidthTitle')}
      description={t('inboxesPage.sms.bandwidthDescription')}
      onSubmit={form.handleSubmit(() => create.mutate(form.values))}
      isSubmitting={create.isPending}
    >
      <TextField label={labels.name} {...form.field('name')} />
      <ChannelPhoneField label={labels.phone_number} rule="plus" field={form.field('phone_number')} />
      <TextField label={labels.account_id} {...form.field('account_id')} />
      <TextField label={labels.application_id} {...form.field('application_id')} />
      <TextField label={labels.api_key} autoComplete="off" {...form.field('api_key')} />
      <TextField label={labels.api_secret} autoComplete="off" {...form.field('api_secret')} />
    </ChannelFormCard>
  );
};

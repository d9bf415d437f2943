import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { ZDialog360Form, ZWhatsappCloudForm } from '../channelForms.ts';
import { createInbox } from '../inboxApi.ts';
import { useCreateInbox } from '../useCreateInbox.ts';
import { ChannelFormCard } from './ChannelFormCard.tsx';
import { ChannelPhoneField } from './ChannelPhoneField.tsx';

/** WhatsApp Cloud: number (E.164), numeric phone number id and business account id, API key. */
export const WhatsappCloudForm = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const form = useZodForm(ZWhatsappCloudForm, {
    name: '',
    phone_number: '',
    phone_number_id: '',
    business_account_id: '',
    api_key: '',
  });
  const labels = {
    name: t('inboxesPage.whatsapp.name'),
    phone_number: t('inboxesPage.whatsapp.phone'),
    phone_number_id: t('inboxesPage.whatsapp.phoneNumberId'),
    business_account_id: t('inboxesPage.whatsapp.businessAccountId'),
    api_key: t('inboxesPage.whatsapp.apiKey'),
  };
  const create = useCreateInbox({
    accountId,
    create: (v: typeof form.values) =>
      createInbox(accountId, {
        name: v.name,
        channel: {
          type: 'whatsapp',
          provider: 'whatsapp_cloud',
          phone_number: v.phone_number.trim(),
          provider_config: {
            api_key: v.api_key,
            phone_number_id: v.phone_number_id.trim(),
            business_account_id: v.business_account_id.trim(),
          },
        },
      }),
    onFieldErrors: (err) => form.applyServerErrors(err, labels),
    fallbackMessage: t('inboxesPage.whatsapp.failed'),
  });
  const numeric = (k: 'phone_number_id' | 'business_account_id') => {
    const f = form.field(k);
    const v = form.values[k].trim();
    return { ...f, error: f.error && v && !/^\d+$/.test(v) ? t('inboxesPage.form.numeric') : f.error };
  };
  return (
    <ChannelFormCard
      title={t('inboxesPage.whatsapp.cloudTitle')}
      description={t('inboxesPage.whatsapp.cloudDescription')}
      onSubmit={form.handleSubmit(() => create.mutate(form.values))}
      isSubmitting={create.isPending}
    >
      <TextField label={labels.name} {...form.field('name')} />
      <ChannelPhoneField label={labels.phone_number} rule="e164" field={form.field('phone_number')} />
      <TextField label={labels.phone_number_id} inputMode="numeric" {...numeric('phone_number_id')} />
      <TextField label={labels.business_account_id} inputMode="numeric" {...numeric('business_account_id')} />
      <TextField label={labels.api_key} autoComplete="off" {...form.field('api_key')} />
    </ChannelFormCard>
  );
};

/** The 360dialog form: kept for existing setups, not offered in the provider select (spec §2). */
export const Dialog360Form = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const form = useZodForm(ZDialog360Form, { name: '', phone_number: '', api_key: '' });
  const labels = {
    name: t('inboxesPage.whatsapp.name'),
    phone_number: t('inboxesPage.whatsapp.phone'),
    api_key: t('inboxesPage.whatsapp.apiKey'),
  };
  const create = useCreateInbox({
    accountId,
    create: (v: typeof form.values) =>
      createInbox(accountId, {
        name: v.name,
        channel: {
          type: 'whatsapp',
          provider: 'default',
          phone_number: v.phone_number.trim(),
          provider_config: { api_key: v.api_key },
        },
      }),
    onFieldErrors: (err) => form.applyServerErrors(err, labels),
    fallbackMessage: t('inboxesPage.whatsapp.failed'),
  });
  return (
    <ChannelFormCard
      title={t('inboxesPage.whatsapp.dialogTitle')}
      description={t('inboxesPage.whatsapp.cloudDescription')}
      onSubmit={form.handleSubmit(() => create.mutate(form.values))}
      isSubmitting={create.isPending}
    >
      <TextField label={labels.name} {...form.field('name')} />
      <TextField label={labels.phone_number} inputMode="tel" {...form.field('phone_number')} />
      <TextField label={labels.api_key} autoComplete="off" {...form.field('api_key')} />
    </ChannelFormCard>
  );
};

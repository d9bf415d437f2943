import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { TWILIO_INITIAL, twilioPayload, twilioSchema } from '../channelForms.ts';

import { createTwilioInbox } from '../inboxApi.ts';
import { useCreateInbox } from '../useCreateInbox.ts';
import { ChannelFormCard } from './ChannelFormCard.tsx';
import { ChannelPhoneField } from './ChannelPhoneField.tsx';
import { CheckboxField } from './CheckboxField.tsx';

/**
 * Twilio for SMS or WhatsApp (spec §2): a messaging service SID can replace the number, and
 * an API key adds its SID and turns the auth token into the API key secret.
 */
export const TwilioForm = ({ accountId, medium }: { accountId: number; medium: 'sms' | 'whatsapp' }) => {
  const { t } = useTranslation();
  const [messagingService, setMessagingService] = useState(false);
  const [apiKey, setApiKey] = useState(false);
  const toggles = { messagingService, apiKey };
  const schema = useMemo(() => twilioSchema({ messagingService, apiKey }), [messagingService, apiKey]);
  const form = useZodForm(schema, TWILIO_INITIAL);
  const labels = {
    name: t('inboxesPage.twilio.name'),
    messaging_service_sid: t('inboxesPage.twilio.messagingServiceSid'),
    phone_number: t('inboxesPage.twilio.phone'),
    account_sid: t('inboxesPage.twilio.accountSid'),
    api_key_sid: t('inboxesPage.twilio.apiKeySid'),
    auth_token: apiKey ? t('inboxesPage.twilio.apiKeySecret') : t('inboxesPage.twilio.authToken'),
  };
  const create = useCreateInbox({
    accountId,
    create: (v: ReturnType<typeof twilioPayload>) => createTwilioInbox(accountId, v),
    onFieldErrors: (err) => form.applyServerErrors(err, labels),
    fallbackMessage: t('inboxesPage.twilio.failed'),
  });
  return (
    <ChannelFormCard
      title={medium === 'whatsapp' ? t('inboxesPage.twilio.whatsappTitle') : t('inboxesPage.twilio.smsTitle')}
      description={t('inboxesPage.twilio.description')}
      onSubmit={form.handleSubmit((v) => create.mutate(twilioPayload(v, toggles, medium)))}
      isSubmitting={create.isPending}
    >
      <TextField label={labels.name} {...form.field('name')} />
      <CheckboxField
        label={t('inboxesPage.twilio.useMessagingService')}
        checked={messagingService}
        onChange={setMessagingService}
      />
      {messagingService ? (
        <TextField label={labels.messaging_service_sid} autoComplete="off" {...form.field('messaging_service_sid')} />
      ) : (
        <ChannelPhoneField
          label={labels.phone_number}
          rule="e164"
          hint={t('inboxesPage.twilio.phoneHint')}
          field={form.field('phone_number')}
        />
      )}
      <TextField label={labels.account_sid} autoComplete="off" {...form.field('account_sid')} />
      <CheckboxField label={t('inboxesPage.twilio.useApiKey')} checked={apiKey} onChange={setApiKey} />
      {apiKey ? <TextField label={labels.api_key_sid} autoComplete="off" {...form.field('api_key_sid')} /> : null}
      <TextField label={labels.auth_token} type="password" autoComplete="off" {...form.field('auth_token')} />
    </ChannelFormCard>
  );
};

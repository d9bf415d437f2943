import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BandwidthForm } from './BandwidthForm.tsx';
import { ProviderSelect } from './ProviderSelect.tsx';
import { TwilioForm } from './TwilioForm.tsx';

/** SMS: Twilio or Bandwidth (spec §2). */
export const SmsChannel = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const [provider, setProvider] = useState<'twilio' | 'bandwidth'>('twilio');
  return (
    <>
      <ProviderSelect
        label={t('inboxesPage.provider')}
        value={provider}
        onChange={setProvider}
        options={[
          { value: 'twilio', label: t('inboxesPage.providers.twilio') },
          { value: 'bandwidth', label: t('inboxesPage.providers.bandwidth') },
        ]}
      />
      {provider === 'twilio' ? (
        <TwilioForm accountId={accountId} medium="sms" />
      ) : (
        <BandwidthForm accountId={accountId} />
      )}
    </>
  );
};

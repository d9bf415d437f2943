import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderSelect } from './ProviderSelect.tsx';
import { TwilioForm } from './TwilioForm.tsx';
import { WhatsappCloudForm } from './WhatsappCloudForm.tsx';

/** WhatsApp: WhatsApp Cloud (default) or Twilio; the 360dialog form is not offered here (spec §2). */
export const WhatsappChannel = ({ accountId }: { accountId: number }) => {
  const { t } = useTranslation();
  const [provider, setProvider] = useState<'whatsapp_cloud' | 'twilio'>('whatsapp_cloud');
  return (
    <>
      <ProviderSelect
        label={t('inboxesPage.provider')}
        value={provider}
        onChange={setProvider}
        options={[
          { value: 'whatsapp_cloud', label: t('inboxesPage.providers.whatsappCloud') },
          { value: 'twilio', label: t('inboxesPage.providers.twilio') },
        ]}
      />
      {provider === 'twilio' ? (
        <TwilioForm accountId={accountId} medium="whatsapp" />
      ) : (
        <WhatsappCloudForm accountId={accountId} />
      )}
    </>
  );
};

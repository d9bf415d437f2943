import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WIDGET_FEATURE_FLAGS } from '../../../../common/contracts/inboxes.ts';
import { hasWhatsappTemplates } from '../../../../common/whatsappTemplates.ts';
import { Button } from '../../../components/Button.tsx';
import { CodeSnippet } from '../../../components/codeSnippet/CodeSnippet.tsx';
import { ToggleSwitch } from '../../../components/ToggleSwitch.tsx';
import { useToast } from '../../../components/useToast.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { CheckboxField } from '../channels/CheckboxField.tsx';
import { useGlobalConfig } from '../../accounts/index.ts';
import { CopyField } from '../../../components/CopyField.tsx';
import { EmailSetupNotes } from '../EmailSetupNotes.tsx';
import type { TInbox } from '../inboxApi.ts';
import { useUpdateInbox } from '../useInbox.ts';
import { EmailSignatureSection } from './EmailSignatureSection.tsx';
import { MailServerSection } from './MailServerSection.tsx';
import { SettingsSection, SwitchRow } from './SettingsSection.tsx';
import { TemplatesSection } from './TemplatesSection.tsx';

/**
 * Channel wiring: the website embed code and identity check, the API identifier, the email addresses and
 * mail servers, WhatsApp templates.
 */
export const ConfigurationTab = ({ accountId, inbox }: { accountId: number; inbox: TInbox }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateInbox(accountId, inbox.id);
  const { inboundEmailConfigured } = useGlobalConfig();
  const [hmacMandatory, setHmacMandatory] = useState(inbox.hmac_mandatory);
  const [flags, setFlags] = useState<string[]>(inbox.selected_feature_flags);
  const isWeb = inbox.channel_type === 'Channel::WebWidget';
  const onDone = {
    onSuccess: () => toast.show(t('inboxesPage.settings.saved'), 'success'),
    onError: (err: unknown) => toast.show(apiErrorMessage(err, t), 'error'),
  };

  if (hasWhatsappTemplates(inbox.channel_type, inbox.medium))
    return <TemplatesSection accountId={accountId} inbox={inbox} />;

  if (inbox.channel_type === 'Channel::Email')
    return (
      <>
        <SettingsSection title={t('inboxesPage.config.emailTitle')}>
          <EmailSetupNotes inbox={inbox} />
          <CopyField label={t('inboxesPage.email.address')} value={inbox.email ?? ''} />
          {inboundEmailConfigured ? (
            <CopyField label={t('inboxesPage.finish.forwardTo')} value={inbox.forward_to_email ?? ''} />
          ) : null}
        </SettingsSection>
        <MailServerSection accountId={accountId} inbox={inbox} kind="imap" />
        <MailServerSection accountId={accountId} inbox={inbox} kind="smtp" />
        <EmailSignatureSection accountId={accountId} inbox={inbox} />
      </>
    );

  return (
    <>
      {isWeb ? (
        <SettingsSection title={t('inboxesPage.config.embedTitle')} description={t('inboxesPage.finish.website')}>
          <CodeSnippet script={inbox.web_widget_script} lang="html" />
        </SettingsSection>
      ) : (
        <SettingsSection title={t('inboxesPage.config.apiTitle')}>
          <CopyField label={t('inboxesPage.finish.identifier')} value={inbox.inbox_identifier ?? ''} />
        </SettingsSection>
      )}
      {isWeb ? (
        <SettingsSection title={t('inboxesPage.config.featuresTitle')}>
          {WIDGET_FEATURE_FLAGS.map((f) => (
            <CheckboxField
              key={f}
              label={t(`inboxesPage.config.features.${f}`)}
              checked={flags.includes(f)}
              onChange={(on) => setFlags((fs) => (on ? [...fs, f] : fs.filter((x) => x !== f)))}
            />
          ))}
          <Button
            isLoading={update.isPending}
            onClick={() =>
              update.mutate(
                { channel: { selected_feature_flags: flags as (typeof WIDGET_FEATURE_FLAGS)[number][] } },
                onDone,
              )
            }
          >
            {t('common.save')}
          </Button>
        </SettingsSection>
      ) : null}
      <SettingsSection title={t('inboxesPage.config.hmacTitle')} description={t('inboxesPage.config.hmacDescription')}>
        <CopyField label={t('inboxesPage.config.hmacToken')} value={inbox.hmac_token ?? ''} />
        <SwitchRow
          label={t('inboxesPage.config.hmacMandatory')}
          description={t('inboxesPage.config.hmacMandatoryHint')}
          control={
            <ToggleSwitch
              checked={hmacMandatory}
              onChange={setHmacMandatory}
              label={t('inboxesPage.config.hmacMandatory')}
            />
          }
        />
        <Button
          isLoading={update.isPending}
          onClick={() => update.mutate({ channel: { hmac_mandatory: hmacMandatory } }, onDone)}
        >
          {t('common.save')}
        </Button>
      </SettingsSection>
    </>
  );
};

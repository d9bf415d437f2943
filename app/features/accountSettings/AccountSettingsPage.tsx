import { useTranslation } from 'react-i18next';
import { LoadErrorScreen } from '../../components/LoadErrorScreen.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useAccountDetails, useCurrentAccount } from '../accounts/index.ts';
import { CopyField } from '../../components/CopyField.tsx';
import { SettingsSection } from '../profile/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AccountDetailsForm } from './AccountDetailsForm.tsx';
import { AutoResolveForm } from './AutoResolveForm.tsx';
import { CaptainUsageSection } from './CaptainUsageSection.tsx';
import { ContinuitySwitch, SettingSwitch } from './ContinuitySwitch.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';

/** general_settings_index: where administrators land in settings (the route allows administrators only). */
export const AccountSettingsPage = () => {
  const { t } = useTranslation();
  const { account: current } = useCurrentAccount();
  const details = useAccountDetails(current.id);
  if (details.isPending) return <LoadingScreen />;
  if (details.isError)
    return <LoadErrorScreen message={apiErrorMessage(details.error, t)} onRetry={() => void details.refetch()} />;
  const account = details.data;
  return (
    <>
      <PageHeader title={t('accountSettings.title')} description={t('accountSettings.description')} />
      <div className="px-6 py-8">
        <SettingsSection
          title={t('accountSettings.generalTitle')}
          description={t('accountSettings.generalDescription')}
        >
          {/* Keyed by the stored values, so a save elsewhere (another tab's reload) starts the form afresh. */}
          <AccountDetailsForm key={`${account.name}|${account.locale}`} account={account} />
        </SettingsSection>
        <SettingsSection
          title={t('accountSettings.autoResolve.title')}
          description={t('accountSettings.autoResolve.description')}
        >
          <AutoResolveForm account={account} />
        </SettingsSection>
        <SettingsSection title={t('accountSettings.continuity.title')}>
          <ContinuitySwitch account={account} />
        </SettingsSection>
        <SettingsSection title={t('accountSettings.keepScheduled.title')}>
          <SettingSwitch account={account} setting="keep_scheduled_messages_on_resolve" />
        </SettingsSection>
        <SettingsSection
          title={t('accountSettings.captain.title')}
          description={t('accountSettings.captain.description')}
        >
          <CaptainUsageSection accountId={account.id} />
        </SettingsSection>
        <SettingsSection title={t('accountSettings.idTitle')} description={t('accountSettings.idDescription')}>
          <CopyField label={t('accountSettings.idLabel')} value={String(account.id)} />
        </SettingsSection>
        <SettingsSection title={t('accountSettings.delete.title')}>
          <DeleteAccountSection account={account} />
        </SettingsSection>
      </div>
    </>
  );
};

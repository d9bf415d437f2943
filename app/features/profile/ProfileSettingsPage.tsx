import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/index.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AccessTokenSection } from './AccessTokenSection.tsx';
import { AvatarSection } from './AvatarSection.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { MessageSignatureSection } from './MessageSignatureSection.tsx';
import { NotificationPreferences } from './NotificationPreferences.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { AudioAlertsSection } from './AudioAlertsSection.tsx';
import { SignOutEverywhereSection } from './SignOutEverywhereSection.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';

/** profile_settings_index: who you are, how you write and sign in, what you are told about. */
export const ProfileSettingsPage = () => {
  const { t } = useTranslation();
  const { user, account } = useCurrentAccount();
  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      <div className="px-6 py-8">
        <SettingsSection title={t('profile.avatarTitle')}>
          <AvatarSection user={user} />
        </SettingsSection>
        <SettingsSection title={t('profile.personalTitle')}>
          <ProfileDetailsForm user={user} />
        </SettingsSection>
        <SettingsSection title={t('profile.signatureTitle')} description={t('profile.signatureDescription')}>
          <MessageSignatureSection user={user} />
        </SettingsSection>
        <SettingsSection title={t('profile.preferencesTitle')} description={t('profile.preferencesDescription')}>
          <PreferencesSection user={user} />
        </SettingsSection>
        <SettingsSection title={t('profile.passwordTitle')}>
          <ChangePasswordForm />
        </SettingsSection>
        <SettingsSection id="two-factor" title={t('mfa.title')} description={t('mfa.description')}>
          <TwoFactorSection />
        </SettingsSection>
        <SettingsSection
          id="notifications"
          title={t('profile.notificationsTitle')}
          description={t('profile.notificationsDescription', { account: account.name })}
        >
          <NotificationPreferences accountId={account.id} />
        </SettingsSection>
        <SettingsSection title={t('profile.audio.title')} description={t('profile.audio.description')}>
          <AudioAlertsSection user={user} />
        </SettingsSection>
        <SettingsSection title={t('profile.tokenTitle')} description={t('profile.tokenDescription')}>
          <AccessTokenSection user={user} />
        </SettingsSection>
        <SettingsSection title={t('profile.sessionsTitle')} description={t('profile.sessionsDescription')}>
          <SignOutEverywhereSection />
        </SettingsSection>
      </div>
    </>
  );
};

import { useTranslation } from 'react-i18next';
import { useCurrentAccount } from '../accounts/useCurrentAccount.ts';
import { PageHeader } from '../shell/PageHeader.tsx';
import { AccessTokenSection } from './AccessTokenSection.tsx';
import { AvatarSection } from './AvatarSection.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';
import { SettingsSection } from './SettingsSection.tsx';

export const ProfileSettingsPage = () => {
  const { t } = useTranslation();
  const { user } = useCurrentAccount();
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
        <SettingsSection title={t('profile.passwordTitle')}>
          <ChangePasswordForm />
        </SettingsSection>
        <SettingsSection title={t('profile.tokenTitle')} description={t('profile.tokenDescription')}>
          <AccessTokenSection user={user} />
        </SettingsSection>
      </div>
    </>
  );
};

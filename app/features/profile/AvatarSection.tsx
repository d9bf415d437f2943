import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { LIMITS } from '../../../common/limits.ts';
import { Alert } from '../../components/Alert.tsx';
import { AvatarUpload } from '../../components/AvatarUpload.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { deleteAvatar, uploadAvatar } from './profileApi.ts';
import { useProfileMutation } from './useProfileMutation.ts';

export const AvatarSection = ({ user }: { user: TCurrentUser }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const upload = useProfileMutation(uploadAvatar);
  const remove = useProfileMutation(deleteAvatar);
  const failed = upload.error ?? remove.error;
  return (
    <div className="space-y-3">
      {failed ? <Alert>{apiErrorMessage(failed, t)}</Alert> : null}
      <AvatarUpload
        label={t('profile.avatarUpload')}
        deleteLabel={t('profile.avatarDelete')}
        username={user.available_name}
        src={user.avatar_url || null}
        allowDelete
        isBusy={upload.isPending || remove.isPending}
        onSelect={({ file }) => {
          remove.reset();
          if (file.size > LIMITS.avatarMaxBytes) {
            toast.show(t('profile.avatarTooLarge'), 'error');
            return;
          }
          upload.mutate(file, { onSuccess: () => toast.show(t('profile.avatarSaved')) });
        }}
        onDelete={() => {
          upload.reset();
          remove.mutate(undefined, { onSuccess: () => toast.show(t('profile.avatarDeleted')) });
        }}
      />
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('profile.avatarHint')}</p>
    </div>
  );
};

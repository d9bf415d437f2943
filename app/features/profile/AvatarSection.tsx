import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { AVATAR_MIME_TYPES, LIMITS } from '../../../common/limits.ts';
import { Alert } from '../../components/Alert.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { deleteAvatar, uploadAvatar } from './profileApi.ts';
import { useProfileMutation } from './useProfileMutation.ts';

export const AvatarSection = ({ user }: { user: TCurrentUser }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const upload = useProfileMutation(uploadAvatar);
  const remove = useProfileMutation(deleteAvatar);
  const failed = upload.error ?? remove.error;

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    upload.reset();
    remove.reset();
    if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) {
      setLocalError(t('profile.avatarWrongType'));
      return;
    }
    if (file.size > LIMITS.avatarMaxBytes) {
      setLocalError(t('profile.avatarTooLarge'));
      return;
    }
    setLocalError(null);
    upload.mutate(file, { onSuccess: () => toast.show(t('profile.avatarSaved')) });
  };

  return (
    <div className="space-y-4">
      {localError ? <Alert>{localError}</Alert> : failed ? <Alert>{apiErrorMessage(failed, t)}</Alert> : null}
      <div className="flex items-center gap-4">
        <Avatar name={user.available_name} src={user.avatar_url || null} size="xl" />
        <div className="flex flex-wrap gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('profile.avatarUpload')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={AVATAR_MIME_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            onChange={onFile}
          />
          <Button variant="secondary" isLoading={upload.isPending} onClick={() => input.current?.click()}>
            {t('profile.avatarUpload')}
          </Button>
          {user.avatar_url ? (
            <Button
              variant="ghost"
              isLoading={remove.isPending}
              onClick={() => {
                upload.reset();
                remove.mutate(undefined, { onSuccess: () => toast.show(t('profile.avatarDeleted')) });
              }}
            >
              {t('profile.avatarDelete')}
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('profile.avatarHint')}</p>
    </div>
  );
};

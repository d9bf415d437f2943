import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from './Avatar.tsx';
import { Button } from './Button.tsx';
import { Icon } from './Icon.tsx';

/** Part 2 §3/§5: the image types an avatar may be. */
export const AVATAR_ACCEPT = ['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp'] as const;
const EXTENSIONS = /\.(png|jpe?g|gif|webp)$/i;

export const isAcceptedAvatar = (file: Pick<File, 'type' | 'name'>) =>
  (AVATAR_ACCEPT as readonly string[]).includes(file.type) || (file.type === '' && EXTENSIONS.test(file.name));

interface TAvatarUploadProps {
  /** Names the upload control. */
  label: string;
  src?: string | null;
  /** For the fallback initials. */
  username: string;
  allowDelete?: boolean;
  isBusy?: boolean;
  /** The chosen file and a temporary preview address. */
  onSelect: (chosen: { file: File; url: string }) => void;
  onDelete?: () => void;
  deleteLabel: string;
}

/** Avatar upload widget: choosing a file emits select; deleting clears the input and emits delete. */
export const AvatarUpload = ({
  label,
  src,
  username,
  allowDelete = false,
  isBusy = false,
  onSelect,
  onDelete,
  deleteLabel,
}: TAvatarUploadProps) => {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [wrongType, setWrongType] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  // A new saved picture (or none) replaces the temporary preview.
  const [boundSrc, setBoundSrc] = useState(src);
  if (src !== boundSrc) {
    setBoundSrc(src);
    setPreview(null);
  }

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    if (!isAcceptedAvatar(file)) {
      setWrongType(true);
      return;
    }
    setWrongType(false);
    const url = URL.createObjectURL(file);
    setPreview(url);
    onSelect({ file, url });
  };

  const remove = () => {
    if (input.current) input.current.value = '';
    setPreview(null);
    onDelete?.();
  };

  const shown = preview ?? src ?? null;
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-4">
        <Avatar name={username} src={shown} size="xl" />
        <div className="flex flex-wrap gap-2">
          <label htmlFor={inputId} className="sr-only">
            {label}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={AVATAR_ACCEPT.join(',')}
            className="sr-only"
            tabIndex={-1}
            onChange={onFile}
          />
          <Button
            variant="secondary"
            isLoading={isBusy}
            icon={<Icon name="upload" className="size-4" />}
            onClick={() => input.current?.click()}
          >
            {label}
          </Button>
          {allowDelete && shown ? (
            <Button variant="ghost" onClick={remove} disabled={isBusy}>
              {deleteLabel}
            </Button>
          ) : null}
        </div>
      </div>
      {wrongType ? (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {t('avatarUpload.wrongType')}
        </p>
      ) : null}
    </div>
  );
};

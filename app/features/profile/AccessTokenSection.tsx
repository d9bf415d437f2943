import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { resetAccessToken } from './profileApi.ts';
import { useProfileMutation } from './useProfileMutation.ts';

/** Copies through the Clipboard API, or by selecting the field where that API is missing (plain http). */
const copyFrom = async (input: HTMLInputElement | null, text: string) => {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  input?.select();
  if (!document.execCommand('copy')) throw new Error('copy refused');
};

export const AccessTokenSection = ({ user }: { user: TCurrentUser }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const field = useRef<HTMLInputElement>(null);
  const reset = useProfileMutation(resetAccessToken);
  const copy = () =>
    copyFrom(field.current, user.access_token).then(
      () => toast.show(t('common.copied')),
      () => field.current?.select(),
    );
  return (
    <div className="space-y-3">
      {reset.isError ? <Alert>{apiErrorMessage(reset.error, t)}</Alert> : null}
      <TextField
        ref={field}
        label={t('profile.tokenLabel')}
        value={user.access_token}
        readOnly
        inputClassName="font-mono text-xs"
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" icon={<Icon name="copy" className="size-4" />} onClick={() => void copy()}>
          {t('profile.tokenCopy')}
        </Button>
        <Button
          variant="ghost"
          icon={<Icon name="refresh" className="size-4" />}
          isLoading={reset.isPending}
          onClick={() => reset.mutate(undefined, { onSuccess: () => toast.show(t('profile.tokenResetDone')) })}
        >
          {t('profile.tokenReset')}
        </Button>
      </div>
    </div>
  );
};

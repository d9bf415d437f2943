import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useConfirmation } from '../../components/useConfirmation.ts';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { copyText, errorReason } from '../../lib/clipboard.ts';
import { resetAccessToken } from './profileApi.ts';
import { useProfileMutation } from './useProfileMutation.ts';

/**
 * The user's API access token. The server keeps only its hash, so it is shown once — in the answer to a
 * reset (or sign-up) — to copy then; otherwise the section offers a reset.
 */
export const AccessTokenSection = ({ user }: { user: TCurrentUser }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const field = useRef<HTMLInputElement>(null);
  const reset = useProfileMutation(resetAccessToken);
  const { confirm, dialogProps } = useConfirmation();
  const copy = () =>
    copyText(user.access_token).then(
      () => toast.show(t('common.copied')),
      (err: unknown) => {
        field.current?.select();
        toast.show(t('code.copyFailed', { reason: errorReason(err) }), 'error');
      },
    );
  const askReset = async () => {
    const ok = await confirm({
      title: t('profile.tokenResetTitle'),
      description: t('profile.tokenResetBody'),
      confirmLabel: t('profile.tokenReset'),
      danger: true,
    });
    if (ok) reset.mutate(undefined, { onSuccess: () => toast.show(t('profile.tokenResetDone')) });
  };
  return (
    <div className="space-y-3">
      {reset.isError ? <Alert>{apiErrorMessage(reset.error, t)}</Alert> : null}
      {user.access_token ? (
        <TextField
          ref={field}
          label={t('profile.tokenLabel')}
          value={user.access_token}
          readOnly
          dir="ltr"
          inputClassName="font-mono text-xs"
          hint={t('profile.tokenShownOnce')}
          onFocus={(e) => e.currentTarget.select()}
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('profile.tokenHidden')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {user.access_token ? (
          <Button variant="secondary" icon={<Icon name="copy" className="size-4" />} onClick={() => void copy()}>
            {t('profile.tokenCopy')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          icon={<Icon name="refresh" className="size-4" />}
          isLoading={reset.isPending}
          onClick={() => void askReset()}
        >
          {t('profile.tokenReset')}
        </Button>
      </div>
      <ConfirmDialog {...dialogProps} />
    </div>
  );
};

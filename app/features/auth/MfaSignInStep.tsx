import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZBackupCode, ZOtpCode } from '../../../common/contracts/mfa.ts';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { mfaErrorMessage } from './mfaErrorMessage.ts';
import { isApiError } from '../../lib/api.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { signIn } from './signInApi.ts';

const ZAppCode = z.object({ code: ZOtpCode });
const ZRecoveryCode = z.object({ code: ZBackupCode });

interface TMfaSignInStepProps {
  mfaToken: string;
  onSignedIn: (user: TCurrentUser) => void;
  /** The mfa_token expired (or the code limit was hit): back to email and password. */
  onRestart: () => void;
}

/** The sign-in's second step: the 6-digit code from the authenticator app, or a backup code. */
export const MfaSignInStep = ({ mfaToken, onSignedIn, onRestart }: TMfaSignInStepProps) => {
  const { t } = useTranslation();
  const [useBackup, setUseBackup] = useState(false);
  const form = useZodForm(useBackup ? ZRecoveryCode : ZAppCode, { code: '' });
  const verify = useMutation({
    mutationFn: (code: string) =>
      signIn(useBackup ? { mfa_token: mfaToken, backup_code: code } : { mfa_token: mfaToken, otp_code: code }),
    onSuccess: ({ user }) => {
      if (user) onSignedIn(user);
    },
    onError: () => form.reset({ code: '' }),
  });
  const expired = isApiError(verify.error) && verify.error.code === 'invalid_mfa_token';
  const toggle = () => {
    setUseBackup((v) => !v);
    form.reset({ code: '' });
    verify.reset();
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(({ code }) => verify.mutate(code))} className="space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {useBackup ? t('mfa.signIn.backupHint') : t('mfa.signIn.appHint')}
      </p>
      {verify.isError ? (
        <Alert>
          {useBackup && isApiError(verify.error) && verify.error.code === 'invalid_otp'
            ? t('mfa.errors.invalidBackupCode')
            : mfaErrorMessage(verify.error, t)}
        </Alert>
      ) : null}
      {expired ? (
        <Button type="button" variant="secondary" fullWidth onClick={onRestart}>
          {t('mfa.signIn.restart')}
        </Button>
      ) : (
        <>
          <TextField
            key={useBackup ? 'backup' : 'app'}
            label={useBackup ? t('mfa.signIn.backupLabel') : t('mfa.signIn.codeLabel')}
            autoComplete="one-time-code"
            inputMode={useBackup ? 'text' : 'numeric'}
            dir="ltr"
            autoFocus
            required
            inputClassName="font-mono tracking-widest"
            {...form.field('code')}
          />
          <Button type="submit" size="lg" fullWidth isLoading={verify.isPending}>
            {t('mfa.signIn.submit')}
          </Button>
        </>
      )}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-woot-600 hover:text-woot-700 hover:underline dark:text-woot-400"
          onClick={toggle}
        >
          {useBackup ? t('mfa.signIn.useApp') : t('mfa.signIn.useBackup')}
        </button>
        <button type="button" className="text-slate-600 hover:underline dark:text-slate-300" onClick={onRestart}>
          {t('mfa.signIn.back')}
        </button>
      </div>
    </form>
  );
};

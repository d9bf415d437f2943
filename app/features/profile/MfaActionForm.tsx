import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { mfaErrorMessage } from '../auth/index.ts';
import { isApiError } from '../../lib/api.ts';
import { useZodForm } from '../../lib/useZodForm.ts';

const ZCode = z.string().trim().min(1).max(64);
const ZWithPassword = z.object({ code: ZCode, password: z.string().min(1).max(255) });

interface TMfaActionFormProps<T> {
  /** Disabling asks for the password as well as a code. */
  withPassword: boolean;
  submitLabel: string;
  danger?: boolean;
  run: (code: string, password: string) => Promise<T>;
  onDone: (result: T) => void;
  onCancel: () => void;
}

/** A code from the app (or a backup code), and the password when asked: what regenerating and disabling take. */
export const MfaActionForm = <T,>({
  withPassword,
  submitLabel,
  danger = false,
  run,
  onDone,
  onCancel,
}: TMfaActionFormProps<T>) => {
  const { t } = useTranslation();
  const form = useZodForm(withPassword ? ZWithPassword : ZWithPassword.extend({ password: z.string() }), {
    code: '',
    password: '',
  });
  const labels = { code: t('mfa.codeOrBackupLabel'), password: t('fields.currentPassword') };
  const action = useMutation({
    mutationFn: (v: { code: string; password: string }) => run(v.code, v.password),
    onSuccess: onDone,
    onError: (err) => {
      if (isApiError(err) && err.code === 'validation_failed') form.applyServerErrors(err, labels);
      form.setValue('code', '');
    },
  });
  const showAlert = action.isError && !(isApiError(action.error) && action.error.code === 'validation_failed');
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => action.mutate(v))} className="space-y-3 sm:max-w-sm">
      {showAlert ? <Alert>{mfaErrorMessage(action.error, t)}</Alert> : null}
      {withPassword ? (
        <TextField
          label={labels.password}
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
      ) : null}
      <TextField
        label={labels.code}
        autoComplete="one-time-code"
        dir="ltr"
        hint={t('mfa.codeOrBackupHint')}
        inputClassName="font-mono tracking-widest"
        {...form.field('code')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={danger ? 'danger' : 'primary'} isLoading={action.isPending}>
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
};

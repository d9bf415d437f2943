import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ZResetPasswordRequest } from '../../../common/contracts/auth.ts';
import { LIMITS } from '../../../common/limits.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { authKeys } from './authApi.ts';
import { resetPassword } from './signInApi.ts';
import { landingPath } from './landingPath.ts';

/** Sets a new password from a reset link; invited agents set their first password here too. */
export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('reset_password_token') ?? '';
  const form = useZodForm(ZResetPasswordRequest, {
    reset_password_token: token,
    password: '',
    password_confirmation: '',
  });
  const labels = {
    reset_password_token: t('fields.password'),
    password: t('fields.newPassword'),
    password_confirmation: t('fields.confirmPassword'),
  };
  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: async ({ user, mfaToken }) => {
      // Two-factor sign-in on: the new password is set; the sign-in page asks for the code.
      if (mfaToken || !user) return navigate('/auth/login', { replace: true, state: { mfaToken } });
      queryClient.setQueryData(authKeys.currentUser, user);
      await navigate(landingPath(user), { replace: true });
    },
    onError: (err) => {
      if (isApiError(err) && err.code === 'validation_failed' && !err.details.reset_password_token)
        form.applyServerErrors(err, labels);
    },
  });

  const linkBroken = !token || (isApiError(reset.error) && Boolean(reset.error.details.reset_password_token));
  const footer = <TextLink to="/auth/reset/password">{t('resetPassword.requestNew')}</TextLink>;

  if (linkBroken) {
    return (
      <AuthLayout title={t('resetPassword.title')} footer={footer}>
        <Alert>{t('resetPassword.invalidLink')}</Alert>
      </AuthLayout>
    );
  }
  const otherError = reset.isError && !(isApiError(reset.error) && reset.error.code === 'validation_failed');
  return (
    <AuthLayout title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      <form noValidate onSubmit={form.handleSubmit((values) => reset.mutate(values))} className="space-y-5">
        {otherError ? <Alert>{apiErrorMessage(reset.error, t)}</Alert> : null}
        <TextField
          label={labels.password}
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={t('signup.passwordHint', { min: LIMITS.passwordMin })}
          {...form.field('password')}
        />
        <TextField
          label={labels.password_confirmation}
          type="password"
          autoComplete="new-password"
          {...form.field('password_confirmation')}
        />
        <Button type="submit" size="lg" fullWidth isLoading={reset.isPending}>
          {t('resetPassword.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
};

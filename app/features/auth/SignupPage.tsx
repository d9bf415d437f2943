import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ZSignUpRequest } from '../../../common/contracts/auth.ts';
import { LIMITS } from '../../../common/limits.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { authKeys, signUp } from './authApi.ts';
import { landingPath } from './landingPath.ts';
import { useCurrentUser } from './useCurrentUser.ts';
import { useInstallation } from './useInstallation.ts';

export const SignupPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currentUser = useCurrentUser();
  const installation = useInstallation();
  const form = useZodForm(ZSignUpRequest, { account_name: '', user_full_name: '', email: '', password: '' });
  const labels = {
    account_name: t('fields.accountName'),
    user_full_name: t('fields.fullName'),
    email: t('fields.workEmail'),
    password: t('fields.password'),
  };
  const signup = useMutation({
    mutationFn: signUp,
    onSuccess: async (user) => {
      queryClient.setQueryData(authKeys.currentUser, user);
      await navigate(user.account_id ? `/accounts/${user.account_id}/dashboard` : landingPath(user), {
        replace: true,
      });
    },
    onError: (err) => {
      if (isApiError(err) && err.code === 'validation_failed') form.applyServerErrors(err, labels);
    },
  });

  if (currentUser.isPending || installation.isPending) return <LoadingScreen />;
  if (currentUser.data && !signup.isPending && !signup.isSuccess)
    return <Navigate to={landingPath(currentUser.data)} replace />;

  const footer = (
    <>
      {t('signup.haveAccount')} <TextLink to="/login">{t('signup.signIn')}</TextLink>
    </>
  );
  if (installation.data && !installation.data.signup_enabled) {
    return (
      <AuthLayout title={t('signup.title')} footer={footer}>
        <Alert tone="info">{t('signup.disabled')}</Alert>
      </AuthLayout>
    );
  }

  const fieldErrorShown =
    isApiError(signup.error) &&
    signup.error.code === 'validation_failed' &&
    Object.keys(signup.error.details).some((k) => k in labels);

  return (
    <AuthLayout
      title={t('signup.title')}
      subtitle={installation.data?.fresh_install ? t('signup.freshInstall') : t('signup.subtitle')}
      footer={installation.data?.fresh_install ? null : footer}
    >
      <form noValidate onSubmit={form.handleSubmit((values) => signup.mutate(values))} className="space-y-5">
        {signup.isError && !fieldErrorShown ? <Alert>{apiErrorMessage(signup.error, t)}</Alert> : null}
        <TextField label={labels.account_name} autoComplete="organization" autoFocus {...form.field('account_name')} />
        <TextField label={labels.user_full_name} autoComplete="name" {...form.field('user_full_name')} />
        <TextField label={labels.email} type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label={labels.password}
          type="password"
          autoComplete="new-password"
          hint={t('signup.passwordHint', { min: LIMITS.passwordMin })}
          {...form.field('password')}
        />
        <Button type="submit" size="lg" fullWidth isLoading={signup.isPending}>
          {t('signup.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
};

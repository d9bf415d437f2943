import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ZSignInRequest } from '../../../common/contracts/auth.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { authKeys, signIn } from './authApi.ts';
import { landingPath } from './landingPath.ts';
import { useCurrentUser } from './useCurrentUser.ts';
import { useInstallation } from './useInstallation.ts';

export const LoginPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currentUser = useCurrentUser();
  const installation = useInstallation();
  const form = useZodForm(ZSignInRequest, { email: '', password: '' });
  const login = useMutation({
    mutationFn: signIn,
    onSuccess: async (user) => {
      queryClient.setQueryData(authKeys.currentUser, user);
      await navigate(landingPath(user), { replace: true });
    },
  });

  if (currentUser.isPending || installation.isPending) return <LoadingScreen />;
  if (currentUser.data && !login.isPending) return <Navigate to={landingPath(currentUser.data)} replace />;
  if (installation.data?.fresh_install) return <Navigate to="/auth/signup" replace />;

  return (
    <AuthLayout
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        installation.data?.signup_enabled ? (
          <>
            {t('login.noAccount')} <TextLink to="/auth/signup">{t('login.createAccount')}</TextLink>
          </>
        ) : null
      }
    >
      <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))} className="space-y-5">
        {login.isError ? <Alert>{apiErrorMessage(login.error, t)}</Alert> : null}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
          required
          {...form.field('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          labelAside={
            <TextLink to="/auth/reset/password" className="text-xs">
              {t('login.forgotPassword')}
            </TextLink>
          }
          {...form.field('password')}
        />
        <Button type="submit" size="lg" fullWidth isLoading={login.isPending}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
};

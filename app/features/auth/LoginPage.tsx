import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { ZSignInRequest } from '../../../common/contracts/auth.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { loadLaterCatalogue } from '../../lib/i18n.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { authKeys } from './authApi.ts';
import { signIn } from './signInApi.ts';
import { landingPath } from './landingPath.ts';
import { MfaSignInStep } from './MfaSignInStep.tsx';
import { useCurrentUser } from './useCurrentUser.ts';
import { useInstallation } from './useInstallation.ts';

export const LoginPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const currentUser = useCurrentUser();
  const installation = useInstallation();
  const form = useZodForm(ZSignInRequest, { email: '', password: '' });
  // A password reset of a user with two-factor sign-in on lands here with its mfa_token.
  const location = useLocation() as { state?: { mfaToken?: unknown } | null };
  const fromReset = location.state?.mfaToken;
  const [mfaToken, setMfaToken] = useState<string | null>(typeof fromReset === 'string' ? fromReset : null);
  const signedIn = async (user: TCurrentUser) => {
    queryClient.setQueryData(authKeys.currentUser, user);
    await navigate(landingPath(user), { replace: true });
  };
  // The second step's words are in the settings part of the catalogue (the entry bundle stays small).
  const mfaText = useQuery({
    queryKey: ['catalogue', 'later'],
    queryFn: () => loadLaterCatalogue().then(() => true),
    enabled: mfaToken !== null,
    staleTime: Infinity,
  });
  const login = useMutation({
    mutationFn: signIn,
    onSuccess: async ({ user, mfaToken: token }) => {
      if (token) setMfaToken(token);
      else if (user) await signedIn(user);
    },
  });

  if (currentUser.isPending || installation.isPending) return <LoadingScreen />;
  if (currentUser.data && !login.isPending) return <Navigate to={landingPath(currentUser.data)} replace />;
  if (installation.data?.fresh_install) return <Navigate to="/auth/signup" replace />;

  if (mfaToken) {
    if (mfaText.isPending) return <LoadingScreen />;
    return (
      <AuthLayout title={t('mfa.signIn.title')}>
        <MfaSignInStep
          mfaToken={mfaToken}
          onSignedIn={(user) => void signedIn(user)}
          onRestart={() => {
            setMfaToken(null);
            login.reset();
            form.reset({ email: form.values.email, password: '' });
          }}
        />
      </AuthLayout>
    );
  }

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

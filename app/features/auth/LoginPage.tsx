import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
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
import { SsoSignIn, ssoErrorKey } from './SsoSignIn.tsx';
import { rememberSsoAccount } from './ssoSession.ts';
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
  // A one-time sign-in link (Platform API users/{id}/login) carries sso_auth_token: it is sent once, then
  // dropped from the address bar (the ref keeps StrictMode's second effect run from spending it twice).
  const [params, setParams] = useSearchParams();
  const ssoToken = params.get('sso_auth_token');
  const ssoSent = useRef(false);
  // A single sign-on that failed comes back with its reason (docs/SSO.md).
  const [ssoError] = useState(() => ssoErrorKey(params.get('sso_error')));
  const [ssoMode, setSsoMode] = useState(ssoError !== null);
  useEffect(() => {
    if (!ssoToken || ssoSent.current) return;
    ssoSent.current = true;
    rememberSsoAccount(params.get('sso_account_id'));
    login.mutate({ email: params.get('email') ?? undefined, sso_auth_token: ssoToken });
    setParams({}, { replace: true });
  }, [ssoToken, params, setParams, login]);

  if (currentUser.isPending || installation.isPending || ssoToken) return <LoadingScreen />;
  if (currentUser.data && !login.isPending && !login.isError)
    return <Navigate to={landingPath(currentUser.data)} replace />;
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
      {ssoMode ? (
        <SsoSignIn error={ssoError} onPassword={() => setSsoMode(false)} />
      ) : (
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
          <Button type="button" variant="secondary" size="lg" fullWidth onClick={() => setSsoMode(true)}>
            {t('login.ssoButton')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
};

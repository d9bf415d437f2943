import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SSO_ERRORS, type TSsoError } from '../../../common/contracts/sso.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { loadLaterCatalogue } from '../../lib/i18n.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { startSsoLogin } from './signInApi.ts';

/** The reason a single sign-on came back with, when it is one the page knows. */
export const ssoErrorKey = (code: string | null): TSsoError | null =>
  code && (SSO_ERRORS as readonly string[]).includes(code) ? (code as TSsoError) : code ? 'failed' : null;

/** "Sign in with SSO": the email finds the account's identity provider, and the browser goes there. */
export const SsoSignIn = ({ error, onPassword }: { error: TSsoError | null; onPassword: () => void }) => {
  const { t } = useTranslation();
  // Its words are in the settings part of the catalogue (the entry bundle stays small).
  const text = useQuery({
    queryKey: ['catalogue', 'later'],
    queryFn: () => loadLaterCatalogue().then(() => true),
    staleTime: Infinity,
  });
  const [email, setEmail] = useState('');
  const start = useMutation({
    mutationFn: () => startSsoLogin({ email }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  if (text.isPending) return <Spinner />;
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        start.mutate();
      }}
    >
      {error && !start.isError ? <Alert>{t(`ssoPage.login.errors.${error}`)}</Alert> : null}
      {start.isError ? <Alert>{apiErrorMessage(start.error, t)}</Alert> : null}
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('ssoPage.login.hint')}</p>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        autoFocus
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" size="lg" fullWidth isLoading={start.isPending || start.isSuccess}>
        {t('ssoPage.login.submit')}
      </Button>
      <Button type="button" variant="ghost" fullWidth onClick={onPassword}>
        {t('ssoPage.login.usePassword')}
      </Button>
    </form>
  );
};

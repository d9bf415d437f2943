import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/Alert.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { hasSession } from '../../lib/session.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { authKeys, confirmEmail } from './authApi.ts';

export const ConfirmationPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('confirmation_token') ?? '';
  const confirm = useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser }),
  });
  // The token is single-use: post it once even when effects run twice in development.
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const footer = <TextLink to={hasSession() ? '/' : '/login'}>{t('confirmation.continue')}</TextLink>;
  return (
    <AuthLayout title={t('confirmation.title')} footer={confirm.isPending ? null : footer}>
      {!token ? (
        <Alert>{t('confirmation.missing')}</Alert>
      ) : confirm.isSuccess ? (
        <Alert tone="success">{t('confirmation.success')}</Alert>
      ) : confirm.isError ? (
        <Alert>
          {isApiError(confirm.error) && confirm.error.code === 'validation_failed'
            ? t('confirmation.failed')
            : apiErrorMessage(confirm.error, t)}
        </Alert>
      ) : (
        <p className="flex items-center justify-center gap-2 text-sm text-slate-500 dark:text-slate-400">
          <Spinner />
          {t('confirmation.pending')}
        </p>
      )}
    </AuthLayout>
  );
};

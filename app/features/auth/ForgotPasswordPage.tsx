import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZEmail } from '../../../common/contracts/fields.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { requestPasswordReset } from './authApi.ts';

const ZForgotPasswordForm = z.object({ email: ZEmail });

export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  const form = useZodForm(ZForgotPasswordForm, { email: '' });
  const request = useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });

  return (
    <AuthLayout
      title={t('forgotPassword.title')}
      subtitle={t('forgotPassword.subtitle')}
      footer={<TextLink to="/login">{t('forgotPassword.backToLogin')}</TextLink>}
    >
      {request.isSuccess ? (
        <Alert tone="success">{t('forgotPassword.sent', { email: request.variables })}</Alert>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => request.mutate(values.email))} className="space-y-5">
          {request.isError ? <Alert>{apiErrorMessage(request.error, t)}</Alert> : null}
          <TextField label={t('fields.email')} type="email" autoComplete="email" autoFocus {...form.field('email')} />
          <Button type="submit" size="lg" fullWidth isLoading={request.isPending}>
            {t('forgotPassword.submit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
};

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { testSmtp } from './superAdminApi.ts';

/** Sends a test mail through the configured SMTP server and shows the server's answer. */
export const SmtpTest = ({ configured }: { configured: boolean }) => {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const test = useMutation({ mutationFn: () => testSmtp(email.trim()) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    test.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <h2 id="smtp-test" className="text-base font-semibold text-slate-900 dark:text-white">
        {t('superAdmin.settings.smtpTitle')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {configured ? t('superAdmin.settings.smtpConfigured') : t('superAdmin.settings.smtpMissing')}
      </p>
      <TextField
        label={t('superAdmin.settings.smtpTo')}
        type="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" variant="secondary" isLoading={test.isPending}>
        {t('superAdmin.settings.smtpSend')}
      </Button>
      {test.isError ? <Alert>{apiErrorMessage(test.error, t)}</Alert> : null}
      {test.data?.ok ? <Alert tone="success">{t('superAdmin.settings.smtpSent', { email })}</Alert> : null}
      {test.data && !test.data.ok ? (
        <Alert title={t('superAdmin.settings.smtpFailed')}>
          <span dir="ltr" className="font-mono text-xs break-all">
            {test.data.error}
          </span>
        </Alert>
      ) : null}
    </form>
  );
};

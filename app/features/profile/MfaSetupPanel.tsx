import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZOtpCode, type TMfaBackupCodes, type TMfaEnrolment } from '../../../common/contracts/mfa.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { CopyField } from '../../components/CopyField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { mfaErrorMessage } from '../auth/index.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { confirmMfaEnrolment } from './mfaApi.ts';

const ZVerifyForm = z.object({ otp_code: ZOtpCode });

interface TMfaSetupPanelProps {
  enrolment: TMfaEnrolment;
  onEnabled: (result: TMfaBackupCodes) => void;
  onCancel: () => void;
}

/** Enrolment: scan the QR code (or type the key), then prove it with a code from the app. */
export const MfaSetupPanel = ({ enrolment, onEnabled, onCancel }: TMfaSetupPanelProps) => {
  const { t } = useTranslation();
  const form = useZodForm(ZVerifyForm, { otp_code: '' });
  const verify = useMutation({
    mutationFn: confirmMfaEnrolment,
    onSuccess: onEnabled,
    onError: () => form.reset({ otp_code: '' }),
  });
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 ps-5 text-sm text-slate-600 dark:text-slate-300">
        <li>{t('mfa.stepScan')}</li>
        <li>{t('mfa.stepCode')}</li>
      </ol>
      <img
        src={enrolment.qr_code_url}
        alt={t('mfa.qrAlt')}
        width={176}
        height={176}
        className="size-44 rounded-lg border border-slate-200 bg-white p-1 dark:border-slate-700"
      />
      <div className="sm:max-w-sm">
        <CopyField label={t('mfa.setupKey')} value={enrolment.secret} />
      </div>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ otp_code }) => verify.mutate(otp_code))}
        className="space-y-3 sm:max-w-sm"
      >
        {verify.isError ? <Alert>{mfaErrorMessage(verify.error, t)}</Alert> : null}
        <TextField
          label={t('mfa.codeLabel')}
          autoComplete="one-time-code"
          inputMode="numeric"
          dir="ltr"
          inputClassName="font-mono tracking-widest"
          {...form.field('otp_code')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isLoading={verify.isPending}>
            {t('mfa.verify')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
};

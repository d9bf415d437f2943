import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TAccount } from '../../../common/contracts/accounts.ts';
import { MFA_GRACE_PERIOD_DAYS, mfaEnrolmentDeadline } from '../../../common/mfaPolicy.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { useAccountUpdate } from '../accountSettings/index.ts';

const ZGraceForm = z.object({
  mfa_grace_period_days: z
    .string()
    .trim()
    .regex(/^\d+$/, { message: 'must be a whole number of days' })
    .refine((v) => Number(v) <= MFA_GRACE_PERIOD_DAYS.max, {
      message: `must be at most ${MFA_GRACE_PERIOD_DAYS.max} days`,
    }),
});

/** Security → Two-factor sign-in: the account requires it of its members, with a grace period (docs/SECURITY.md). */
export const MfaPolicySection = ({ account, className }: { account: TAccount; className: string }) => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const id = useId();
  const { settings } = account;
  const [required, setRequired] = useState(settings.mfa_required);
  const form = useZodForm(ZGraceForm, { mfa_grace_period_days: String(settings.mfa_grace_period_days) });
  const labels = { mfa_grace_period_days: t('ssoPage.mfaGraceDays') };
  const save = useAccountUpdate(account.id);
  const deadline = mfaEnrolmentDeadline(settings);
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { mfa_required: required, mfa_grace_period_days: Number(values.mfa_grace_period_days) },
      {
        onSuccess: () => toast.show(t('ssoPage.saved')),
        onError: (err) => {
          if (isApiError(err) && err.code === 'validation_failed') form.applyServerErrors(err, labels);
        },
      },
    ),
  );
  const grace = form.field('mfa_grace_period_days');
  const showAlert = save.isError && !(isApiError(save.error) && save.error.code === 'validation_failed');
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900 dark:text-white">
        {t('ssoPage.mfaTitle')}
      </h2>
      <form noValidate onSubmit={submit} className="space-y-4">
        {showAlert ? <Alert>{apiErrorMessage(save.error, t)}</Alert> : null}
        <div className="flex items-start gap-3">
          <ToggleSwitch
            checked={required}
            onChange={setRequired}
            labelledBy={`${id}-label`}
            describedBy={`${id}-hint`}
          />
          <div>
            <p id={`${id}-label`} className="text-sm text-slate-700 dark:text-slate-200">
              {t('ssoPage.mfaRequired')}
            </p>
            <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              {t('ssoPage.mfaRequiredHint')}
            </p>
          </div>
        </div>
        <TextField
          label={labels.mfa_grace_period_days}
          hint={t('ssoPage.mfaGraceHint', { max: MFA_GRACE_PERIOD_DAYS.max })}
          inputMode="numeric"
          className="max-w-40"
          {...grace}
          // One sentence for every wrong value: the accepted range.
          error={grace.error ? t('ssoPage.mfaGraceInvalid', { max: MFA_GRACE_PERIOD_DAYS.max }) : undefined}
        />
        {deadline ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('ssoPage.mfaDeadline', {
              date: deadline.toLocaleDateString(i18n.language, { dateStyle: 'long' }),
            })}
          </p>
        ) : null}
        <Button type="submit" isLoading={save.isPending}>
          {t('ssoPage.mfaSave')}
        </Button>
      </form>
    </section>
  );
};

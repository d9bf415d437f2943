import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TAccount } from '../../../common/contracts/accounts.ts';
import { AUTO_RESOLVE_MESSAGE_MAX } from '../../../common/limits.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { useToast } from '../../components/useToast.ts';
import { isApiError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import {
  autoResolveMinutes,
  DURATION_UNITS,
  isAllowedMinutes,
  splitMinutes,
  toMinutes,
} from './autoResolveDuration.ts';
import { useAccountUpdate } from './useAccountUpdate.ts';

const ZAutoResolveForm = z
  .object({
    amount: z.string().trim().regex(/^\d+$/, { message: 'must be a whole number' }),
    unit: z.enum(DURATION_UNITS),
    message: z
      .string()
      .max(AUTO_RESOLVE_MESSAGE_MAX, { message: `must be at most ${AUTO_RESOLVE_MESSAGE_MAX} characters` }),
  })
  .refine((v) => isAllowedMinutes(toMinutes(Number(v.amount), v.unit)), {
    path: ['amount'],
    message: 'must be between 10 minutes and 999 days',
  });

/** Resolve conversations idle for a while, with a message to the customer; optionally not the waiting ones. */
export const AutoResolveForm = ({ account }: { account: TAccount }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const minutes = autoResolveMinutes(account);
  const [enabled, setEnabled] = useState(minutes !== null);
  const [ignoreWaiting, setIgnoreWaiting] = useState(account.settings.auto_resolve_ignore_waiting);
  const initial = splitMinutes(minutes ?? 1440 * 7);
  const form = useZodForm(ZAutoResolveForm, {
    amount: String(initial.amount),
    unit: initial.unit,
    message: account.settings.auto_resolve_message ?? '',
  });
  const labels = {
    amount: t('accountSettings.autoResolve.after'),
    unit: t('accountSettings.autoResolve.unit'),
    message: t('accountSettings.autoResolve.message'),
  };
  const message = form.field('message');
  const save = useAccountUpdate(account.id);
  const onError = (err: unknown) => {
    if (!isApiError(err) || err.code !== 'validation_failed') return;
    // The server names its own fields; show them on ours.
    const details = {
      amount: err.details.auto_resolve_after ?? [],
      message: err.details.auto_resolve_message ?? [],
    };
    form.applyServerErrors({ ...err, details }, labels);
  };
  const done = () => toast.show(t('accountSettings.saved'));
  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        auto_resolve_after: toMinutes(Number(values.amount), values.unit),
        auto_resolve_duration: null,
        auto_resolve_message: values.message.trim() || null,
        auto_resolve_ignore_waiting: ignoreWaiting,
      },
      { onSuccess: done, onError },
    ),
  );
  const turnOff = () =>
    save.mutate({ auto_resolve_after: null, auto_resolve_duration: null }, { onSuccess: done, onError });
  const showAlert = save.isError && !(isApiError(save.error) && save.error.code === 'validation_failed');
  return (
    <form noValidate onSubmit={enabled ? submit : (e) => (e.preventDefault(), turnOff())} className="space-y-4">
      {showAlert ? <Alert>{apiErrorMessage(save.error, t)}</Alert> : null}
      <div className="flex items-center justify-between gap-4">
        <span id={`${id}-on`} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('accountSettings.autoResolve.enable')}
        </span>
        <ToggleSwitch checked={enabled} onChange={setEnabled} labelledBy={`${id}-on`} />
      </div>
      {enabled ? (
        <>
          <div className="grid grid-cols-[1fr_10rem] gap-3">
            <TextField label={labels.amount} inputMode="numeric" {...form.field('amount')} />
            <SelectField
              label={labels.unit}
              options={DURATION_UNITS.map((u) => ({ value: u, label: t(`accountSettings.autoResolve.units.${u}`) }))}
              {...form.field('unit')}
            />
          </div>
          <TextAreaField
            label={labels.message}
            rows={3}
            hint={t('accountSettings.autoResolve.messageHint')}
            name="message"
            value={form.values.message}
            onChange={(e) => form.setValue('message', e.target.value)}
            onBlur={message.onBlur}
            error={message.error}
          />
          <label className="flex items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
            <input
              type="checkbox"
              checked={ignoreWaiting}
              onChange={(e) => setIgnoreWaiting(e.target.checked)}
              className="mt-0.5 size-4 rounded border-slate-300 text-woot-600 focus:ring-focus dark:border-slate-600 dark:bg-slate-900"
            />
            <span>
              <span className="block font-medium">{t('accountSettings.autoResolve.ignoreWaiting')}</span>
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                {t('accountSettings.autoResolve.ignoreWaitingHint')}
              </span>
            </span>
          </label>
        </>
      ) : null}
      <Button type="submit" isLoading={save.isPending}>
        {t('common.save')}
      </Button>
    </form>
  );
};

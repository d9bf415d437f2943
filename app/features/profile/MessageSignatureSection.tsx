import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { LIMITS } from '../../../common/limits.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { inputClass, labelClass } from '../../components/fieldStyles.ts';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { updateProfile } from './profileApi.ts';
import { isSignatureEnabled, signatureFlagKey, SIGNATURE_CHANNELS } from './uiSettings.ts';
import { useProfileMutation } from './useProfileMutation.ts';
import { useUiSettings } from './useUiSettings.ts';

/** The message signature and, per channel, whether replies carry it (ui_settings flags). */
export const MessageSignatureSection = ({ user }: { user: TCurrentUser }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const [signature, setSignature] = useState(user.message_signature ?? '');
  const save = useProfileMutation(updateProfile);
  const flags = useUiSettings();
  return (
    <div className="space-y-5">
      <form
        noValidate
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            { message_signature: signature.trim() === '' ? null : signature },
            { onSuccess: () => toast.show(t('profile.signatureSaved')) },
          );
        }}
      >
        {save.isError ? <Alert>{apiErrorMessage(save.error, t)}</Alert> : null}
        <label htmlFor={`${id}-signature`} className={labelClass}>
          {t('profile.signatureLabel')}
        </label>
        <textarea
          dir="auto"
          id={`${id}-signature`}
          rows={4}
          maxLength={LIMITS.messageSignatureMax}
          value={signature}
          onChange={(e) => setSignature(e.target.value)}
          className={inputClass(false)}
        />
        <Button type="submit" isLoading={save.isPending}>
          {t('profile.signatureSave')}
        </Button>
      </form>
      <fieldset>
        <legend className={labelClass}>{t('profile.signatureChannels')}</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {SIGNATURE_CHANNELS.map((channel) => {
            const key = signatureFlagKey(channel.type);
            return (
              <li
                key={channel.type}
                className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800"
              >
                <span id={`${id}-${key}`} className="text-sm text-slate-700 dark:text-slate-200">
                  {t(`channels.${channel.slug}`)}
                </span>
                <ToggleSwitch
                  size="sm"
                  labelledBy={`${id}-${key}`}
                  checked={isSignatureEnabled(user.ui_settings, channel.type)}
                  disabled={flags.isPending}
                  onChange={(on) =>
                    flags.mutate({ [key]: on }, { onError: (err) => toast.show(apiErrorMessage(err, t), 'error') })
                  }
                />
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
};

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { ToggleSwitch } from '../../components/ToggleSwitch.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import {
  AUDIO_ALERT_SCOPES,
  audioSettingsOf,
  audioSettingsPatch,
  TONES,
  playTone,
  type TAudioSettings,
  type TTone,
} from '../audioAlerts/index.ts';
import { useUiSettings } from './useUiSettings.ts';

/**
 * Audio alerts (user ui_settings, Chatwoot's keys): which new messages ring, the tone (with a preview), whether
 * they ring while this tab is in front, and the reminder every 30 s for unread conversations assigned to me.
 * Each change is saved at once; a failed save puts the stored value back.
 */
export const AudioAlertsSection = ({ user }: { user: TCurrentUser }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const save = useUiSettings();
  const [pending, setPending] = useState<Partial<TAudioSettings>>({});
  const s = { ...audioSettingsOf(user.ui_settings), ...pending };
  const change = (patch: Partial<TAudioSettings>) => {
    setPending((cur) => ({ ...cur, ...patch }));
    save.mutate(audioSettingsPatch(patch), {
      onSuccess: () => toast.show(t('profile.audio.saved')),
      onError: (err) => {
        setPending({});
        toast.show(apiErrorMessage(err, t), 'error');
      },
    });
  };
  const off = s.scope === 'none';
  return (
    <div className="space-y-6">
      <fieldset>
        <legend id={`${id}-scope`} className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('profile.audio.scopeLabel')}
        </legend>
        <div role="radiogroup" aria-labelledby={`${id}-scope`} className="grid gap-2 sm:grid-cols-3">
          {AUDIO_ALERT_SCOPES.map((scope) => (
            <label
              key={scope}
              className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm text-slate-900 dark:text-white ${
                s.scope === scope
                  ? 'border-woot-500 bg-woot-50 dark:border-woot-400 dark:bg-woot-500/10'
                  : 'border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60'
              }`}
            >
              <input
                type="radio"
                name={`${id}-scope`}
                className="accent-woot-600"
                checked={s.scope === scope}
                onChange={() => change({ scope })}
              />
              {t(`profile.audio.scope.${scope}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <SelectField
            label={t('profile.audio.toneLabel')}
            value={s.tone}
            disabled={off}
            options={TONES.map((tone) => ({ value: tone, label: t(`profile.audio.tone.${tone}`) }))}
            onChange={(e) => change({ tone: e.target.value as TTone })}
          />
        </div>
        <Button variant="secondary" icon={<Icon name="play" className="size-4" />} onClick={() => playTone(s.tone)}>
          {t('profile.audio.preview')}
        </Button>
      </div>
      {[
        { key: 'alsoWhenInFront', label: t('profile.audio.alsoWhenInFront') },
        { key: 'remindUnread', label: t('profile.audio.remindUnread') },
      ].map(({ key, label }) => (
        <div key={key} className="flex items-center justify-between gap-4">
          <span id={`${id}-${key}`} className="text-sm text-slate-700 dark:text-slate-300">
            {label}
          </span>
          <ToggleSwitch
            checked={s[key as 'alsoWhenInFront' | 'remindUnread']}
            labelledBy={`${id}-${key}`}
            disabled={off}
            onChange={(next) => change({ [key]: next })}
          />
        </div>
      ))}
    </div>
  );
};

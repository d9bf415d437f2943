import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '../../../common/contracts/profile.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { languageGroups, useLanguage } from '../preferences/index.ts';
import { editorMessageKey, messageKeySettings, type TEditorMessageKey } from './uiSettings.ts';
import { useUiSettings } from './useUiSettings.ts';

const KEYS: TEditorMessageKey[] = ['enter', 'cmd_enter'];

/** Interface language and the key that sends a message (editor_message_key + enter_to_send_enabled). */
export const PreferencesSection = ({ user }: { user: TCurrentUser }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const [language, setLanguage] = useLanguage();
  const save = useUiSettings();
  // The choice shows at once; a failed save puts the stored one back.
  const [chosen, setChosen] = useState<TEditorMessageKey | null>(null);
  const current = chosen ?? editorMessageKey(user.ui_settings);
  const onError = (err: unknown) => toast.show(apiErrorMessage(err, t), 'error');
  return (
    <div className="space-y-6">
      <SelectField
        label={t('profile.languageLabel')}
        value={language}
        options={[]}
        groups={languageGroups(t)}
        onChange={(e) => {
          const next = e.target.value;
          void setLanguage(next);
          save.mutate({ locale: next }, { onError });
        }}
      />
      <fieldset>
        <legend id={`${id}-keys`} className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('profile.sendKeyLabel')}
        </legend>
        <div role="radiogroup" aria-labelledby={`${id}-keys`} className="grid gap-2 sm:grid-cols-2">
          {KEYS.map((key) => (
            <label
              key={key}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm ${
                current === key
                  ? 'border-woot-500 bg-woot-50 dark:border-woot-400 dark:bg-woot-500/10'
                  : 'border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60'
              }`}
            >
              <input
                type="radio"
                name={`${id}-send-key`}
                className="mt-0.5 accent-woot-600"
                checked={current === key}
                disabled={save.isPending}
                onChange={() => {
                  setChosen(key);
                  save.mutate(messageKeySettings(key), {
                    onSuccess: () => toast.show(t('profile.sendKeySaved')),
                    onError: (err) => {
                      setChosen(null);
                      onError(err);
                    },
                  });
                }}
              />
              <span>
                <span className="block font-medium text-slate-900 dark:text-white">{t(`profile.sendKey.${key}`)}</span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {t(`profile.sendKeyHint.${key}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
};

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { APPEARANCES, type TAppearance } from '../../lib/appearance.ts';
import { useAppearance } from './useAppearance.ts';
import { languageGroups } from './languageGroups.ts';
import { useLanguage } from './useLanguage.ts';

const selectClass =
  'rounded-md border-0 bg-transparent py-1 ps-1 pe-6 text-xs text-slate-500 hover:text-slate-700 focus:ring-2 focus:ring-focus dark:text-slate-400 dark:hover:text-slate-200';

/** Language and appearance pickers for pages shown before sign-in. */
export const PreferencesBar = () => {
  const { t } = useTranslation();
  const [appearance, setAppearance] = useAppearance();
  const [language, setLanguage] = useLanguage();
  const languageId = useId();
  const appearanceId = useId();
  return (
    <div className="flex items-center justify-center gap-4 text-xs text-slate-500 dark:text-slate-400">
      <div className="flex items-center gap-1">
        <label htmlFor={languageId}>{t('language.label')}</label>
        <select
          id={languageId}
          className={selectClass}
          value={language}
          onChange={(e) => void setLanguage(e.target.value)}
        >
          {languageGroups(t).map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-1">
        <label htmlFor={appearanceId}>{t('appearance.label')}</label>
        <select
          id={appearanceId}
          className={selectClass}
          value={appearance}
          onChange={(e) => setAppearance(e.target.value as TAppearance)}
        >
          {APPEARANCES.map((a) => (
            <option key={a} value={a}>
              {t(`appearance.${a}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
};

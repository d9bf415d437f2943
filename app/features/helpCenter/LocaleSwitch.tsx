import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { localeName } from './helpCenterRules.ts';
import type { TPortal } from './helpCenterTypes.ts';

/** A select of the portal's allowed locales; picking one opens the same page in that locale. */
export const LocaleSwitch = ({ portal, locale, route }: { portal: TPortal; locale: string; route: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { account } = useCurrentAccount();
  if (portal.config.allowed_locales.length < 2) return null;
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <span className="sr-only">{t('helpCenter.locales.switch')}</span>
      <select
        value={locale}
        aria-label={t('helpCenter.locales.switch')}
        onChange={(e) => void navigate(pathTo(account.id, route, { portalSlug: portal.slug, locale: e.target.value }))}
        className="h-9 rounded-lg border border-field bg-white px-2 text-sm dark:bg-slate-900"
      >
        {portal.config.allowed_locales.map((l) => (
          <option key={l.code} value={l.code}>
            {localeName(l.code)} ({l.code})
          </option>
        ))}
      </select>
    </label>
  );
};

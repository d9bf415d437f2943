import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { localeName } from './helpCenterRules.ts';
import type { TPortal } from './helpCenterTypes.ts';

interface TPortalCardProps {
  portal: TPortal;
  /** The locale on screen, marked as current. */
  currentLocale?: string;
  onPick?: () => void;
  headingLevel?: 'h2' | 'h3';
}

/**
 * Part 2 §2 portal card (list and popover): name, total articles, an active badge, then each allowed
 * locale with its language name, default marker, article count and code; a locale opens its articles.
 */
export const PortalCard = ({ portal, currentLocale, onPick, headingLevel = 'h2' }: TPortalCardProps) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const Heading = headingLevel;
  const defaultLocale = portal.meta.default_locale;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading dir="auto" className="truncate text-sm font-semibold text-slate-900 dark:text-white">
            {portal.name}
          </Heading>
          <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
            {t('helpCenter.portal.articleCount', { count: portal.meta.all_articles_count })}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${
            portal.archived
              ? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
              : 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
          }`}
        >
          {portal.archived ? t('helpCenter.portal.archived') : t('helpCenter.portal.active')}
        </span>
      </div>
      <ul className="mt-3 space-y-1" aria-label={t('helpCenter.portal.localesOf', { name: portal.name })}>
        {portal.config.allowed_locales.map((l) => {
          const isCurrent = l.code === currentLocale;
          return (
            <li key={l.code}>
              <Link
                to={pathTo(account.id, 'list_all_locale_articles', { portalSlug: portal.slug, locale: l.code })}
                onClick={onPick}
                aria-current={isCurrent ? 'true' : undefined}
                className={`flex items-center justify-between gap-3 rounded-lg px-2.5 py-1.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800 ${
                  isCurrent ? 'bg-woot-50 dark:bg-woot-950/50' : ''
                }`}
              >
                <span className="min-w-0 truncate text-slate-800 dark:text-slate-200">
                  {localeName(l.code)}
                  {l.code === defaultLocale ? (
                    <span className="ms-1.5 text-xs font-medium text-woot-700 dark:text-woot-300">
                      {t('helpCenter.portal.default')}
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 text-xs text-slate-600 tabular-nums dark:text-slate-400">
                  {t('helpCenter.portal.articleCount', { count: l.articles_count })}
                  <span className="ms-2 font-mono">{l.code}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
};

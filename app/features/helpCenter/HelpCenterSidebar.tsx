import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo, SidebarLink, type TMenuLink } from '../navigation/index.ts';
import { ARTICLE_TABS } from './articleTabs.ts';
import { localeName, publicPortalUrl } from './helpCenterRules.ts';
import { iconButtonClass } from './helpCenterStyles.ts';
import type { TPortal } from './helpCenterTypes.ts';
import { PortalSwitchPopover } from './PortalSwitchPopover.tsx';
import { PortalThumbnail } from './PortalThumbnail.tsx';
import { useCanManagePortals } from './useCanManagePortals.ts';
import { useArticles, useCategories } from './useHelpCenter.ts';

interface THelpCenterSidebarProps {
  portals: readonly TPortal[];
  portal: TPortal;
  locale: string;
  onHide: () => void;
  onNavigate?: () => void;
}

/**
 * Part 2 §2 Help Center sidebar: the portal header (thumbnail, name, locale, public portal in a new
 * tab, portal switch), all / mine / draft / archived with counts, settings, and the locale's
 * categories with a plus button (an empty message when there are none).
 */
export const HelpCenterSidebar = ({ portals, portal, locale, onHide, onNavigate }: THelpCenterSidebarProps) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const canManage = useCanManagePortals();
  const categories = useCategories(account.id, portal.slug, locale);
  const counts = useArticles(portal.slug, { locale, tab: 'all', page: 1 }).data?.meta;
  const params = { portalSlug: portal.slug, locale };
  const links: TMenuLink[] = [
    ...ARTICLE_TABS.map((item) => ({
      key: item.tab,
      label: t(`helpCenter.sidebar.${item.tab}`),
      isLabelKey: false,
      to: pathTo(account.id, item.route, params),
      routeName: item.route,
      icon: item.tab === 'archived' ? ('folder' as const) : ('file' as const),
      count: counts?.[item.countKey],
    })),
    {
      key: 'settings',
      label: t('helpCenter.sidebar.settings'),
      isLabelKey: false,
      to: canManage
        ? pathTo(account.id, 'edit_portal_information', { portalSlug: portal.slug })
        : pathTo(account.id, 'list_all_portals'),
      routeName: canManage ? 'edit_portal_information' : 'list_all_portals',
      icon: 'settings',
    },
  ];
  const title = t('helpCenter.sidebar.title');
  return (
    <aside
      aria-label={title}
      className="flex w-60 shrink-0 flex-col border-e border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex h-14 items-center gap-2 border-b border-slate-100 px-3 dark:border-slate-800">
        <PortalThumbnail portal={portal} />
        <div className="min-w-0 flex-1">
          <p dir="auto" className="truncate text-sm font-semibold text-slate-900 rtl:text-right dark:text-white">
            {portal.name}
          </p>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">{localeName(locale)}</p>
        </div>
        <a
          href={publicPortalUrl(portal.slug, locale)}
          target="_blank"
          rel="noopener noreferrer"
          className={iconButtonClass}
          aria-label={t('helpCenter.sidebar.openPublic')}
          title={t('helpCenter.sidebar.openPublic')}
        >
          <Icon name="external" className="size-4" />
        </a>
        <PortalSwitchPopover portals={portals} current={portal} locale={locale} onNavigate={onNavigate} />
      </div>
      <nav aria-label={title} className="flex-1 space-y-5 overflow-y-auto px-3 py-4">
        <ul className="space-y-0.5">
          {links.map((link) => (
            <li key={link.key}>
              <SidebarLink link={link} exact onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
        <div>
          <div className="flex items-center justify-between px-2.5 pb-1.5">
            <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              {t('helpCenter.sidebar.categories')}
            </h2>
            <Link
              to={pathTo(account.id, 'new_category_in_locale', params)}
              onClick={onNavigate}
              className="rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
              aria-label={t('helpCenter.categories.add')}
              title={t('helpCenter.categories.add')}
            >
              <Icon name="plus" className="size-4" />
            </Link>
          </div>
          {categories.data && categories.data.length === 0 ? (
            <p className="px-2.5 text-sm text-slate-600 dark:text-slate-400">{t('helpCenter.sidebar.noCategories')}</p>
          ) : (
            <ul className="space-y-0.5">
              {(categories.data ?? []).map((c) => (
                <li key={c.id}>
                  <SidebarLink
                    onNavigate={onNavigate}
                    link={{
                      key: `category-${c.id}`,
                      label: `${c.icon ?? ''} ${c.name}`.trim(),
                      isLabelKey: false,
                      to: pathTo(account.id, 'show_category_articles', { ...params, categorySlug: c.slug }),
                      routeName: 'show_category_articles',
                      count: c.meta.articles_count,
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          <Link
            to={pathTo(account.id, 'all_locale_categories', params)}
            onClick={onNavigate}
            className="mt-1 block rounded-lg px-2.5 py-1.5 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
          >
            {t('helpCenter.sidebar.manageCategories')}
          </Link>
        </div>
      </nav>
      <div className="border-t border-slate-100 p-2 dark:border-slate-800">
        <button
          type="button"
          onClick={onHide}
          className="flex w-full items-center gap-2 rounded-lg px-2.5 py-1.5 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
        >
          <Icon name="chevronLeft" className="size-4 rtl:rotate-180" />
          {t('helpCenter.sidebar.hide')}
        </button>
      </div>
    </aside>
  );
};

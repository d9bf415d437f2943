import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { usePrefetchRoute } from './routePrefetch.ts';
import { shownCount, type TMenuLink } from './secondaryMenus.ts';

/** Exact for the "all" views; a section of pages (settings/inboxes/…) keeps its item current. */
const isCurrent = (pathname: string, to: string, exact: boolean) => {
  const path = pathname.replace(/\/$/, '');
  if (path === to) return true;
  if (exact) return false;
  return path.startsWith(`${to.replace(/\/list$/, '')}/`);
};

interface TSidebarLinkProps {
  link: TMenuLink;
  exact?: boolean;
  onNavigate?: () => void;
}

export const SidebarLink = ({ link, exact = false, onNavigate }: TSidebarLinkProps) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const prefetch = usePrefetchRoute();
  const active = isCurrent(pathname, link.to, exact);
  const label = link.isLabelKey ? t(link.label as 'menu.conversations.all_conversations') : link.label;
  const count = shownCount(link.count);
  return (
    <Link
      to={link.to}
      onClick={onNavigate}
      onMouseEnter={() => prefetch(link.routeName)}
      onFocus={() => prefetch(link.routeName)}
      aria-current={active ? 'page' : undefined}
      className={`flex items-center gap-2.5 rounded-lg px-2.5 py-1.5 text-sm transition-colors ${
        active
          ? 'bg-woot-50 font-medium text-woot-700 dark:bg-woot-500/10 dark:text-woot-300'
          : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100'
      }`}
    >
      {link.color ? (
        <span
          aria-hidden="true"
          className="mx-1 size-2 shrink-0 rounded-full"
          style={{ backgroundColor: link.color }}
        />
      ) : link.icon ? (
        <Icon name={link.icon} className="size-4 shrink-0" />
      ) : null}
      <span dir="auto" className="min-w-0 flex-1 truncate rtl:text-right">
        {label}
      </span>
      {link.warning ? (
        <span title={t('menu.reauthorize')} className="text-amber-500">
          <Icon name="alert" className="size-4" />
          <span className="sr-only">{t('menu.reauthorize')}</span>
        </span>
      ) : null}
      {link.beta ? (
        <span className="rounded-full bg-violet-100 px-1.5 text-[10px] font-semibold text-violet-700 uppercase dark:bg-violet-500/15 dark:text-violet-300">
          {t('menu.beta')}
        </span>
      ) : null}
      {count !== null ? (
        <span className="rounded-full bg-slate-100 px-1.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {count}
        </span>
      ) : null}
    </Link>
  );
};

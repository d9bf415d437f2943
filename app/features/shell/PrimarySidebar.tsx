import { BrandLogo } from '../auth/index.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentAccount } from '../accounts/index.ts';
import { useIsBuilt, primaryItems, pathTo, useMenuContext } from '../navigation/index.ts';
import { CommandPaletteButton } from './CommandPaletteButton.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { OptionsMenu } from './OptionsMenu.tsx';
import { PrimaryNavLink } from './PrimaryNavLink.tsx';
import { UserMenu } from './UserMenu.tsx';

interface TPrimarySidebarProps {
  currentRoute: string | null;
  onNavigate?: () => void;
}

/** Part 2 §2 primary sidebar: logo, the items this member may use, the bell, options and the agent. */
export const PrimarySidebar = ({ currentRoute, onNavigate }: TPrimarySidebarProps) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const ctx = useMenuContext();
  const isBuilt = useIsBuilt();
  const items = primaryItems(ctx, account, currentRoute).filter((item) => isBuilt(item.routeName));
  return (
    // The app's banner landmark: logo, the main navigation and the person's menus (no content outside a landmark).
    <header className="flex w-16 shrink-0 flex-col items-center gap-2 border-e border-slate-200 bg-white py-3 dark:border-slate-800 dark:bg-slate-900">
      <Link to={pathTo(account.id, 'home')} aria-label={t('shell.home')} onClick={onNavigate} className="mb-2">
        <BrandLogo className="size-8" />
      </Link>
      <CommandPaletteButton />
      <nav aria-label={t('shell.mainNav')} className="flex flex-1 flex-col items-center gap-1">
        {items.map((item) => (
          <PrimaryNavLink
            key={item.key}
            to={item.to}
            routeName={item.routeName}
            icon={item.icon}
            label={t(`menu.primary.${item.key}`)}
            isActive={item.isActive}
            onNavigate={onNavigate}
          />
        ))}
      </nav>
      <div className="flex flex-col items-center gap-1">
        <NotificationBell isActive={currentRoute === 'notifications_index'} onNavigate={onNavigate} />
        <OptionsMenu />
        <UserMenu />
      </div>
    </header>
  );
};

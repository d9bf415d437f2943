import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type TIconName } from './Icon.tsx';
import { MENU_ITEM_FOCUS, keepMenuOpen } from './menuItemStyles.ts';
import { loadedPrimitives } from './primitives/usePrimitives.ts';

interface TMenuLinkProps {
  /** An in-app path, or a full-page address when `external`. */
  to: string;
  icon: TIconName;
  children: ReactNode;
  onNavigate?: () => void;
  /** A server page outside the SPA (e.g. /super_admin): a plain link, loaded in full. */
  external?: boolean;
}

const CLASS = `flex w-full items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus:bg-slate-800 ${MENU_ITEM_FOCUS}`;

/** A menu item that navigates. */
export const MenuLink = ({ to, icon, children, onNavigate, external = false }: TMenuLinkProps) => {
  const Item = loadedPrimitives().MenuItemPrimitive;
  const content = (
    <>
      <Icon name={icon} className="size-4 shrink-0 opacity-70" />
      <span className="flex-1 truncate">{children}</span>
      {external ? <Icon name="external" className="size-3.5 shrink-0 opacity-50" /> : null}
    </>
  );
  // Enter on the item clicks the link: the navigation is the link's own.
  return (
    <Item asChild onSelect={keepMenuOpen}>
      {external ? (
        <a href={to} className={CLASS} onClick={onNavigate}>
          {content}
        </a>
      ) : (
        <Link to={to} className={CLASS} onClick={onNavigate}>
          {content}
        </Link>
      )}
    </Item>
  );
};

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, type TIconName } from './Icon.tsx';
import { MENU_ITEM_FOCUS, keepMenuOpen } from './menuItemStyles.ts';
import { loadedPrimitives } from './primitives/usePrimitives.ts';

interface TMenuItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'role'> {
  icon?: TIconName;
  /** A radio item when set: part of a one-of-many group (a checkbox item with `multi`). */
  checked?: boolean;
  /** Part of a many-of-many group (labels, participants): a menuitemcheckbox that keeps the menu open. */
  multi?: boolean;
  /** Drawn before the label instead of an icon, e.g. a status dot. */
  leading?: ReactNode;
  tone?: 'default' | 'danger';
}

/** An item of a Menu: Enter, Space or a click runs onClick; the caller closes the menu when it should. */
export const MenuItem = ({
  icon,
  checked,
  multi = false,
  leading,
  tone = 'default',
  children,
  className = '',
  ...rest
}: TMenuItemProps) => {
  const isChoice = checked !== undefined;
  const Item = loadedPrimitives().MenuItemPrimitive;
  return (
    <Item asChild onSelect={keepMenuOpen}>
      <button
        type="button"
        role={isChoice ? (multi ? 'menuitemcheckbox' : 'menuitemradio') : 'menuitem'}
        aria-checked={isChoice ? checked : undefined}
        className={`flex w-full items-center gap-2.5 rounded-md px-2 py-1.5 text-start text-sm hover:bg-slate-100 focus:bg-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800 ${MENU_ITEM_FOCUS} ${
          tone === 'danger' ? 'text-red-600 dark:text-red-400' : 'text-slate-700 dark:text-slate-200'
        } ${className}`}
        {...rest}
      >
        {leading ?? (icon ? <Icon name={icon} className="size-4 shrink-0 opacity-70" /> : null)}
        <span className="flex-1 truncate">{children}</span>
        {checked ? <Icon name="check" className="size-4 shrink-0 text-woot-600 dark:text-woot-400" /> : null}
      </button>
    </Item>
  );
};

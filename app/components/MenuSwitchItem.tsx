import type { ReactNode } from 'react';
import { MENU_ITEM_FOCUS, keepMenuOpen } from './menuItemStyles.ts';
import { loadedPrimitives } from './primitives/usePrimitives.ts';

interface TMenuSwitchItemProps {
  checked: boolean;
  onChange: (next: boolean) => void;
  children: ReactNode;
  disabled?: boolean;
}

/** An on/off choice inside a menu: a menuitemcheckbox drawn as a switch. */
export const MenuSwitchItem = ({ checked, onChange, children, disabled = false }: TMenuSwitchItemProps) => {
  const Item = loadedPrimitives().MenuItemPrimitive;
  return (
    <Item asChild onSelect={keepMenuOpen} disabled={disabled}>
      <button
        type="button"
        role="menuitemcheckbox"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`flex w-full items-center gap-2.5 rounded-md px-2 py-1.5 text-start text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 disabled:opacity-60 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus:bg-slate-800 ${MENU_ITEM_FOCUS}`}
      >
        <span className="flex-1">{children}</span>
        <span
          aria-hidden="true"
          className={`relative inline-flex h-4 w-7 shrink-0 items-center rounded-full transition-colors ${checked ? 'bg-woot-600 dark:bg-woot-500' : 'bg-slate-300 dark:bg-slate-600'}`}
        >
          <span
            className={`inline-block size-3 rounded-full bg-white shadow-sm transition-transform ${checked ? 'translate-x-3.5 rtl:-translate-x-3.5' : 'translate-x-0.5 rtl:-translate-x-0.5'}`}
          />
        </span>
      </button>
    </Item>
  );
};

import type { ReactNode } from 'react';
import { MENU_ITEM_FOCUS, keepMenuOpen } from './menuItemStyles.ts';
import { loadedPrimitives } from './primitives/usePrimitives.ts';

interface TMenuSegmentProps {
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}

/** A compact one-of-many choice laid out in a row, still a menuitemradio for assistive tech. */
export const MenuSegment = ({ checked, onSelect, children }: TMenuSegmentProps) => {
  const Item = loadedPrimitives().MenuItemPrimitive;
  return (
    <Item asChild onSelect={keepMenuOpen}>
      <button
        type="button"
        role="menuitemradio"
        aria-checked={checked}
        onClick={onSelect}
        className={`flex flex-1 items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-xs font-medium ${MENU_ITEM_FOCUS} ${
          checked
            ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200 dark:bg-slate-700 dark:text-white dark:ring-slate-600'
            : 'text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-200'
        }`}
      >
        {children}
      </button>
    </Item>
  );
};

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMenuProps } from './primitiveTypes.ts';

/** Menu (../Menu.tsx) drawn with Radix DropdownMenu; `initialOpen` when a click came before the chunk. */
export const MenuFrame = ({
  trigger,
  label,
  side = 'below',
  align = 'end',
  className = 'w-56 p-1',
  children,
  initialOpen = false,
}: TMenuProps & { initialOpen?: boolean }) => {
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(initialOpen);
  const dir = i18n.dir();
  const physicalSide = side === 'below' ? 'bottom' : dir === 'rtl' ? 'left' : 'right';
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false} dir={dir}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          aria-label={label}
          side={physicalSide}
          align={align}
          sideOffset={side === 'below' ? 4 : 8}
          collisionPadding={8}
          loop
          // Tab leaves the menu (WAI-ARIA menu button): it closes, focus back on the trigger.
          onKeyDown={(e) => {
            if (e.key === 'Tab') setOpen(false);
          }}
          className={`z-50 overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900 ${className}`}
        >
          {children(() => setOpen(false))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};

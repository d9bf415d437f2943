import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMenuProps } from './primitiveTypes.ts';

const ITEMS = ':is([role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]):not([data-disabled])';

/**
 * Focus on the first item however the menu opened (Radix focuses the panel itself on a pointer open). Items that
 * load after the menu opens (the Macros menu) get it when they come, unless focus has left the menu by then.
 */
const focusFirstItem = (content: HTMLElement) => {
  const first = content.querySelector<HTMLElement>(ITEMS);
  if (first) {
    first.focus({ preventScroll: true });
    return;
  }
  content.focus({ preventScroll: true });
  const observer = new MutationObserver(() => {
    const item = content.querySelector<HTMLElement>(ITEMS);
    if (!item) return;
    observer.disconnect();
    if (content.contains(document.activeElement)) item.focus({ preventScroll: true });
  });
  observer.observe(content, { childList: true, subtree: true });
};

/** How far below its trigger the menu hangs to clear the trigger's positioned container (`anchorToContainer`). */
const offsetToContainer = (trigger: HTMLElement | null) => {
  const container = trigger?.offsetParent;
  if (!trigger || !container) return 4;
  return Math.max(4, container.getBoundingClientRect().bottom - trigger.getBoundingClientRect().bottom + 4);
};

/** Menu (../Menu.tsx) drawn with Radix DropdownMenu; `initialOpen` when a click came before the chunk. */
export const MenuFrame = ({
  trigger,
  label,
  side = 'below',
  align = 'end',
  className = 'w-56 p-1',
  children,
  anchorToContainer = false,
  initialOpen = false,
}: TMenuProps & { initialOpen?: boolean }) => {
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(initialOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  /** The panel had its first focus since the menu opened (later ones come from the pointer leaving an item). */
  const entered = useRef(false);
  useEffect(() => {
    if (!open) entered.current = false;
  }, [open]);
  const dir = i18n.dir();
  const physicalSide = side === 'below' ? 'bottom' : dir === 'rtl' ? 'left' : 'right';
  const below = anchorToContainer && open ? offsetToContainer(triggerRef.current) : 4;
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false} dir={dir}>
      <DropdownMenu.Trigger
        asChild
        ref={triggerRef}
        // Radix opens on pointer down and on keys; a click with no pointer (a shortcut's `.click()`, some
        // screen readers) would do nothing, so it toggles the menu here.
        onClick={(e: MouseEvent) => {
          if (e.detail === 0) setOpen((v) => !v);
        }}
      >
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          aria-label={label}
          side={physicalSide}
          align={align}
          sideOffset={side === 'below' ? below : 8}
          collisionPadding={8}
          loop
          // Radix focuses the panel as it opens: focus goes on to the first item (keyboard or pointer alike).
          onFocus={(e: FocusEvent<HTMLDivElement>) => {
            if (e.target !== e.currentTarget || entered.current) return;
            entered.current = true;
            focusFirstItem(e.currentTarget);
          }}
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

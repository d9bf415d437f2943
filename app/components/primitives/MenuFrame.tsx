import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_GAP, offsetToContainer } from './menuOffset.ts';
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

/**
 * Menu (../Menu.tsx) drawn with Radix DropdownMenu; `initialOpen` when a click came before the chunk (with
 * `initialOffset`, the gap below the trigger measured then).
 */
export const MenuFrame = ({
  trigger,
  label,
  side = 'below',
  align = 'end',
  className = 'w-56 p-1',
  children,
  anchorToContainer = false,
  initialOpen = false,
  initialOffset = MENU_GAP,
}: TMenuProps & { initialOpen?: boolean; initialOffset?: number }) => {
  const { i18n } = useTranslation();
  const [open, setOpenState] = useState(initialOpen);
  const [below, setBelow] = useState(initialOffset);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const setOpen = (next: boolean) => {
    if (next && anchorToContainer) setBelow(offsetToContainer(triggerRef.current));
    setOpenState(next);
  };
  // Below the container, however it grows while the menu is open (the header's chips wrap to a second row
  // as the SLA and priority chips load): the offset follows its size.
  useEffect(() => {
    const trigger = triggerRef.current;
    const container = trigger?.offsetParent;
    if (!open || !anchorToContainer || !container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setBelow(offsetToContainer(trigger)));
    observer.observe(container);
    return () => observer.disconnect();
  }, [open, anchorToContainer]);
  /** The panel had its first focus since the menu opened (later ones come from the pointer leaving an item). */
  const entered = useRef(false);
  useEffect(() => {
    if (!open) entered.current = false;
  }, [open]);
  const dir = i18n.dir();
  const physicalSide = side === 'below' ? 'bottom' : dir === 'rtl' ? 'left' : 'right';
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false} dir={dir}>
      <DropdownMenu.Trigger
        asChild
        ref={triggerRef}
        // Radix opens on pointer down and on keys; a click with no pointer (a shortcut's `.click()`, some
        // screen readers) would do nothing, so it toggles the menu here.
        onClick={(e: MouseEvent) => {
          if (e.detail === 0) setOpen(!open);
        }}
      >
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          aria-label={label}
          side={physicalSide}
          align={align}
          sideOffset={side === 'below' ? (anchorToContainer ? below : MENU_GAP) : 8}
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
          {children(() => setOpenState(false))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};

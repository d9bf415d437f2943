import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

const ITEMS = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/**
 * A menu button (WAI-ARIA pattern): opens on click or arrow keys with focus on the first item (once it has
 * loaded, for lazy menus), moves focus with arrows/Home/End, closes on Escape (from the button too), Tab or a
 * click outside, and returns focus to its button.
 */
export const useMenu = () => {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);

  const items = () => [...(popoverRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  const close = useCallback((restoreFocus = true) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const popover = popoverRef.current;
    /** Focus moves to the first item; items that load after the menu opens (lazy menus) get it when they come. */
    const focusFirst = () => {
      const first = popover?.querySelector<HTMLElement>(ITEMS);
      if (!first) return false;
      if (!popover?.contains(document.activeElement)) first.focus();
      return true;
    };
    const observer = new MutationObserver(() => {
      if (focusFirst()) observer.disconnect();
    });
    if (!focusFirst() && popover) observer.observe(popover, { childList: true, subtree: true });
    const onPointer = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!popoverRef.current?.contains(target) && !triggerRef.current?.contains(target)) close(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => {
      observer.disconnect();
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open, close]);

  const onMenuKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        focusItem(index - 1);
        break;
      case 'Home':
        e.preventDefault();
        focusItem(0);
        break;
      case 'End':
        e.preventDefault();
        focusItem(all.length - 1);
        break;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        close();
        break;
      case 'Tab':
        close(false);
        break;
      default:
        break;
    }
  };

  const triggerProps = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => setOpen((v) => !v),
    onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        if (open) focusItem(0);
        else setOpen(true);
      }
      // Still on the button (the items are loading): Escape closes the menu all the same.
      if (e.key === 'Escape' && open) {
        e.preventDefault();
        e.stopPropagation();
        close();
      }
    },
  };
  const menuProps = { id: menuId, role: 'menu' as const, onKeyDown: onMenuKeyDown };
  return { open, close, triggerRef, triggerProps, popoverRef, menuProps };
};

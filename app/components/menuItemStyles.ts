/**
 * The keyboard focus of a menu item: a 2px ring inside the item in the focus colour (≥ 3:1 against the
 * menu in both themes), on top of the hover tint, which alone is too faint to see (~1.1:1).
 */
export const MENU_ITEM_FOCUS = 'outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset';

/** Radix closes a menu on an item's selection; ours close it themselves (a menu's `close`), or stay open. */
export const keepMenuOpen = (e: Event) => e.preventDefault();

/** The gap between a menu and its trigger, in px. */
export const MENU_GAP = 4;

/**
 * How far below its trigger a menu hangs to clear the trigger's positioned container (a Menu's
 * `anchorToContainer`, e.g. the conversation header), so it does not cover what sits under the trigger.
 */
export const offsetToContainer = (trigger: Element | null) => {
  const container = trigger instanceof HTMLElement ? trigger.offsetParent : null;
  if (!trigger || !container) return MENU_GAP;
  return Math.max(
    MENU_GAP,
    container.getBoundingClientRect().bottom - trigger.getBoundingClientRect().bottom + MENU_GAP,
  );
};

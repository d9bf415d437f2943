import { cloneElement, isValidElement, useState } from 'react';
import type { TMenuProps } from './primitives/primitiveTypes.ts';
import { usePrimitives } from './primitives/usePrimitives.ts';

/**
 * A menu button (WAI-ARIA) on Radix DropdownMenu (docs/ARCHITECTURE.md "UI primitives"): opens on click,
 * Enter, Space or arrow keys; arrows, Home, End and type-ahead move between items; Escape or a click outside
 * closes it and focus returns to the trigger. Placed by collision-aware positioning: it flips or shifts to
 * stay on screen and follows its trigger. Items (MenuItem, MenuLink…) run their action and call `close`.
 * Until the primitives' chunk is in (just after first paint), the trigger is drawn alone and a click on it
 * opens the menu as soon as it comes.
 */
export const Menu = (props: TMenuProps) => {
  const primitives = usePrimitives();
  const [requested, setRequested] = useState(false);
  if (primitives) return <primitives.MenuFrame {...props} initialOpen={requested} />;
  const { trigger } = props;
  return isValidElement(trigger)
    ? cloneElement(trigger, { 'aria-haspopup': 'menu', onClick: () => setRequested(true) })
    : trigger;
};

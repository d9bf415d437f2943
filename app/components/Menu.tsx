import { cloneElement, isValidElement, useState, type MouseEvent } from 'react';
import { offsetToContainer } from './primitives/menuOffset.ts';
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
  /** A click before the chunk came: the menu opens with it, below the trigger's container when asked. */
  const [requested, setRequested] = useState<{ offset: number } | null>(null);
  if (primitives)
    return <primitives.MenuFrame {...props} initialOpen={requested !== null} initialOffset={requested?.offset} />;
  const { trigger, anchorToContainer } = props;
  return isValidElement(trigger)
    ? cloneElement(trigger, {
        'aria-haspopup': 'menu',
        onClick: (e: MouseEvent) =>
          setRequested({ offset: anchorToContainer ? offsetToContainer(e.currentTarget) : 4 }),
      })
    : trigger;
};

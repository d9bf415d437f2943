import { cloneElement, isValidElement } from 'react';
import type { TPopoverProps } from './primitives/primitiveTypes.ts';
import { usePrimitives } from './primitives/usePrimitives.ts';

/**
 * A non-modal dialog hanging from a button (date range, colour, portal switch) on Radix Popover
 * (docs/ARCHITECTURE.md "UI primitives"): focus moves in on open; Escape or a click outside closes it and
 * Escape gives focus back to the button; placed by collision-aware positioning (flips and shifts to stay on
 * screen, follows its button). Until the primitives' chunk is in, the button alone is drawn and opens it.
 */
export const Popover = (props: TPopoverProps) => {
  const primitives = usePrimitives();
  if (primitives) return <primitives.PopoverFrame {...props} />;
  const { trigger, open, onOpenChange } = props;
  return isValidElement(trigger) ? cloneElement(trigger, { onClick: () => onOpenChange(!open) }) : trigger;
};

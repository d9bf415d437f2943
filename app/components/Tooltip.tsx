import type { TTooltipProps } from './primitives/primitiveTypes.ts';
import { usePrimitives } from './primitives/usePrimitives.ts';

/**
 * A short label shown beside a control on hover and keyboard focus, on Radix Tooltip (docs/ARCHITECTURE.md
 * "UI primitives"): Escape hides it; placed on the inline-end side (mirrored in RTL), flipping to stay on
 * screen; it is the control's description (`aria-describedby`, `role="tooltip"`) while shown. The control
 * must already be named with the same text. Until the primitives' chunk is in, the control alone is drawn.
 */
export const Tooltip = (props: TTooltipProps) => {
  const primitives = usePrimitives();
  if (primitives) return <primitives.TooltipFrame {...props} />;
  return props.children;
};

import type { TModalProps } from './primitives/primitiveTypes.ts';
import { usePrimitives } from './primitives/usePrimitives.ts';

export type { TModalProps, TModalType } from './primitives/primitiveTypes.ts';

/**
 * A modal dialog on Radix Dialog (docs/ARCHITECTURE.md "UI primitives"): Escape, the close button or (when
 * allowed) the backdrop closes it; focus moves in, stays in, and returns on close; only the innermost of
 * nested modals (and menus or popovers opened from it) answers Escape. Centered or right-aligned (a side sheet).
 * Drawn by primitives/ModalFrame.tsx, in the primitives' chunk that loads after a screen's first paint.
 */
export const Modal = (props: TModalProps) => {
  const primitives = usePrimitives();
  return props.show && primitives ? <primitives.ModalFrame {...props} /> : null;
};

import type { MouseEvent, ReactElement, ReactNode } from 'react';

/** The props of Modal and Menu, apart so their frames (in the primitives' chunk) share them. */
export type TModalType = 'centered' | 'right-aligned';

export interface TModalProps {
  /** Shown while true. */
  show: boolean;
  onClose: () => void;
  /** A click on the backdrop closes the modal (default); false keeps it open. */
  closeOnBackdropClick?: boolean;
  showCloseButton?: boolean;
  type?: TModalType;
  fullWidth?: boolean;
  /** Width classes replacing the default 37.5rem (default: empty, the default width). */
  size?: string;
  /** Names the dialog: an element id, or a label. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  children: ReactNode;
}

export interface TMenuProps {
  /** The trigger: one button element, which gets the menu button's ARIA and handlers. */
  trigger: ReactElement<{ onClick?: (e: MouseEvent) => void; 'aria-haspopup'?: 'menu' }>;
  /** The menu's accessible name. */
  label: string;
  /** Where the menu opens: below the trigger, or beside it on the inline end (the sidebar's menus). */
  side?: 'below' | 'inline-end';
  align?: 'start' | 'end';
  /** Classes of the menu's panel beside the common ones: its width, padding and corner radius. */
  className?: string;
  /** The items; `close` closes the menu and gives focus back to the trigger. */
  children: (close: () => void) => ReactNode;
  /**
   * Hang the menu below the trigger's positioned container (e.g. the whole conversation header) instead of
   * below the trigger, so it does not cover what sits under the trigger.
   */
  anchorToContainer?: boolean;
}

export interface TPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger: one button element, which gets aria-expanded and aria-controls. */
  trigger: ReactElement<{ onClick?: (e: MouseEvent) => void }>;
  /** The popover's accessible name (it is a non-modal dialog). */
  label: string;
  align?: 'start' | 'end';
  /** Classes of the panel beside the common ones: its width, padding, layout. */
  className?: string;
  children: ReactNode;
}

export interface TTooltipProps {
  /** The tooltip's text: the trigger's accessible name already holds it (WCAG 2.5.3 Label in Name). */
  label: string;
  /** Where it shows: beside the trigger on the inline end (right in English, left in Arabic), or below it. */
  side?: 'inline-end' | 'below';
  /** The trigger: one focusable element, which gets the hover, focus and Escape handlers. */
  children: ReactElement;
}

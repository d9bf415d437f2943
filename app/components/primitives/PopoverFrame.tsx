import * as RadixPopover from '@radix-ui/react-popover';
import type { TPopoverProps } from './primitiveTypes.ts';

/** Popover (../Popover.tsx) drawn with Radix Popover. */
export const PopoverFrame = ({
  open,
  onOpenChange,
  trigger,
  label,
  align = 'start',
  className = '',
  children,
}: TPopoverProps) => (
  <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
    <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
    <RadixPopover.Portal>
      <RadixPopover.Content
        aria-label={label}
        side="bottom"
        align={align}
        sideOffset={8}
        collisionPadding={8}
        className={`z-50 max-h-(--radix-popover-content-available-height) overflow-y-auto rounded-xl border border-slate-200 bg-white shadow-lg outline-none dark:border-slate-700 dark:bg-slate-800 ${className}`}
      >
        {children}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  </RadixPopover.Root>
);

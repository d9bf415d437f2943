import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../components/useMenu.ts';

interface TProps {
  /** The trigger's content and accessible name. */
  trigger: ReactNode;
  label: string;
  /** The current choice the trigger shows: its name becomes "label: value" (WCAG 2.5.3, the visible text in the name). */
  value?: string;
  triggerClassName?: string;
  align?: 'start' | 'end';
  width?: string;
  children: (close: () => void) => ReactNode;
  /** Exposes the trigger so a shortcut can open the menu. */
  triggerId?: string;
  /**
   * The popover hangs under the nearest positioned ancestor (e.g. the whole conversation header) instead
   * of under the button, so it does not cover what sits below the button.
   */
  anchorToContainer?: boolean;
}

/** A menu button with a popover of menu items (arrows move, Escape closes; part 2 "navigate dropdown"). */
export const MenuPopover = ({
  trigger,
  label,
  value,
  triggerClassName = '',
  align = 'end',
  width = 'w-56',
  children,
  triggerId,
  anchorToContainer = false,
}: TProps) => {
  const { t } = useTranslation();
  const { open, close, triggerRef, triggerProps, popoverRef, menuProps } = useMenu();
  const name = value === undefined ? label : t('common.labelValue', { label, value });
  return (
    <div className={anchorToContainer ? undefined : 'relative'}>
      <button
        type="button"
        id={triggerId}
        ref={triggerRef}
        {...triggerProps}
        aria-label={name}
        title={name}
        className={triggerClassName || 'rounded-md p-1.5 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800'}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={popoverRef}
          {...menuProps}
          aria-label={label}
          className={`absolute top-full z-40 mt-1 max-h-80 overflow-y-auto ${width} rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900 ${align === 'end' ? 'end-0' : 'start-0'}`}
        >
          {children(() => close())}
        </div>
      ) : null}
    </div>
  );
};

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu } from '../../components/Menu.tsx';

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
   * The menu hangs under the trigger's positioned container (e.g. the whole conversation header) instead
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
  const name = value === undefined ? label : t('common.labelValue', { label, value });
  return (
    <Menu
      label={label}
      align={align}
      anchorToContainer={anchorToContainer}
      className={`max-h-[min(20rem,var(--radix-dropdown-menu-content-available-height))] ${width} p-1`}
      trigger={
        <button
          type="button"
          id={triggerId}
          aria-label={name}
          title={name}
          className={triggerClassName || 'rounded-md p-1.5 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800'}
        >
          {trigger}
        </button>
      }
    >
      {children}
    </Menu>
  );
};

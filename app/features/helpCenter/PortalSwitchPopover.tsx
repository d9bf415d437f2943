import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { pathTo } from '../navigation/index.ts';
import { iconButtonClass } from './helpCenterStyles.ts';
import type { TPortal } from './helpCenterTypes.ts';
import { PortalCard } from './PortalCard.tsx';

interface TPortalSwitchPopoverProps {
  portals: readonly TPortal[];
  current: TPortal;
  locale: string;
  onNavigate?: () => void;
}

/**
 * Part 2 §2 portal popover: a title, a settings button to list_all_portals, a card per portal;
 * picking a locale opens that portal's articles in it. Escape, a pick or a click outside closes it.
 */
export const PortalSwitchPopover = ({ portals, current, locale, onNavigate }: TPortalSwitchPopoverProps) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  const picked = () => {
    close(false);
    onNavigate?.();
  };
  return (
    <div className="relative">
      <button
        ref={trigger}
        type="button"
        className={iconButtonClass}
        aria-label={t('helpCenter.sidebar.switchPortal')}
        title={t('helpCenter.sidebar.switchPortal')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="chevronUpDown" className="size-4" />
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            close(true);
          }}
          className="absolute start-0 top-10 z-40 max-h-[70vh] w-80 overflow-y-auto rounded-xl border border-slate-200 bg-slate-50 p-3 shadow-xl dark:border-slate-700 dark:bg-slate-950"
        >
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-white">
              {t('helpCenter.sidebar.portals')}
            </h2>
            <Link
              to={pathTo(account.id, 'list_all_portals')}
              onClick={picked}
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <Icon name="settings" className="size-4" />
              {t('helpCenter.sidebar.portalSettings')}
            </Link>
          </div>
          <ul className="space-y-2">
            {portals.map((p) => (
              <li key={p.id}>
                <PortalCard
                  portal={p}
                  headingLevel="h3"
                  currentLocale={p.id === current.id ? locale : undefined}
                  onPick={picked}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
};

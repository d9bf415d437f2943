import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { Popover } from '../../components/Popover.tsx';
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
 * picking a locale opens that portal's articles in it. A Popover: Escape, a pick or a click outside closes it.
 */
export const PortalSwitchPopover = ({ portals, current, locale, onNavigate }: TPortalSwitchPopoverProps) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const [open, setOpen] = useState(false);
  const picked = () => {
    setOpen(false);
    onNavigate?.();
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label={t('helpCenter.sidebar.portals')}
      className="w-80 p-3"
      trigger={
        <button
          type="button"
          className={iconButtonClass}
          aria-label={t('helpCenter.sidebar.switchPortal')}
          title={t('helpCenter.sidebar.switchPortal')}
          aria-haspopup="dialog"
        >
          <Icon name="chevronUpDown" className="size-4" />
        </button>
      }
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t('helpCenter.sidebar.portals')}</h2>
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
    </Popover>
  );
};

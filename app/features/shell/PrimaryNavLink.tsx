import { Link } from 'react-router';
import { Icon, type TIconName } from '../../components/Icon.tsx';
import { Tooltip } from '../../components/Tooltip.tsx';
import { usePrefetchRoute } from '../navigation/index.ts';

interface TPrimaryNavLinkProps {
  to: string;
  /** The route `to` opens: its page chunk starts loading on hover and focus. */
  routeName: string;
  icon: TIconName;
  label: string;
  isActive: boolean;
  onNavigate?: () => void;
  /** A small badge over the icon, e.g. the unread count. */
  badge?: string | null;
}

/**
 * An icon link of the primary sidebar; its label shows as a tooltip (on the side away from the sidebar) and
 * is its accessible name. The name holds every text that can show, in order (label, count): "Inbox (3)" with
 * the tooltip "Inbox" and the badge "3" (WCAG 2.5.3 Label in Name).
 */
export const PrimaryNavLink = ({ to, routeName, icon, label, isActive, onNavigate, badge }: TPrimaryNavLinkProps) => {
  const prefetch = usePrefetchRoute();
  return (
    <Tooltip label={label}>
      <Link
        to={to}
        onClick={onNavigate}
        onMouseEnter={() => prefetch(routeName)}
        onFocus={() => prefetch(routeName)}
        aria-label={badge ? `${label} (${badge})` : label}
        aria-current={isActive ? 'page' : undefined}
        className={`relative flex size-10 items-center justify-center rounded-lg transition-colors ${
          isActive
            ? 'bg-woot-50 text-woot-600 dark:bg-woot-500/15 dark:text-woot-300'
            : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100'
        }`}
      >
        <Icon name={icon} className="size-5" />
        {badge ? (
          <span className="absolute -end-1 -top-1 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white ring-2 ring-white dark:ring-slate-900">
            {badge}
          </span>
        ) : null}
      </Link>
    </Tooltip>
  );
};

import { NavLink } from 'react-router';
import { Icon, type TIconName } from '../../components/Icon.tsx';

interface TNavItemProps {
  to: string;
  icon: TIconName;
  label: string;
  onNavigate?: () => void;
}

export const NavItem = ({ to, icon, label, onNavigate }: TNavItemProps) => (
  <NavLink
    to={to}
    onClick={onNavigate}
    className={({ isActive }) =>
      `flex items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm font-medium transition-colors ${
        isActive
          ? 'bg-woot-50 text-woot-700 dark:bg-woot-500/10 dark:text-woot-300'
          : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100'
      }`
    }
  >
    <Icon name={icon} className="size-[18px] shrink-0" />
    {label}
  </NavLink>
);

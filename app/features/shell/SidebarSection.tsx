import { useId } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { SidebarLink, type TMenuLink } from '../navigation/index.ts';

interface TSidebarSectionProps {
  title: string;
  links: TMenuLink[];
  /** An administrator's "add" link beside the title. */
  add?: { to: string; label: string } | null;
  onNavigate?: () => void;
}

/** A titled list of the secondary sidebar (inboxes, labels, teams, folders…); hidden when it has nothing. */
export const SidebarSection = ({ title, links, add, onNavigate }: TSidebarSectionProps) => {
  const id = useId();
  if (links.length === 0 && !add) return null;
  return (
    <div>
      <div className="flex items-center justify-between px-2.5 pb-1">
        <h3
          id={id}
          className="text-[11px] font-semibold tracking-wide text-slate-400 uppercase rtl:tracking-normal dark:text-slate-500"
        >
          {title}
        </h3>
        {add ? (
          <Link
            to={add.to}
            onClick={onNavigate}
            aria-label={add.label}
            title={add.label}
            className="-m-[3px] rounded p-[5px] text-slate-400 hover:bg-slate-100 hover:text-slate-700 dark:hover:bg-slate-800 dark:hover:text-slate-200"
          >
            <Icon name="plus" className="size-3.5" />
          </Link>
        ) : null}
      </div>
      <ul aria-labelledby={id} className="space-y-0.5">
        {links.map((link) => (
          <li key={link.key}>
            <SidebarLink link={link} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </div>
  );
};

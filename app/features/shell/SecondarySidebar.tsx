import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { useCurrentAccount } from '../accounts/index.ts';
import { useIsBuilt, menuLinks, useMenuContext, SidebarLink, type TMenuGroup } from '../navigation/index.ts';
import { ContactSections } from './ContactSections.tsx';
import { ConversationSections } from './ConversationSections.tsx';
import { useShellActions } from './shellContext.ts';

interface TSecondarySidebarProps {
  group: TMenuGroup;
  onNavigate?: () => void;
}

/** Part 2 §2 secondary sidebar: the account, then the menu of the current route's group. */
export const SecondarySidebar = ({ group, onNavigate }: TSecondarySidebarProps) => {
  const { t } = useTranslation();
  const { user, account } = useCurrentAccount();
  const { openAccountSelector } = useShellActions();
  const ctx = useMenuContext();
  const isBuilt = useIsBuilt();
  const links = menuLinks(group, ctx).filter((link) => isBuilt(link.routeName));
  const title = t(`menu.${group}.title`);
  const canSwitch = user.accounts.length > 1 && account.name.trim() !== '';
  const exact = group === 'conversations' || group === 'contacts';
  return (
    <aside
      aria-label={title}
      className="flex w-60 shrink-0 flex-col border-e border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="group flex h-14 items-center gap-2 border-b border-slate-100 px-4 dark:border-slate-800">
        <div className="min-w-0 flex-1">
          <p dir="auto" className="truncate text-sm font-semibold text-slate-900 rtl:text-right dark:text-white">
            {account.name}
          </p>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">
            {account.custom_role?.name ?? t(`roles.${account.role}`)}
          </p>
        </div>
        {canSwitch ? (
          <button
            type="button"
            onClick={openAccountSelector}
            aria-label={t('shell.switchAccount')}
            title={t('shell.switchAccount')}
            className="rounded-md p-1 text-slate-400 opacity-0 group-hover:opacity-100 hover:bg-slate-100 hover:text-slate-700 focus-visible:opacity-100 dark:hover:bg-slate-800 dark:hover:text-slate-200"
          >
            <Icon name="switch" className="size-4" />
          </button>
        ) : null}
      </div>
      <nav aria-label={title} className="flex-1 space-y-5 overflow-y-auto px-3 py-4">
        <div>
          <h2 className="px-2.5 pb-1.5 text-sm font-semibold text-slate-900 dark:text-white">{title}</h2>
          <ul className="space-y-0.5">
            {links.map((link) => (
              <li key={link.key}>
                <SidebarLink link={link} exact={exact} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </div>
        {group === 'conversations' ? <ConversationSections ctx={ctx} onNavigate={onNavigate} /> : null}
        {group === 'contacts' ? <ContactSections accountId={account.id} onNavigate={onNavigate} /> : null}
      </nav>
    </aside>
  );
};

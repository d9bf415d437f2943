import { useTranslation } from 'react-i18next';
import { CONVERSATION_PERMISSIONS, hasAnyPermission } from '../../../common/permissions.ts';
import { Icon } from '../../components/Icon.tsx';
import { Logo } from '../../components/Logo.tsx';
import { permissionsOfAccount } from '../accounts/accountPermissions.ts';
import { useCurrentAccount } from '../accounts/useCurrentAccount.ts';
import { NavItem } from './NavItem.tsx';
import { UserMenu } from './UserMenu.tsx';

interface TSidebarProps {
  /** Small screens: the sidebar is a drawer, open or not. */
  isOpen: boolean;
  onClose: () => void;
}

export const Sidebar = ({ isOpen, onClose }: TSidebarProps) => {
  const { t } = useTranslation();
  const { account } = useCurrentAccount();
  const held = permissionsOfAccount(account);
  const base = `/accounts/${account.id}`;
  const isAdmin = held.includes('administrator');
  return (
    <>
      {isOpen ? (
        <div className="fixed inset-0 z-30 bg-slate-900/40 md:hidden" aria-hidden="true" onClick={onClose} />
      ) : null}
      <aside
        className={`${isOpen ? 'fixed inset-y-0 start-0 z-40 flex shadow-xl' : 'hidden'} w-64 shrink-0 flex-col border-e border-slate-200 bg-white md:static md:flex md:shadow-none dark:border-slate-800 dark:bg-slate-900`}
      >
        <div className="flex h-14 items-center gap-2.5 border-b border-slate-100 px-4 dark:border-slate-800">
          <Logo className="size-7" />
          <div className="min-w-0 flex-1">
            <p dir="auto" className="truncate rtl:text-right text-sm font-semibold text-slate-900 dark:text-white">
              {account.name}
            </p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">
              {account.custom_role?.name ?? t(`roles.${account.role}`)}
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('shell.closeNav')}
            className="rounded-md p-1 text-slate-400 hover:bg-slate-100 md:hidden dark:hover:bg-slate-800"
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
        <nav aria-label={t('shell.mainNav')} className="flex-1 space-y-5 overflow-y-auto px-3 py-4">
          {hasAnyPermission(held, CONVERSATION_PERMISSIONS) ? (
            <ul className="space-y-0.5">
              <li>
                <NavItem to={`${base}/dashboard`} icon="chat" label={t('shell.conversations')} onNavigate={onClose} />
              </li>
            </ul>
          ) : null}
          {isAdmin ? (
            <div>
              <h2
                id="sidebar-settings"
                className="px-2.5 pb-1.5 text-[11px] font-semibold tracking-wide text-slate-400 uppercase dark:text-slate-500"
              >
                {t('shell.settingsNav')}
              </h2>
              <ul aria-labelledby="sidebar-settings" className="space-y-0.5">
                <li>
                  <NavItem
                    to={`${base}/settings/agents/list`}
                    icon="users"
                    label={t('shell.agents')}
                    onNavigate={onClose}
                  />
                </li>
              </ul>
            </div>
          ) : null}
        </nav>
        <div className="border-t border-slate-100 p-2 dark:border-slate-800">
          <UserMenu />
        </div>
      </aside>
    </>
  );
};

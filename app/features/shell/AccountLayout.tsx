import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { Logo } from '../../components/Logo.tsx';
import { setActiveAccount } from '../accounts/accountsApi.ts';
import { useCurrentAccount } from '../accounts/useCurrentAccount.ts';
import { EmailVerificationBanner } from './EmailVerificationBanner.tsx';
import { Sidebar } from './Sidebar.tsx';

/** The signed-in frame: banners on top, the sidebar, and the page. */
export const AccountLayout = () => {
  const { t } = useTranslation();
  const { user, account } = useCurrentAccount();
  const [navOpen, setNavOpen] = useState(false);

  // Remember the account as the last used one; a failure only costs the next sign-in's landing page.
  useEffect(() => {
    setActiveAccount(account.id).catch(() => undefined);
  }, [account.id]);

  return (
    <div className="flex h-full flex-col">
      {user.confirmed ? null : <EmailVerificationBanner email={user.email} />}
      <div className="flex min-h-0 flex-1">
        <Sidebar isOpen={navOpen} onClose={() => setNavOpen(false)} />
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex h-12 items-center gap-2 border-b border-slate-200 bg-white px-3 md:hidden dark:border-slate-800 dark:bg-slate-900">
            <button
              type="button"
              onClick={() => setNavOpen(true)}
              aria-label={t('shell.openNav')}
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <Icon name="menu" className="size-5" />
            </button>
            <Logo className="size-6" />
            <span className="truncate text-sm font-semibold">{account.name}</span>
          </div>
          <main className="flex min-h-0 flex-1 flex-col overflow-y-auto">
            <Outlet />
          </main>
        </div>
      </div>
    </div>
  );
};

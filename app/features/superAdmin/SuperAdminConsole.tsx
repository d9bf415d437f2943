import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { BrandLogo, useCurrentUser, useInstallation } from '../auth/index.ts';
import { PreferencesBar } from '../preferences/index.ts';
import { ConsoleAccountPage } from './ConsoleAccountPage.tsx';
import { ConsoleAccountsPage } from './ConsoleAccountsPage.tsx';
import { ConsoleAuditPage } from './ConsoleAuditPage.tsx';
import { ConsoleBotsPage } from './ConsoleBotsPage.tsx';
import { ConsolePlatformAppsPage } from './ConsolePlatformAppsPage.tsx';
import { ConsoleSettingsPage } from './ConsoleSettingsPage.tsx';
import { ConsoleStatusPage } from './ConsoleStatusPage.tsx';
import { ConsoleUserPage } from './ConsoleUserPage.tsx';
import { ConsoleUsersPage } from './ConsoleUsersPage.tsx';

const SECTIONS = [
  { path: 'accounts', icon: 'briefcase' },
  { path: 'users', icon: 'users' },
  { path: 'settings', icon: 'settings' },
  { path: 'agent_bots', icon: 'bot' },
  { path: 'platform_apps', icon: 'plug' },
  { path: 'instance_status', icon: 'chart' },
  { path: 'audit_logs', icon: 'key' },
] as const;

/** /super_admin: the installation console, for the installation's SuperAdmin only. */
export const SuperAdminConsole = () => {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const installation = useInstallation();
  if (me.isPending) return <LoadingScreen />;
  if (!me.data) return <Navigate to="/login" replace />;
  const name = installation.data?.installation_name ?? t('app.name');
  if (me.data.type !== 'SuperAdmin')
    return (
      <main className="flex min-h-full items-center justify-center p-6">
        <title>{`${t('superAdmin.notAllowedTitle')} · ${name}`}</title>
        <EmptyState
          icon="lock"
          headingLevel={1}
          title={t('superAdmin.notAllowedTitle')}
          body={t('superAdmin.notAllowedBody')}
          action={
            <a className="text-sm font-medium text-woot-700 underline dark:text-woot-300" href="/app/">
              {t('superAdmin.backToDashboard')}
            </a>
          }
        />
      </main>
    );
  // The console's API refuses a SuperAdmin without two-factor sign-in (mfa_enrolment_required): say so first.
  if (me.data.mfa_enabled === false) {
    const firstAccount = me.data.accounts[0]?.id;
    return (
      <main className="flex min-h-full items-center justify-center p-6">
        <title>{`${t('superAdmin.mfaRequiredTitle')} · ${name}`}</title>
        <EmptyState
          icon="lock"
          headingLevel={1}
          title={t('superAdmin.mfaRequiredTitle')}
          body={t('superAdmin.mfaRequiredBody')}
          action={
            <a
              className="text-sm font-medium text-woot-700 underline dark:text-woot-300"
              href={firstAccount ? `/app/accounts/${firstAccount}/profile/settings` : '/app/'}
            >
              {t('superAdmin.openProfile')}
            </a>
          }
        />
      </main>
    );
  }

  return (
    <div className="flex min-h-full flex-col bg-slate-50 md:flex-row dark:bg-slate-950">
      <nav
        aria-label={t('superAdmin.nav')}
        className="flex shrink-0 flex-col gap-1 border-b border-slate-200 bg-white p-3 md:w-56 md:border-e md:border-b-0 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="mb-3 flex items-center gap-2 px-2">
          <BrandLogo className="size-7" />
          <span className="min-w-0">
            <bdi className="block truncate text-sm font-semibold text-slate-900 dark:text-white">{name}</bdi>
            <span className="block text-xs text-slate-600 dark:text-slate-400">{t('superAdmin.title')}</span>
          </span>
        </div>
        {SECTIONS.map((s) => (
          <NavLink
            key={s.path}
            to={`/super_admin/${s.path}`}
            className={({ isActive }) =>
              `rounded-lg px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none ${
                isActive
                  ? 'bg-woot-50 text-woot-800 dark:bg-woot-950/60 dark:text-woot-200'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
              }`
            }
          >
            {t(`superAdmin.sections.${s.path}`)}
          </NavLink>
        ))}
        <a
          href="/app/"
          className="mt-auto rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none dark:text-slate-300 dark:hover:bg-slate-800"
        >
          {t('superAdmin.backToDashboard')}
        </a>
        {/* Stacked: the sidebar is too narrow for the bar's one line. */}
        <div className="overflow-hidden px-3 pt-2 [&>div]:flex-col [&>div]:items-start [&>div]:gap-2 [&_select]:max-w-36">
          <PreferencesBar />
        </div>
      </nav>
      <main className="min-w-0 flex-1">
        <Routes>
          <Route index element={<Navigate to="/super_admin/accounts" replace />} />
          <Route path="accounts" element={<ConsoleAccountsPage />} />
          <Route path="accounts/:id" element={<ConsoleAccountPage />} />
          <Route path="users" element={<ConsoleUsersPage />} />
          <Route path="users/:id" element={<ConsoleUserPage />} />
          <Route path="settings" element={<ConsoleSettingsPage />} />
          <Route path="agent_bots" element={<ConsoleBotsPage />} />
          <Route path="platform_apps" element={<ConsolePlatformAppsPage />} />
          <Route path="instance_status" element={<ConsoleStatusPage />} />
          <Route path="audit_logs" element={<ConsoleAuditPage />} />
          <Route path="*" element={<Navigate to="/super_admin/accounts" replace />} />
        </Routes>
      </main>
    </div>
  );
};

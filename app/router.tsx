import { createBrowserRouter } from 'react-router';
import {
  ALL_ROLES,
  CONTACT_PERMISSIONS,
  CONVERSATION_PERMISSIONS,
  PORTAL_PERMISSIONS,
  REPORT_PERMISSIONS,
} from '../common/permissions.ts';
import { AccountGuard } from './features/accounts/AccountGuard.tsx';
import { AccountRedirect } from './features/accounts/AccountRedirect.tsx';
import { NoAccountsPage } from './features/accounts/NoAccountsPage.tsx';
import { RequirePermission } from './features/accounts/RequirePermission.tsx';
import { RootRedirect } from './features/accounts/RootRedirect.tsx';
import { SuspendedPage } from './features/accounts/SuspendedPage.tsx';
import { AgentsPage } from './features/agents/AgentsPage.tsx';
import { ConfirmationPage } from './features/auth/ConfirmationPage.tsx';
import { ForgotPasswordPage } from './features/auth/ForgotPasswordPage.tsx';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage.tsx';
import { SignupPage } from './features/auth/SignupPage.tsx';
import { ProfileSettingsPage } from './features/profile/ProfileSettingsPage.tsx';
import { AccountLayout } from './features/shell/AccountLayout.tsx';
import { ComingSoonPage } from './features/shell/ComingSoonPage.tsx';
import { DashboardPage } from './features/shell/DashboardPage.tsx';

/** Route paths and names follow the spec (§2); everything sits under the /app base path. */
export const router = createBrowserRouter(
  [
    { path: '/', element: <RootRedirect /> },
    { path: '/login', id: 'login', element: <LoginPage /> },
    { path: '/auth/signup', id: 'auth_signup', element: <SignupPage /> },
    { path: '/auth/reset/password', id: 'auth_reset_password', element: <ForgotPasswordPage /> },
    { path: '/auth/password/edit', id: 'auth_password_edit', element: <ResetPasswordPage /> },
    { path: '/auth/confirmation', id: 'auth_confirmation', element: <ConfirmationPage /> },
    { path: '/no-accounts', id: 'no_accounts', element: <NoAccountsPage /> },
    {
      path: '/accounts/:accountId',
      element: <AccountGuard />,
      children: [
        {
          path: 'suspended',
          id: 'account_suspended',
          element: (
            <RequirePermission permissions={ALL_ROLES}>
              <SuspendedPage />
            </RequirePermission>
          ),
        },
        {
          element: <AccountLayout />,
          children: [
            { index: true, element: <AccountRedirect to="dashboard" /> },
            {
              element: <RequirePermission permissions={CONVERSATION_PERMISSIONS} />,
              children: [{ path: 'dashboard', id: 'home', element: <DashboardPage /> }],
            },
            {
              element: <RequirePermission permissions={['administrator']} />,
              children: [
                { path: 'settings/agents', element: <AccountRedirect to="settings/agents/list" /> },
                { path: 'settings/agents/list', id: 'agent_list', element: <AgentsPage /> },
              ],
            },
            {
              element: <RequirePermission permissions={ALL_ROLES} />,
              children: [{ path: 'profile/settings', id: 'profile_settings_index', element: <ProfileSettingsPage /> }],
            },
            // Fallback targets of the access check, not built yet.
            {
              element: <RequirePermission permissions={CONTACT_PERMISSIONS} />,
              children: [{ path: 'contacts', element: <ComingSoonPage /> }],
            },
            {
              element: <RequirePermission permissions={REPORT_PERMISSIONS} />,
              children: [{ path: 'reports/overview', element: <ComingSoonPage /> }],
            },
            {
              element: <RequirePermission permissions={PORTAL_PERMISSIONS} />,
              children: [{ path: 'portals', element: <ComingSoonPage /> }],
            },
            { path: '*', element: <AccountRedirect to="dashboard" /> },
          ],
        },
      ],
    },
    { path: '*', element: <RootRedirect /> },
  ],
  { basename: '/app' },
);

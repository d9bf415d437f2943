import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AccountGuard } from './features/accounts/AccountGuard.tsx';
import { AccountRedirect } from './features/accounts/AccountRedirect.tsx';
import { NoAccountsPage } from './features/accounts/NoAccountsPage.tsx';
import { RootRedirect } from './features/accounts/RootRedirect.tsx';
import { SuspendedPage } from './features/accounts/SuspendedPage.tsx';
import { AccountSettingsPage } from './features/accountSettings/AccountSettingsPage.tsx';
import { AgentsPage } from './features/agents/AgentsPage.tsx';
import { CannedResponsesPage } from './features/cannedResponses/CannedResponsesPage.tsx';
import { LabelsPage } from './features/labels/LabelsPage.tsx';
import { TeamAgentsPage } from './features/teams/TeamAgentsPage.tsx';
import { TeamEditPage } from './features/teams/TeamEditPage.tsx';
import { TeamFinishPage } from './features/teams/TeamFinishPage.tsx';
import { TeamNewPage } from './features/teams/TeamNewPage.tsx';
import { TeamsListPage } from './features/teams/TeamsListPage.tsx';
import { WORKSPACE_ROUTES } from './features/conversations/conversationRoutes.ts';
import { ConversationsPage } from './features/conversations/ConversationsPage.tsx';
import { NotificationsPage } from './features/notifications/NotificationsPage.tsx';
import { SearchPage } from './features/search/SearchPage.tsx';
import { ContactProfilePage } from './features/contacts/ContactProfilePage.tsx';
import { ContactsPage } from './features/contacts/ContactsPage.tsx';
import { CustomAttributesPage } from './features/customAttributes/CustomAttributesPage.tsx';
import { ConfirmationPage } from './features/auth/ConfirmationPage.tsx';
import { ForgotPasswordPage } from './features/auth/ForgotPasswordPage.tsx';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage.tsx';
import { SignupPage } from './features/auth/SignupPage.tsx';
import { AddAgentsPage } from './features/inboxes/AddAgentsPage.tsx';
import { ChannelFormPage } from './features/inboxes/ChannelFormPage.tsx';
import { ChannelPickerPage } from './features/inboxes/ChannelPickerPage.tsx';
import { FinishPage } from './features/inboxes/FinishPage.tsx';
import { InboxesListPage } from './features/inboxes/InboxesListPage.tsx';
import { InboxSettingsPage } from './features/inboxes/settings/InboxSettingsPage.tsx';
import { REDIRECTS, ROUTES, type TRouteDef } from './features/navigation/routeTable.ts';
import { BuiltRoutesContext } from './features/navigation/builtRoutes.ts';
import { RouteGate } from './features/navigation/RouteGate.tsx';
import { SettingsHomeRedirect } from './features/navigation/SettingsHomeRedirect.tsx';
import { ProfileSettingsPage } from './features/profile/ProfileSettingsPage.tsx';
import { AccountLayout } from './features/shell/AccountLayout.tsx';
import { PlaceholderPage } from './features/shell/PlaceholderPage.tsx';

/** The pages built so far; every other route of the table shows the frame with an honest empty state. */
const PAGES: Record<string, () => ReactNode> = {
  ...Object.fromEntries(WORKSPACE_ROUTES.map((name) => [name, () => <ConversationsPage />])),
  search: () => <SearchPage />,
  notifications_index: () => <NotificationsPage />,
  agent_list: () => <AgentsPage />,
  labels_list: () => <LabelsPage />,
  canned_list: () => <CannedResponsesPage />,
  settings_teams_list: () => <TeamsListPage />,
  settings_teams_new: () => <TeamNewPage />,
  settings_teams_add_agents: () => <TeamAgentsPage key="create" mode="create" />,
  settings_teams_finish: () => <TeamFinishPage key="create" mode="create" />,
  settings_teams_edit: () => <TeamEditPage />,
  settings_teams_edit_members: () => <TeamAgentsPage key="edit" mode="edit" />,
  settings_teams_edit_finish: () => <TeamFinishPage key="edit" mode="edit" />,
  contacts_dashboard: () => <ContactsPage key="all" />,
  contacts_segments_dashboard: () => <ContactsPage key="segment" />,
  contacts_labels_dashboard: () => <ContactsPage key="label" />,
  contact_profile_dashboard: () => <ContactProfilePage />,
  attributes_list: () => <CustomAttributesPage />,
  settings_inbox_list: () => <InboxesListPage />,
  settings_inbox_new: () => <ChannelPickerPage />,
  settings_inboxes_page_channel: () => <ChannelFormPage />,
  settings_inboxes_add_agents: () => <AddAgentsPage />,
  settings_inbox_finish: () => <FinishPage />,
  settings_inbox_show: () => <InboxSettingsPage />,
  profile_settings_index: () => <ProfileSettingsPage />,
  general_settings_index: () => <AccountSettingsPage />,
};

/** Routes with a page of their own; menus mark the others "soon" (navigation/builtRoutes.ts). */
const BUILT_ROUTES: ReadonlySet<string> = new Set(Object.keys(PAGES));

/** One route object per path (the spec names show_category and edit_category on the same path). */
const pageRoutes = (): RouteObject[] => {
  const seen = new Set<string>();
  return ROUTES.filter((r: TRouteDef) => {
    if (r.name === 'account_suspended' || seen.has(r.path)) return false;
    seen.add(r.path);
    return true;
  }).map((r) => ({
    path: r.path,
    id: r.name,
    handle: { name: r.name },
    element: <RouteGate route={r}>{PAGES[r.name]?.() ?? <PlaceholderPage />}</RouteGate>,
  }));
};

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
          handle: { name: 'account_suspended' },
          element: <SuspendedPage />,
        },
        {
          element: (
            <BuiltRoutesContext value={BUILT_ROUTES}>
              <AccountLayout />
            </BuiltRoutesContext>
          ),
          children: [
            { index: true, element: <AccountRedirect to="dashboard" /> },
            ...pageRoutes(),
            { path: 'settings', element: <SettingsHomeRedirect /> },
            ...REDIRECTS.map((r) => ({ path: r.path, element: <AccountRedirect to={r.to} /> })),
            // A route with no name goes to the dashboard (part 2 §2 "Navigation guard").
            { path: '*', element: <AccountRedirect to="dashboard" /> },
          ],
        },
      ],
    },
    { path: '*', element: <RootRedirect /> },
  ],
  { basename: '/app' },
);

import { WORKSPACE_ROUTES } from './features/conversations/index.ts';
import { lazyPage, settingsPage, type TLazyPage } from './features/navigation/index.ts';

/**
 * Report, contact, help centre, search, notification and no-account pages read sections of the catalogue's later part
 * (app/lib/catalogueSections.ts) and wait for it like settings pages do.
 */
const reportPage = settingsPage;
const laterPage = settingsPage;

/** A route of the spec without a page yet: the frame and an honest empty state, with the later catalogue. */
export const PLACEHOLDER_PAGE = laterPage(
  () => import('./features/shell/PlaceholderPage.tsx'),
  (m) => <m.PlaceholderPage />,
);

const conversations = lazyPage(
  () => import('./features/conversations/ConversationsPage.tsx'),
  (m) => <m.ConversationsPage />,
);
const hc = {
  redirect: () => import('./features/helpCenter/PortalRedirect.tsx'),
  categories: () => import('./features/helpCenter/CategoriesPage.tsx'),
  articles: () => import('./features/helpCenter/ArticlesPage.tsx'),
  editor: () => import('./features/helpCenter/ArticleEditorPage.tsx'),
};
const ARTICLE_LISTS = [
  'list_all_locale_articles',
  'list_mine_articles',
  'list_draft_articles',
  'list_archived_articles',
];
const csmlBot = () => import('./features/agentBots/CsmlBotPage.tsx');
const inboxView = laterPage(
  () => import('./features/notifications/InboxViewPage.tsx'),
  (m) => <m.InboxViewPage />,
);
const contacts = () => import('./features/contacts/ContactsPage.tsx');
const teamAgents = () => import('./features/teams/TeamAgentsPage.tsx');
const teamFinish = () => import('./features/teams/TeamFinishPage.tsx');
const macroEditor = () => import('./features/macros/MacroEditorPage.tsx');
const campaigns = () => import('./features/campaigns/CampaignsPage.tsx');

/**
 * Every page by route name, each loaded on its first visit (its own chunk); a route of the table without an
 * entry shows the frame with an honest empty state. Add a page with one line:
 *   route_name: lazyPage(() => import('./features/x/XPage.tsx'), (m) => <m.XPage />),
 * Settings pages use settingsPage: they also wait for the catalogue's settings sections (app/lib/catalogueSections.ts).
 * Never import a page module statically: `npm run dashboard:size` fails when the entry grows past its budget.
 */
export const PAGES: Record<string, TLazyPage> = {
  // Captain (docs/CAPTAIN.md): assistants, their settings and playground, the team's tools and the report.
  captain: laterPage(
    () => import('./features/captain/AssistantsPage.tsx'),
    (m) => <m.AssistantsPage />,
  ),
  captain_assistant: laterPage(
    () => import('./features/captain/AssistantPage.tsx'),
    (m) => <m.AssistantPage />,
  ),
  captain_playground: laterPage(
    () => import('./features/captain/PlaygroundPage.tsx'),
    (m) => <m.PlaygroundPage />,
  ),
  captain_tools: laterPage(
    () => import('./features/captain/ToolsPage.tsx'),
    (m) => <m.ToolsPage />,
  ),
  captain_report: laterPage(
    () => import('./features/captain/ReportPage.tsx'),
    (m) => <m.ReportPage />,
  ),
  // Outside an account: sign-in ships its words with the entry; the rarer public pages wait for the later part.
  login: lazyPage(
    () => import('./features/auth/LoginPage.tsx'),
    (m) => <m.LoginPage />,
  ),
  auth_signup: laterPage(
    () => import('./features/auth/SignupPage.tsx'),
    (m) => <m.SignupPage />,
  ),
  auth_reset_password: laterPage(
    () => import('./features/auth/ForgotPasswordPage.tsx'),
    (m) => <m.ForgotPasswordPage />,
  ),
  auth_password_edit: laterPage(
    () => import('./features/auth/ResetPasswordPage.tsx'),
    (m) => <m.ResetPasswordPage />,
  ),
  auth_confirmation: laterPage(
    () => import('./features/auth/ConfirmationPage.tsx'),
    (m) => <m.ConfirmationPage />,
  ),
  no_accounts: laterPage(
    () => import('./features/accounts/NoAccountsPage.tsx'),
    (m) => <m.NoAccountsPage />,
  ),
  account_suspended: laterPage(
    () => import('./features/accounts/SuspendedPage.tsx'),
    (m) => <m.SuspendedPage />,
  ),
  // Inside the shell
  ...Object.fromEntries(WORKSPACE_ROUTES.map((name) => [name, conversations])),
  search: laterPage(
    () => import('./features/search/SearchPage.tsx'),
    (m) => <m.SearchPage />,
  ),
  notifications_index: laterPage(
    () => import('./features/notifications/NotificationsPage.tsx'),
    (m) => <m.NotificationsPage />,
  ),
  inbox_view: inboxView,
  inbox_view_conversation: inboxView,
  csat_reports: reportPage(
    () => import('./features/csatReports/CsatReportsPage.tsx'),
    (m) => <m.CsatReportsPage />,
  ),
  captain_documents: laterPage(
    () => import('./features/captain/KnowledgeDocumentsPage.tsx'),
    (m) => <m.KnowledgeDocumentsPage />,
  ),
  captain_faqs: laterPage(
    () => import('./features/captain/FaqsPage.tsx'),
    (m) => <m.FaqsPage />,
  ),
  agent_list: settingsPage(
    () => import('./features/agents/AgentsPage.tsx'),
    (m) => <m.AgentsPage />,
  ),
  settings_applications: settingsPage(
    () => import('./features/integrations/IntegrationsPage.tsx'),
    (m) => <m.IntegrationsPage />,
  ),
  settings_applications_integration: settingsPage(
    () => import('./features/integrations/IntegrationAppPage.tsx'),
    (m) => <m.IntegrationAppPage />,
  ),
  settings_integrations_slack: settingsPage(
    () => import('./features/integrations/SlackPage.tsx'),
    (m) => <m.SlackPage />,
  ),
  settings_integrations_dashboard_apps: settingsPage(
    () => import('./features/integrations/DashboardAppsPage.tsx'),
    (m) => <m.DashboardAppsPage />,
  ),
  settings_integrations_webhook: settingsPage(
    () => import('./features/webhooks/WebhooksPage.tsx'),
    (m) => <m.WebhooksPage />,
  ),
  sla_list: settingsPage(
    () => import('./features/sla/SlaPoliciesPage.tsx'),
    (m) => <m.SlaPoliciesPage />,
  ),
  one_off_campaign_recipients: reportPage(
    () => import('./features/campaignDelivery/CampaignRecipientsPage.tsx'),
    (m) => <m.CampaignRecipientsPage />,
  ),
  sla_reports: reportPage(
    () => import('./features/sla/SlaReportsPage.tsx'),
    (m) => <m.SlaReportsPage />,
  ),
  ongoing_campaigns: settingsPage(campaigns, (m) => <m.CampaignsPage key="ongoing" type="ongoing" />),
  one_off: settingsPage(campaigns, (m) => <m.CampaignsPage key="one_off" type="one_off" />),
  custom_roles_list: settingsPage(
    () => import('./features/agents/CustomRolesPage.tsx'),
    (m) => <m.CustomRolesPage />,
  ),
  security_settings: settingsPage(
    () => import('./features/sso/SecuritySettingsPage.tsx'),
    (m) => <m.SecuritySettingsPage />,
  ),
  data_retention: settingsPage(
    () => import('./features/retention/RetentionPage.tsx'),
    (m) => <m.RetentionPage />,
  ),
  auditlogs_list: settingsPage(
    () => import('./features/auditLogs/AuditLogsPage.tsx'),
    (m) => <m.AuditLogsPage />,
  ),
  labels_list: settingsPage(
    () => import('./features/labels/LabelsPage.tsx'),
    (m) => <m.LabelsPage />,
  ),
  automation_list: settingsPage(
    () => import('./features/automation/AutomationRulesPage.tsx'),
    (m) => <m.AutomationRulesPage />,
  ),
  macros_wrapper: settingsPage(
    () => import('./features/macros/MacrosPage.tsx'),
    (m) => <m.MacrosPage />,
  ),
  macros_new: settingsPage(macroEditor, (m) => <m.MacroEditorPage key="new" />),
  macros_edit: settingsPage(macroEditor, (m) => <m.MacroEditorPage key="edit" />),
  canned_list: settingsPage(
    () => import('./features/cannedResponses/CannedResponsesPage.tsx'),
    (m) => <m.CannedResponsesPage />,
  ),
  settings_teams_list: settingsPage(
    () => import('./features/teams/TeamsListPage.tsx'),
    (m) => <m.TeamsListPage />,
  ),
  settings_teams_new: settingsPage(
    () => import('./features/teams/TeamNewPage.tsx'),
    (m) => <m.TeamNewPage />,
  ),
  settings_teams_add_agents: settingsPage(teamAgents, (m) => <m.TeamAgentsPage key="create" mode="create" />),
  settings_teams_finish: settingsPage(teamFinish, (m) => <m.TeamFinishPage key="create" mode="create" />),
  settings_teams_edit: settingsPage(
    () => import('./features/teams/TeamEditPage.tsx'),
    (m) => <m.TeamEditPage />,
  ),
  settings_teams_edit_members: settingsPage(teamAgents, (m) => <m.TeamAgentsPage key="edit" mode="edit" />),
  settings_teams_edit_finish: settingsPage(teamFinish, (m) => <m.TeamFinishPage key="edit" mode="edit" />),
  contacts_dashboard: laterPage(contacts, (m) => <m.ContactsPage key="all" />),
  contacts_segments_dashboard: laterPage(contacts, (m) => <m.ContactsPage key="segment" />),
  contacts_labels_dashboard: laterPage(contacts, (m) => <m.ContactsPage key="label" />),
  contact_profile_dashboard: laterPage(
    () => import('./features/contacts/ContactProfilePage.tsx'),
    (m) => <m.ContactProfilePage />,
  ),
  attributes_list: settingsPage(
    () => import('./features/customAttributes/CustomAttributesPage.tsx'),
    (m) => <m.CustomAttributesPage />,
  ),
  agent_bots: settingsPage(
    () => import('./features/agentBots/AgentBotsPage.tsx'),
    (m) => <m.AgentBotsPage />,
  ),
  agent_bots_csml_new: settingsPage(csmlBot, (m) => <m.CsmlBotPage />),
  agent_bots_csml_edit: settingsPage(csmlBot, (m) => <m.CsmlBotPage />),
  settings_inbox_list: settingsPage(
    () => import('./features/inboxes/InboxesListPage.tsx'),
    (m) => <m.InboxesListPage />,
  ),
  settings_inbox_new: settingsPage(
    () => import('./features/inboxes/ChannelPickerPage.tsx'),
    (m) => <m.ChannelPickerPage />,
  ),
  settings_inboxes_page_channel: settingsPage(
    () => import('./features/inboxes/ChannelFormPage.tsx'),
    (m) => <m.ChannelFormPage />,
  ),
  settings_inboxes_add_agents: settingsPage(
    () => import('./features/inboxes/AddAgentsPage.tsx'),
    (m) => <m.AddAgentsPage />,
  ),
  settings_inbox_finish: settingsPage(
    () => import('./features/inboxes/FinishPage.tsx'),
    (m) => <m.FinishPage />,
  ),
  settings_inbox_show: settingsPage(
    () => import('./features/inboxes/settings/InboxSettingsPage.tsx'),
    (m) => <m.InboxSettingsPage />,
  ),
  profile_settings_index: settingsPage(
    () => import('./features/profile/ProfileSettingsPage.tsx'),
    (m) => <m.ProfileSettingsPage />,
  ),
  default_portal_articles: laterPage(hc.redirect, (m) => <m.PortalRedirect />),
  portalSlug: laterPage(hc.redirect, (m) => <m.PortalRedirect />),
  list_all_portals: laterPage(
    () => import('./features/helpCenter/PortalsListPage.tsx'),
    (m) => <m.PortalsListPage />,
  ),
  new_portal_information: laterPage(
    () => import('./features/helpCenter/PortalNewPage.tsx'),
    (m) => <m.PortalNewPage />,
  ),
  portal_customization: laterPage(
    () => import('./features/helpCenter/PortalCustomizationPage.tsx'),
    (m) => <m.PortalCustomizationPage />,
  ),
  portal_finish: laterPage(
    () => import('./features/helpCenter/PortalFinishPage.tsx'),
    (m) => <m.PortalFinishPage />,
  ),
  edit_portal_information: laterPage(
    () => import('./features/helpCenter/PortalEditInfoPage.tsx'),
    (m) => <m.PortalEditInfoPage />,
  ),
  edit_portal_customization: laterPage(
    () => import('./features/helpCenter/PortalEditCustomizationPage.tsx'),
    (m) => <m.PortalEditCustomizationPage />,
  ),
  edit_portal_locales: laterPage(
    () => import('./features/helpCenter/PortalLocalesPage.tsx'),
    (m) => <m.PortalLocalesPage />,
  ),
  list_all_locale_categories: laterPage(hc.categories, (m) => <m.CategoriesPage key="categories" />),
  all_locale_categories: laterPage(hc.categories, (m) => <m.CategoriesPage key="categories" />),
  new_category_in_locale: laterPage(hc.categories, (m) => <m.CategoriesPage key="new" adding />),
  ...Object.fromEntries(ARTICLE_LISTS.map((name) => [name, laterPage(hc.articles, (m) => <m.ArticlesPage />)])),
  show_category: laterPage(hc.articles, (m) => <m.ArticlesPage key="category" />),
  show_category_articles: laterPage(hc.articles, (m) => <m.ArticlesPage key="category" />),
  new_article: laterPage(hc.editor, (m) => <m.ArticleEditorPage key="new" />),
  edit_article: laterPage(hc.editor, (m) => <m.ArticleEditorPage key="edit" />),
  account_overview_reports: reportPage(
    () => import('./features/reports/OverviewReportsPage.tsx'),
    (m) => <m.OverviewReportsPage />,
  ),
  conversation_reports: reportPage(
    () => import('./features/reports/ConversationReportsPage.tsx'),
    (m) => <m.ConversationReportsPage />,
  ),
  agent_reports: reportPage(
    () => import('./features/reports/AgentReportsPage.tsx'),
    (m) => <m.AgentReportsPage />,
  ),
  label_reports: reportPage(
    () => import('./features/reports/LabelReportsPage.tsx'),
    (m) => <m.LabelReportsPage />,
  ),
  inbox_reports: reportPage(
    () => import('./features/reports/InboxReportsPage.tsx'),
    (m) => <m.InboxReportsPage />,
  ),
  team_reports: reportPage(
    () => import('./features/reports/TeamReportsPage.tsx'),
    (m) => <m.TeamReportsPage />,
  ),
  bot_reports: reportPage(
    () => import('./features/reports/BotReportsPage.tsx'),
    (m) => <m.BotReportsPage />,
  ),
  general_settings_index: settingsPage(
    () => import('./features/accountSettings/AccountSettingsPage.tsx'),
    (m) => <m.AccountSettingsPage />,
  ),
};

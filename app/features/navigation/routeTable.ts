import type { TFeature } from '../../../common/features.ts';
import {
  ALL_ROLES,
  CONTACT_PERMISSIONS,
  CONVERSATION_PERMISSIONS,
  REPORT_PERMISSIONS,
  type TPermission,
  type TReportArea,
} from '../../../common/permissions.ts';

/**
 * Every page under /app/accounts/:accountId/, with the spec's route names and role lists
 * (part 1 §2, part 2 §2). The router, the guard, the menus and the e2e walk all read this table.
 */
export type TMenuGroup = 'conversations' | 'contacts' | 'reports' | 'campaigns' | 'settings';

export interface TRouteDef {
  /** The spec's route name (unique). */
  name: string;
  /** Relative to accounts/:accountId/. */
  path: string;
  /** Any one of these lets a member in. */
  permissions: readonly TPermission[];
  /** Routes of a secondary-menu group show that menu. */
  group?: TMenuGroup;
  /** When the account lacks the feature, the page shows its upgrade/disabled screen instead. */
  feature?: TFeature;
  /** A report page's area: a custom role's report_areas may leave it out (beyond Chatwoot). */
  reportArea?: TReportArea;
}

const ADMIN: readonly TPermission[] = ['administrator'];
const ADMIN_AGENT: readonly TPermission[] = ['administrator', 'agent'];
const KB_MANAGE: readonly TPermission[] = ['administrator', 'knowledge_base_manage'];
const KB_VIEW: readonly TPermission[] = ['administrator', 'agent', 'knowledge_base_manage'];
/** Search: the conversation permissions plus contact_manage. */
const SEARCH: readonly TPermission[] = [...CONVERSATION_PERMISSIONS, 'contact_manage'];

const conversations = (name: string, path: string): TRouteDef => ({
  name,
  path,
  permissions: CONVERSATION_PERMISSIONS,
  group: 'conversations',
});
const contacts = (name: string, path: string): TRouteDef => ({
  name,
  path,
  permissions: CONTACT_PERMISSIONS,
  group: 'contacts',
});
const report = (name: string, path: string, reportArea: TReportArea): TRouteDef => ({
  name,
  path: `reports/${path}`,
  permissions: REPORT_PERMISSIONS,
  group: 'reports',
  reportArea,
});
const settings = (name: string, path: string, permissions: readonly TPermission[] = ADMIN): TRouteDef => ({
  name,
  path: `settings/${path}`,
  permissions,
  group: 'settings',
});
const portal = (name: string, path: string, permissions: readonly TPermission[] = KB_VIEW): TRouteDef => ({
  name,
  path: path ? `portals/${path}` : 'portals',
  permissions,
  feature: 'help_center',
});

const ARTICLES = ':portalSlug/:locale/articles';
const CATEGORIES = ':portalSlug/:locale/categories';

export const ROUTES: readonly TRouteDef[] = [
  // Conversation views
  conversations('home', 'dashboard'),
  conversations('inbox_conversation', 'conversations/:conversation_id'),
  conversations('inbox_dashboard', 'inbox/:inbox_id'),
  conversations('conversation_through_inbox', 'inbox/:inbox_id/conversations/:conversation_id'),
  conversations('label_conversations', 'label/:label'),
  conversations('conversations_through_label', 'label/:label/conversations/:conversation_id'),
  conversations('team_conversations', 'team/:teamId'),
  conversations('conversations_through_team', 'team/:teamId/conversations/:conversationId'),
  conversations('folder_conversations', 'custom_view/:id'),
  conversations('conversations_through_folders', 'custom_view/:id/conversations/:conversation_id'),
  conversations('conversation_mentions', 'mentions/conversations'),
  conversations('conversation_through_mentions', 'mentions/conversations/:conversationId'),
  conversations('conversation_unattended', 'unattended/conversations'),
  conversations('conversation_through_unattended', 'unattended/conversations/:conversationId'),
  conversations('conversation_participating', 'participating/conversations'),
  conversations('conversation_through_participating', 'participating/conversations/:conversationId'),
  // Search, inbox view, notifications, captain
  { name: 'search', path: 'search', permissions: SEARCH },
  { name: 'inbox_view', path: 'inbox-view', permissions: CONVERSATION_PERMISSIONS, feature: 'inbox_view' },
  {
    name: 'inbox_view_conversation',
    path: 'inbox-view/:notification_id',
    permissions: CONVERSATION_PERMISSIONS,
    feature: 'inbox_view',
  },
  { name: 'notifications_index', path: 'notifications', permissions: ALL_ROLES },
  { name: 'captain', path: 'captain', permissions: ADMIN_AGENT },
  // Captain's own pages (beyond the spec's one route; docs/CAPTAIN.md): agents read, administrators change.
  { name: 'captain_assistant', path: 'captain/assistants/:assistantId', permissions: ADMIN_AGENT },
  { name: 'captain_playground', path: 'captain/assistants/:assistantId/playground', permissions: ADMIN_AGENT },
  { name: 'captain_documents', path: 'captain/assistants/:assistantId/documents', permissions: ADMIN_AGENT },
  { name: 'captain_faqs', path: 'captain/assistants/:assistantId/faqs', permissions: ADMIN_AGENT },
  { name: 'captain_tools', path: 'captain/tools', permissions: ADMIN_AGENT },
  { name: 'captain_report', path: 'captain/report', permissions: ADMIN_AGENT },
  // Contacts
  contacts('contacts_dashboard', 'contacts'),
  contacts('contacts_segments_dashboard', 'contacts/custom_view/:id'),
  contacts('contacts_labels_dashboard', 'labels/:label/contacts'),
  contacts('contact_profile_dashboard', 'contacts/:contactId'),
  // Reports (administrator or report_manage)
  report('account_overview_reports', 'overview', 'overview'),
  report('conversation_reports', 'conversation', 'conversations'),
  report('csat_reports', 'csat', 'csat'),
  report('bot_reports', 'bot', 'bots'),
  report('agent_reports', 'agent', 'agents'),
  report('label_reports', 'label', 'labels'),
  report('inbox_reports', 'inboxes', 'inboxes'),
  report('team_reports', 'teams', 'teams'),
  report('sla_reports', 'sla', 'sla'),
  // Campaigns (administrator)
  { name: 'ongoing_campaigns', path: 'campaigns/ongoing', permissions: ADMIN, group: 'campaigns' },
  { name: 'one_off', path: 'campaigns/one_off', permissions: ADMIN, group: 'campaigns' },
  {
    name: 'one_off_campaign_recipients',
    path: 'campaigns/one_off/:campaignId',
    permissions: ADMIN,
    group: 'campaigns',
  },
  // Settings
  settings('general_settings_index', 'general'),
  settings('agent_list', 'agents/list'),
  settings('settings_teams_list', 'teams/list'),
  settings('settings_teams_new', 'teams/new'),
  settings('settings_teams_finish', 'teams/new/:teamId/finish'),
  settings('settings_teams_add_agents', 'teams/new/:teamId/agents'),
  settings('settings_teams_edit', 'teams/:teamId/edit'),
  settings('settings_teams_edit_members', 'teams/:teamId/edit/agents'),
  settings('settings_teams_edit_finish', 'teams/:teamId/edit/finish'),
  settings('settings_inbox_list', 'inboxes/list'),
  settings('settings_inbox_new', 'inboxes/new'),
  settings('settings_inboxes_page_channel', 'inboxes/new/:sub_page'),
  settings('settings_inboxes_add_agents', 'inboxes/new/:inbox_id/agents'),
  settings('settings_inbox_finish', 'inboxes/new/:inbox_id/finish'),
  settings('settings_inbox_show', 'inboxes/:inboxId'),
  settings('labels_list', 'labels/list'),
  settings('attributes_list', 'custom-attributes/list'),
  settings('automation_list', 'automation'),
  settings('agent_bots', 'agent-bots'),
  settings('agent_bots_csml_new', 'agent-bots/csml/new'),
  settings('agent_bots_csml_edit', 'agent-bots/csml/:botId'),
  settings('macros_wrapper', 'macros', ADMIN_AGENT),
  settings('macros_new', 'macros/new', ADMIN_AGENT),
  settings('macros_edit', 'macros/:macroId/edit', ADMIN_AGENT),
  settings('canned_list', 'canned-response', ADMIN_AGENT),
  settings('settings_applications', 'integrations'),
  settings('settings_integrations_dashboard_apps', 'integrations/dashboard_apps'),
  settings('settings_integrations_webhook', 'integrations/webhook'),
  settings('settings_integrations_slack', 'integrations/slack'),
  settings('settings_applications_integration', 'integrations/:integration_id'),
  settings('auditlogs_list', 'audit-logs'),
  settings('billing_settings_index', 'billing'),
  settings('sla_list', 'sla'),
  settings('custom_roles_list', 'custom-roles/list'),
  // Beyond the spec: single sign-on (OpenID Connect, SAML) and Enforce SSO, where Chatwoot has its SAML page.
  settings('security_settings', 'security'),
  // Beyond the spec: what the nightly retention job deletes (docs/PRIVACY.md "Retention").
  settings('data_retention', 'data-retention'),
  { name: 'profile_settings_index', path: 'profile/settings', permissions: ALL_ROLES },
  // Help centre
  portal('default_portal_articles', '', KB_MANAGE),
  portal('list_all_portals', 'all'),
  portal('new_portal_information', 'new', KB_MANAGE),
  portal('portal_customization', 'new/:portalSlug/customization', KB_MANAGE),
  portal('portal_finish', 'new/:portalSlug/finish', KB_MANAGE),
  portal('portalSlug', ':portalSlug'),
  portal('edit_portal_information', ':portalSlug/edit', KB_MANAGE),
  portal('edit_portal_customization', ':portalSlug/edit/customizations', KB_MANAGE),
  portal('edit_portal_locales', ':portalSlug/edit/locales', KB_MANAGE),
  portal('list_all_locale_categories', ':portalSlug/edit/categories'),
  portal('list_all_locale_articles', ARTICLES),
  portal('new_article', `${ARTICLES}/new`),
  portal('list_mine_articles', `${ARTICLES}/mine`),
  portal('list_archived_articles', `${ARTICLES}/archived`),
  portal('list_draft_articles', `${ARTICLES}/draft`),
  portal('edit_article', `${ARTICLES}/:articleSlug`),
  portal('all_locale_categories', CATEGORIES),
  portal('new_category_in_locale', `${CATEGORIES}/new`),
  portal('show_category', `${CATEGORIES}/:categorySlug`),
  // The spec names the same path twice (show and edit); the first registered one answers it.
  portal('edit_category', `${CATEGORIES}/:categorySlug`),
  portal('show_category_articles', `${CATEGORIES}/:categorySlug/articles`),
  // Suspended page: rendered outside the shell by the account guard.
  { name: 'account_suspended', path: 'suspended', permissions: ALL_ROLES },
];

/** Paths that only forward somewhere (spec: "redirects to list"). `settings` goes to the settings home. */
export const REDIRECTS: readonly { path: string; to: string }[] = [
  { path: 'settings/agents', to: 'settings/agents/list' },
  { path: 'settings/teams', to: 'settings/teams/list' },
  { path: 'settings/inboxes', to: 'settings/inboxes/list' },
  { path: 'settings/labels', to: 'settings/labels/list' },
  { path: 'settings/custom-attributes', to: 'settings/custom-attributes/list' },
  { path: 'reports', to: 'reports/overview' },
  { path: 'campaigns', to: 'campaigns/ongoing' },
];

const BY_NAME = new Map(ROUTES.map((r) => [r.name, r]));

export const routeByName = (name: string): TRouteDef => {
  const route = BY_NAME.get(name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route;
};

/** /accounts/{id}/{path} with its :params filled in (values are URL-encoded). */
export const pathTo = (accountId: number, name: string, params: Record<string, string | number> = {}) =>
  `/accounts/${accountId}/${routeByName(name).path.replace(/:([A-Za-z_]+)/g, (_m, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`route ${name} needs :${key}`);
    return encodeURIComponent(String(value));
  })}`;

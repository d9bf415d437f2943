import { describe, expect, it } from 'vitest';
import { pathTo, REDIRECTS, routeByName, ROUTES } from './routeTable.ts';

const CONVERSATION = [
  'administrator',
  'agent',
  'conversation_manage',
  'conversation_unassigned_manage',
  'conversation_participating_manage',
];
const KB_VIEW = ['administrator', 'agent', 'knowledge_base_manage'];
const KB_MANAGE = ['administrator', 'knowledge_base_manage'];

/** [name, path, permissions] as the spec lists them. */
const SPEC: [string, string, string[]][] = [
  ['home', 'dashboard', CONVERSATION],
  ['inbox_conversation', 'conversations/:conversation_id', CONVERSATION],
  ['inbox_dashboard', 'inbox/:inbox_id', CONVERSATION],
  ['conversation_through_inbox', 'inbox/:inbox_id/conversations/:conversation_id', CONVERSATION],
  ['label_conversations', 'label/:label', CONVERSATION],
  ['conversations_through_label', 'label/:label/conversations/:conversation_id', CONVERSATION],
  ['team_conversations', 'team/:teamId', CONVERSATION],
  ['conversations_through_team', 'team/:teamId/conversations/:conversationId', CONVERSATION],
  ['folder_conversations', 'custom_view/:id', CONVERSATION],
  ['conversations_through_folders', 'custom_view/:id/conversations/:conversation_id', CONVERSATION],
  ['conversation_mentions', 'mentions/conversations', CONVERSATION],
  ['conversation_through_mentions', 'mentions/conversations/:conversationId', CONVERSATION],
  ['conversation_unattended', 'unattended/conversations', CONVERSATION],
  ['conversation_through_unattended', 'unattended/conversations/:conversationId', CONVERSATION],
  ['conversation_participating', 'participating/conversations', CONVERSATION],
  ['conversation_through_participating', 'participating/conversations/:conversationId', CONVERSATION],
  ['search', 'search', [...CONVERSATION, 'contact_manage']],
  ['contacts_dashboard', 'contacts', ['administrator', 'agent', 'contact_manage']],
  ['contacts_segments_dashboard', 'contacts/custom_view/:id', ['administrator', 'agent', 'contact_manage']],
  ['contacts_labels_dashboard', 'labels/:label/contacts', ['administrator', 'agent', 'contact_manage']],
  ['contact_profile_dashboard', 'contacts/:contactId', ['administrator', 'agent', 'contact_manage']],
  ['notifications_index', 'notifications', ['administrator', 'agent', 'custom_role']],
  ['inbox_view', 'inbox-view', CONVERSATION],
  ['inbox_view_conversation', 'inbox-view/:notification_id', CONVERSATION],
  ['captain', 'captain', ['administrator', 'agent']],
  // Beyond the spec: Captain's pages (issue 39).
  ['captain_assistant', 'captain/assistants/:assistantId', ['administrator', 'agent']],
  ['captain_playground', 'captain/assistants/:assistantId/playground', ['administrator', 'agent']],
  ['captain_documents', 'captain/assistants/:assistantId/documents', ['administrator', 'agent']],
  ['captain_faqs', 'captain/assistants/:assistantId/faqs', ['administrator', 'agent']],
  ['captain_tools', 'captain/tools', ['administrator', 'agent']],
  ['captain_report', 'captain/report', ['administrator', 'agent']],
  ['account_suspended', 'suspended', ['administrator', 'agent', 'custom_role']],
  ['profile_settings_index', 'profile/settings', ['administrator', 'agent', 'custom_role']],
  ['general_settings_index', 'settings/general', ['administrator']],
  ['agent_list', 'settings/agents/list', ['administrator']],
  ['agent_bots', 'settings/agent-bots', ['administrator']],
  ['agent_bots_csml_new', 'settings/agent-bots/csml/new', ['administrator']],
  ['agent_bots_csml_edit', 'settings/agent-bots/csml/:botId', ['administrator']],
  ['attributes_list', 'settings/custom-attributes/list', ['administrator']],
  ['automation_list', 'settings/automation', ['administrator']],
  ['auditlogs_list', 'settings/audit-logs', ['administrator']],
  ['billing_settings_index', 'settings/billing', ['administrator']],
  ['canned_list', 'settings/canned-response', ['administrator', 'agent']],
  ['labels_list', 'settings/labels/list', ['administrator']],
  ['macros_wrapper', 'settings/macros', ['administrator', 'agent']],
  ['macros_new', 'settings/macros/new', ['administrator', 'agent']],
  ['macros_edit', 'settings/macros/:macroId/edit', ['administrator', 'agent']],
  ['settings_inbox_list', 'settings/inboxes/list', ['administrator']],
  ['settings_inbox_new', 'settings/inboxes/new', ['administrator']],
  ['settings_inboxes_page_channel', 'settings/inboxes/new/:sub_page', ['administrator']],
  ['settings_inboxes_add_agents', 'settings/inboxes/new/:inbox_id/agents', ['administrator']],
  ['settings_inbox_finish', 'settings/inboxes/new/:inbox_id/finish', ['administrator']],
  ['settings_inbox_show', 'settings/inboxes/:inboxId', ['administrator']],
  ['settings_applications', 'settings/integrations', ['administrator']],
  ['settings_integrations_dashboard_apps', 'settings/integrations/dashboard_apps', ['administrator']],
  ['settings_integrations_webhook', 'settings/integrations/webhook', ['administrator']],
  ['settings_integrations_slack', 'settings/integrations/slack', ['administrator']],
  ['settings_applications_integration', 'settings/integrations/:integration_id', ['administrator']],
  ['sla_list', 'settings/sla', ['administrator']],
  ['settings_teams_list', 'settings/teams/list', ['administrator']],
  ['settings_teams_new', 'settings/teams/new', ['administrator']],
  ['settings_teams_finish', 'settings/teams/new/:teamId/finish', ['administrator']],
  ['settings_teams_add_agents', 'settings/teams/new/:teamId/agents', ['administrator']],
  ['settings_teams_edit', 'settings/teams/:teamId/edit', ['administrator']],
  ['settings_teams_edit_members', 'settings/teams/:teamId/edit/agents', ['administrator']],
  ['settings_teams_edit_finish', 'settings/teams/:teamId/edit/finish', ['administrator']],
  ['custom_roles_list', 'settings/custom-roles/list', ['administrator']],
  ['security_settings', 'settings/security', ['administrator']],
  ['data_retention', 'settings/data-retention', ['administrator']],
  ['ongoing_campaigns', 'campaigns/ongoing', ['administrator']],
  ['one_off', 'campaigns/one_off', ['administrator']],
  // Beyond the spec: a one-off campaign's recipients report.
  ['one_off_campaign_recipients', 'campaigns/one_off/:campaignId', ['administrator']],
  ...(
    [
      ['account_overview_reports', 'overview'],
      ['conversation_reports', 'conversation'],
      ['csat_reports', 'csat'],
      ['bot_reports', 'bot'],
      ['agent_reports', 'agent'],
      ['label_reports', 'label'],
      ['inbox_reports', 'inboxes'],
      ['team_reports', 'teams'],
      ['sla_reports', 'sla'],
    ] as const
  ).map(([name, path]): [string, string, string[]] => [name, `reports/${path}`, ['administrator', 'report_manage']]),
  ['default_portal_articles', 'portals', KB_MANAGE],
  ['list_all_portals', 'portals/all', KB_VIEW],
  ['new_portal_information', 'portals/new', KB_MANAGE],
  ['portal_customization', 'portals/new/:portalSlug/customization', KB_MANAGE],
  ['portal_finish', 'portals/new/:portalSlug/finish', KB_MANAGE],
  ['portalSlug', 'portals/:portalSlug', KB_VIEW],
  ['edit_portal_information', 'portals/:portalSlug/edit', KB_MANAGE],
  ['edit_portal_customization', 'portals/:portalSlug/edit/customizations', KB_MANAGE],
  ['edit_portal_locales', 'portals/:portalSlug/edit/locales', KB_MANAGE],
  ['list_all_locale_categories', 'portals/:portalSlug/edit/categories', KB_VIEW],
  ['list_all_locale_articles', 'portals/:portalSlug/:locale/articles', KB_VIEW],
  ['new_article', 'portals/:portalSlug/:locale/articles/new', KB_VIEW],
  ['list_mine_articles', 'portals/:portalSlug/:locale/articles/mine', KB_VIEW],
  ['list_archived_articles', 'portals/:portalSlug/:locale/articles/archived', KB_VIEW],
  ['list_draft_articles', 'portals/:portalSlug/:locale/articles/draft', KB_VIEW],
  ['edit_article', 'portals/:portalSlug/:locale/articles/:articleSlug', KB_VIEW],
  ['all_locale_categories', 'portals/:portalSlug/:locale/categories', KB_VIEW],
  ['new_category_in_locale', 'portals/:portalSlug/:locale/categories/new', KB_VIEW],
  ['show_category', 'portals/:portalSlug/:locale/categories/:categorySlug', KB_VIEW],
  ['edit_category', 'portals/:portalSlug/:locale/categories/:categorySlug', KB_VIEW],
  ['show_category_articles', 'portals/:portalSlug/:locale/categories/:categorySlug/articles', KB_VIEW],
];

describe('route table', () => {
  it.each(SPEC)('%s sits at %s for %j', (name, path, permissions) => {
    const route = routeByName(name);
    expect(route.path).toBe(path);
    expect([...route.permissions].sort()).toEqual([...permissions].sort());
  });

  it('holds exactly the routes the spec names, each name once', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(SPEC.map(([n]) => n).sort());
  });

  it('gives every path to one route, except the show/edit category pair the spec puts on one path', () => {
    const byPath = new Map<string, string[]>();
    for (const r of ROUTES) byPath.set(r.path, [...(byPath.get(r.path) ?? []), r.name]);
    const shared = [...byPath.values()].filter((names) => names.length > 1);
    expect(shared).toEqual([['show_category', 'edit_category']]);
  });

  it('groups the routes that show a secondary menu', () => {
    expect(routeByName('home').group).toBe('conversations');
    expect(routeByName('conversation_through_inbox').group).toBe('conversations');
    expect(routeByName('contact_profile_dashboard').group).toBe('contacts');
    expect(routeByName('sla_reports').group).toBe('reports');
    expect(routeByName('one_off').group).toBe('campaigns');
    expect(routeByName('canned_list').group).toBe('settings');
    for (const name of ['search', 'notifications_index', 'captain', 'profile_settings_index', 'list_all_portals'])
      expect(routeByName(name).group).toBeUndefined();
  });

  it('puts the help centre behind its feature flag', () => {
    expect(ROUTES.filter((r) => r.path.startsWith('portals')).every((r) => r.feature === 'help_center')).toBe(true);
  });

  it('forwards the list redirects to routes that exist', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    for (const r of REDIRECTS) expect(paths.has(r.to), r.to).toBe(true);
    expect(REDIRECTS).toContainEqual({ path: 'settings/agents', to: 'settings/agents/list' });
    expect(REDIRECTS).toContainEqual({ path: 'reports', to: 'reports/overview' });
    expect(REDIRECTS).toContainEqual({ path: 'campaigns', to: 'campaigns/ongoing' });
  });
});

describe('pathTo', () => {
  it('fills and encodes parameters', () => {
    expect(pathTo(3, 'home')).toBe('/accounts/3/dashboard');
    expect(pathTo(3, 'label_conversations', { label: 'vip clients' })).toBe('/accounts/3/label/vip%20clients');
    expect(pathTo(3, 'conversation_through_inbox', { inbox_id: 4, conversation_id: 9 })).toBe(
      '/accounts/3/inbox/4/conversations/9',
    );
  });

  it('refuses a missing parameter or an unknown route', () => {
    expect(() => pathTo(3, 'inbox_dashboard')).toThrow(/inbox_id/);
    expect(() => pathTo(3, 'nope')).toThrow(/unknown route/);
  });
});

describe('route titles', () => {
  it('gives every route a title in en.json', async () => {
    const en = (await import('../../../common/i18n/en.json')).default as { routes: Record<string, string> };
    for (const r of ROUTES) expect(en.routes[r.name], r.name).toBeTruthy();
  });
});

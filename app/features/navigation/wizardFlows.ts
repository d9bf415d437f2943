/** The wizard flows whose steps the shell draws (titles and bodies are i18n keys under `wizardFlows.`). */
export const WIZARD_FLOWS: Record<string, readonly string[]> = {
  inbox: [
    'settings_inbox_new',
    'settings_inboxes_page_channel',
    'settings_inboxes_add_agents',
    'settings_inbox_finish',
  ],
  team: ['settings_teams_new', 'settings_teams_add_agents', 'settings_teams_finish'],
  teamEdit: ['settings_teams_edit', 'settings_teams_edit_members', 'settings_teams_edit_finish'],
  portal: ['new_portal_information', 'portal_customization', 'portal_finish'],
};

export const wizardFlowOf = (routeName: string): string | null =>
  Object.entries(WIZARD_FLOWS).find(([, routes]) => routes.includes(routeName))?.[0] ?? null;

import type { TIconName } from '../../components/Icon.tsx';
import { isGateOpen, isFeatureOn, type TMenuContext, type TMenuGate } from './menuContext.ts';
import { pathTo, type TMenuGroup } from './routeTable.ts';

/** One link of a secondary menu. Labels are i18n keys under `menu.`. */
interface TMenuDef extends TMenuGate {
  key: string;
  icon: TIconName;
  route: string;
  beta?: boolean;
}

export interface TMenuLink {
  key: string;
  /** An i18n key for fixed items; the record's own name for inboxes, labels, teams, folders. */
  label: string;
  isLabelKey: boolean;
  to: string;
  routeName: string;
  icon?: TIconName;
  /** A label's colour dot. */
  color?: string;
  /** The inbox needs its channel reauthorised. */
  warning?: boolean;
  beta?: boolean;
  count?: number;
}

const CONVERSATIONS: TMenuDef[] = [
  { key: 'all_conversations', icon: 'chat', route: 'home' },
  { key: 'mentions', icon: 'mention', route: 'conversation_mentions' },
  { key: 'unattended', icon: 'mailUnread', route: 'conversation_unattended' },
];

const CONTACTS: TMenuDef[] = [{ key: 'all_contacts', icon: 'contacts', route: 'contacts_dashboard' }];

const REPORTS: TMenuDef[] = [
  { key: 'overview', icon: 'chart', route: 'account_overview_reports' },
  { key: 'conversation', icon: 'chat', route: 'conversation_reports' },
  { key: 'csat', icon: 'smile', route: 'csat_reports' },
  // Chatwoot gates it on response_bot (its paid AI bot); here it reports the account's agent bots.
  { key: 'bot', icon: 'bot', route: 'bot_reports', feature: 'agent_bots' },
  { key: 'agent', icon: 'users', route: 'agent_reports' },
  { key: 'label', icon: 'tag', route: 'label_reports' },
  { key: 'inbox', icon: 'inbox', route: 'inbox_reports' },
  { key: 'team', icon: 'team', route: 'team_reports' },
  { key: 'sla', icon: 'clock', route: 'sla_reports', feature: 'sla' },
];

const CAMPAIGNS: TMenuDef[] = [
  { key: 'ongoing', icon: 'megaphone', route: 'ongoing_campaigns' },
  { key: 'one_off', icon: 'send', route: 'one_off' },
];

/** Part 2 §2 settings menu, plus the enterprise-only items Chatwoot hides on other editions. */
const SETTINGS: TMenuDef[] = [
  { key: 'account_settings', icon: 'briefcase', route: 'general_settings_index' },
  { key: 'agents', icon: 'users', route: 'agent_list', feature: 'agent_management' },
  { key: 'teams', icon: 'team', route: 'settings_teams_list', feature: 'team_management' },
  { key: 'inboxes', icon: 'inbox', route: 'settings_inbox_list', feature: 'inbox_management' },
  { key: 'labels', icon: 'tag', route: 'labels_list', feature: 'labels' },
  { key: 'custom_attributes', icon: 'code', route: 'attributes_list', feature: 'custom_attributes' },
  { key: 'automation', icon: 'bolt', route: 'automation_list', feature: 'automations' },
  // Chatwoot shows this only with a CSML editor host; here webhook bots work without one, so it is always there.
  { key: 'agent_bots', icon: 'bot', route: 'agent_bots', feature: 'agent_bots' },
  { key: 'macros', icon: 'flash', route: 'macros_wrapper', feature: 'macros' },
  { key: 'canned_responses', icon: 'chatMultiple', route: 'canned_list', feature: 'canned_responses' },
  { key: 'integrations', icon: 'plug', route: 'settings_applications', feature: 'integrations' },
  { key: 'audit_logs', icon: 'key', route: 'auditlogs_list', feature: 'audit_logs' },
  {
    key: 'custom_roles',
    icon: 'shield',
    route: 'custom_roles_list',
    feature: 'custom_roles',
    beta: true,
  },
  { key: 'sla', icon: 'clock', route: 'sla_list', feature: 'sla', beta: true },
  { key: 'security', icon: 'lock', route: 'security_settings' },
  { key: 'data_retention', icon: 'clock', route: 'data_retention' },
  { key: 'billing', icon: 'card', route: 'billing_settings_index', cloudOnly: true },
];

const MENUS: Record<TMenuGroup, TMenuDef[]> = {
  conversations: CONVERSATIONS,
  contacts: CONTACTS,
  reports: REPORTS,
  campaigns: CAMPAIGNS,
  settings: SETTINGS,
};

/** The fixed links of a group's menu that this member may see. */
export const menuLinks = (group: TMenuGroup, ctx: TMenuContext): TMenuLink[] =>
  MENUS[group]
    .filter((def) => isGateOpen(def, ctx))
    .map((def) => ({
      key: def.key,
      label: `menu.${group}.${def.key}`,
      isLabelKey: true,
      to: pathTo(ctx.accountId, def.route),
      routeName: def.route,
      icon: def.icon,
      ...(def.beta && { beta: true }),
    }));

/** "Add" links beside a section: administrators only, and only with the feature (part 2 §6). */
export const addLinkFor = (section: 'inboxes' | 'teams' | 'labels', ctx: TMenuContext): string | null => {
  const spec = {
    inboxes: { feature: 'inbox_management', route: 'settings_inbox_new' },
    teams: { feature: 'team_management', route: 'settings_teams_new' },
    labels: { feature: 'labels', route: 'labels_list' },
  }[section];
  const isAdmin = ctx.permissions.includes('administrator');
  return isAdmin && isFeatureOn(ctx, spec.feature) ? pathTo(ctx.accountId, spec.route) : null;
};

/** A count is shown only when it is an integer (part 2 §2). */
export const shownCount = (count: unknown): number | null =>
  typeof count === 'number' && Number.isInteger(count) ? count : null;

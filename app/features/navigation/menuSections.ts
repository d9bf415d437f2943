import type { TCustomFilter } from '../../../common/contracts/customFilters.ts';
import type { TLabel } from '../../../common/contracts/labels.ts';
import type { TTeam } from '../../../common/contracts/teams.ts';
import type { TInbox } from '../../../common/contracts/responses/inboxes.ts';
import { channelIcon } from './channelIcon.ts';
import type { TMenuLink } from './secondaryMenus.ts';
import { pathTo } from './routeTable.ts';

const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());

/** Inboxes by name, case-insensitive, each with its channel icon and a warning when it needs reauthorising. */
/** The fields of an inbox the shell reads (sidebar, inbox list): a subset of the list's items. */
export type TInboxSummary = Pick<
  TInbox,
  'id' | 'name' | 'channel_type' | 'provider' | 'medium' | 'reauthorization_required' | 'avatar_url'
>;

export const inboxLinks = (accountId: number, inboxes: readonly TInboxSummary[]): TMenuLink[] =>
  [...inboxes]
    .sort((a, b) => byName(a.name, b.name))
    .map((inbox) => ({
      key: `inbox-${inbox.id}`,
      label: inbox.name,
      isLabelKey: false,
      to: pathTo(accountId, 'inbox_dashboard', { inbox_id: inbox.id }),
      routeName: 'inbox_dashboard',
      icon: channelIcon(inbox),
      ...(inbox.reauthorization_required && { warning: true }),
    }));

const sidebarLabels = (labels: readonly TLabel[]) =>
  labels.filter((l) => l.show_on_sidebar).sort((a, b) => byName(a.title, b.title));

/** Labels shown on the sidebar, linking to label/{title}. */
export const labelLinks = (accountId: number, labels: readonly TLabel[]): TMenuLink[] =>
  sidebarLabels(labels).map((label) => ({
    key: `label-${label.id}`,
    label: label.title,
    isLabelKey: false,
    to: pathTo(accountId, 'label_conversations', { label: label.title }),
    routeName: 'label_conversations',
    color: label.color,
  }));

/** Contacts tagged with each sidebar label: labels/{title}/contacts. */
export const taggedContactLinks = (accountId: number, labels: readonly TLabel[]): TMenuLink[] =>
  sidebarLabels(labels).map((label) => ({
    key: `contact-label-${label.id}`,
    label: label.title,
    isLabelKey: false,
    to: pathTo(accountId, 'contacts_labels_dashboard', { label: label.title }),
    routeName: 'contacts_labels_dashboard',
    color: label.color,
  }));

/** The teams the member belongs to, linking to team/{id}. */
export const teamLinks = (accountId: number, teams: readonly TTeam[]): TMenuLink[] =>
  teams
    .filter((team) => team.is_member)
    .sort((a, b) => byName(a.name, b.name))
    .map((team) => ({
      key: `team-${team.id}`,
      label: team.name,
      isLabelKey: false,
      to: pathTo(accountId, 'team_conversations', { teamId: team.id }),
      routeName: 'team_conversations',
      icon: 'team',
    }));

/** Conversation folders (custom_view/{id}) or contact segments (contacts/custom_view/{id}). */
export const customViewLinks = (
  accountId: number,
  filters: readonly Pick<TCustomFilter, 'id' | 'name'>[],
  kind: 'folder' | 'segment',
): TMenuLink[] =>
  filters.map((f) => ({
    key: `${kind}-${f.id}`,
    label: f.name,
    isLabelKey: false,
    to: pathTo(accountId, kind === 'folder' ? 'folder_conversations' : 'contacts_segments_dashboard', { id: f.id }),
    routeName: kind === 'folder' ? 'folder_conversations' : 'contacts_segments_dashboard',
    icon: 'folder',
  }));

import { PRIORITIES, type TConversationStatus, type TPriority } from '../../../common/contracts/conversations.ts';
import { actionKey, CAPTAIN_ACTIONS, type TCaptainAction } from '../../../common/captainActions.ts';
import { hasAnyPermission, type TPermission } from '../../../common/permissions.ts';
import { isBuilt, pathTo, ROUTES } from '../navigation/index.ts';

/** The command palette's commands (issue 19 item 4): pages, actions on the open conversation, macros. */
export type TPaletteGroup = 'pages' | 'conversation' | 'macros';

export type TPaletteAction =
  | { kind: 'navigate'; path: string }
  | { kind: 'status'; status: 'open' | 'resolved' }
  | { kind: 'snoozeTomorrow' }
  | { kind: 'assignMe' }
  | { kind: 'priority'; priority: TPriority | null }
  | { kind: 'addLabel'; label: string }
  | { kind: 'macro'; macroId: number; name: string }
  | { kind: 'captain'; action: TCaptainAction };

export interface TPaletteCommand {
  id: string;
  group: TPaletteGroup;
  label: string;
  action: TPaletteAction;
}

/** The open conversation, as far as the commands need it. */
export interface TPaletteConversation {
  id: number;
  status: TConversationStatus;
  priority: TPriority | null;
  labels: readonly string[];
  assigneeId: number | null;
}

/** Turns an i18n key (and its values) into text: the component passes i18next's t. */
export type TPaletteText = (key: string, values?: Record<string, string>) => string;

export interface TPaletteInput {
  accountId: number;
  userId: number;
  permissions: readonly TPermission[];
  conversation: TPaletteConversation | null;
  macros: readonly { id: number; name: string }[];
  labels: readonly string[];
  text: TPaletteText;
  /** The routes with a page (navigation/builtRoutes.ts): the palette never offers one that does nothing. */
  built: ReadonlySet<string> | null;
  /** The account's Captain feature is on: its reply-box actions are offered on the open conversation. */
  captain?: boolean;
}

/** Pages that make no sense as a destination of their own. */
const NOT_DESTINATIONS = new Set(['account_suspended']);

/** Pages the member may open that need no parameter, one per title. */
const pageCommands = ({ accountId, permissions, text, built }: TPaletteInput): TPaletteCommand[] => {
  const seen = new Set<string>();
  const out: TPaletteCommand[] = [];
  for (const route of ROUTES) {
    if (route.path.includes(':') || NOT_DESTINATIONS.has(route.name) || !isBuilt(route.name, built)) continue;
    if (!hasAnyPermission(permissions, route.permissions)) continue;
    const label = text(`routes.${route.name}`);
    if (seen.has(label)) continue;
    seen.add(label);
    out.push({
      id: `page:${route.name}`,
      group: 'pages',
      label: text('commandPalette.goTo', { page: label }),
      action: { kind: 'navigate', path: pathTo(accountId, route.name) },
    });
  }
  return out;
};

const conversationCommands = ({ conversation: c, userId, labels, text }: TPaletteInput): TPaletteCommand[] => {
  if (!c) return [];
  const out: TPaletteCommand[] = [];
  const add = (id: string, key: string, action: TPaletteAction, values?: Record<string, string>) =>
    out.push({ id: `conversation:${id}`, group: 'conversation', label: text(key, values), action });
  if (c.status !== 'resolved') add('resolve', 'commandPalette.resolve', { kind: 'status', status: 'resolved' });
  if (c.status !== 'open') add('reopen', 'commandPalette.reopen', { kind: 'status', status: 'open' });
  if (c.status !== 'snoozed') add('snooze', 'commandPalette.snoozeTomorrow', { kind: 'snoozeTomorrow' });
  if (c.assigneeId !== userId) add('assignMe', 'commandPalette.assignMe', { kind: 'assignMe' });
  for (const priority of [...PRIORITIES, null]) {
    if (priority === c.priority) continue;
    const name = text(`conversations.priority.${priority ?? 'none'}`);
    add(
      `priority:${priority ?? 'none'}`,
      'commandPalette.setPriority',
      { kind: 'priority', priority },
      { priority: name },
    );
  }
  for (const label of labels) {
    if (c.labels.includes(label)) continue;
    add(`label:${label}`, 'commandPalette.addLabel', { kind: 'addLabel', label }, { label });
  }
  return out;
};

/** Captain's actions on the open conversation: each opens the reply box's preview dialog, nothing applies alone. */
const captainCommands = ({ conversation, captain, text }: TPaletteInput): TPaletteCommand[] =>
  conversation && captain
    ? CAPTAIN_ACTIONS.map((action) => ({
        id: `captain:${actionKey(action)}`,
        group: 'conversation' as const,
        label: text('commandPalette.captain', { action: text(`captainAssist.actions.${actionKey(action)}`) }),
        action: { kind: 'captain' as const, action },
      }))
    : [];

const macroCommands = ({ conversation, macros, text }: TPaletteInput): TPaletteCommand[] =>
  conversation
    ? macros.map((m) => ({
        id: `macro:${m.id}`,
        group: 'macros' as const,
        label: text('commandPalette.runMacro', { name: m.name }),
        action: { kind: 'macro' as const, macroId: m.id, name: m.name },
      }))
    : [];

/** Every command in display order: the open conversation's first, then its macros, then the pages. */
export const buildCommands = (input: TPaletteInput): TPaletteCommand[] => [
  ...conversationCommands(input),
  ...captainCommands(input),
  ...macroCommands(input),
  ...pageCommands(input),
];

/** Commands whose label holds every word of the query (any case, any order). */
export const filterCommands = (commands: readonly TPaletteCommand[], query: string): TPaletteCommand[] => {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...commands];
  return commands.filter((c) => {
    const label = c.label.toLocaleLowerCase();
    return words.every((w) => label.includes(w));
  });
};

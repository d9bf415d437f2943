import type { TListView } from './conversationTypes.ts';

/** One list view's routes: the list, its conversation-detail variant, and the params they read. */
export interface TViewRoutes {
  view: TListView;
  list: string;
  detail: string;
  /** The detail route's conversation param name. */
  conversationParam: 'conversation_id' | 'conversationId';
}

export const VIEW_ROUTES: readonly TViewRoutes[] = [
  { view: 'all', list: 'home', detail: 'inbox_conversation', conversationParam: 'conversation_id' },
  {
    view: 'inbox',
    list: 'inbox_dashboard',
    detail: 'conversation_through_inbox',
    conversationParam: 'conversation_id',
  },
  {
    view: 'label',
    list: 'label_conversations',
    detail: 'conversations_through_label',
    conversationParam: 'conversation_id',
  },
  {
    view: 'team',
    list: 'team_conversations',
    detail: 'conversations_through_team',
    conversationParam: 'conversationId',
  },
  {
    view: 'folder',
    list: 'folder_conversations',
    detail: 'conversations_through_folders',
    conversationParam: 'conversation_id',
  },
  {
    view: 'mention',
    list: 'conversation_mentions',
    detail: 'conversation_through_mentions',
    conversationParam: 'conversationId',
  },
  {
    view: 'unattended',
    list: 'conversation_unattended',
    detail: 'conversation_through_unattended',
    conversationParam: 'conversationId',
  },
  {
    view: 'participating',
    list: 'conversation_participating',
    detail: 'conversation_through_participating',
    conversationParam: 'conversationId',
  },
];

/** Every route name the workspace renders (lists and details). */
export const WORKSPACE_ROUTES: readonly string[] = VIEW_ROUTES.flatMap((r) => [r.list, r.detail]);

export const viewRoutesOf = (routeName: string) =>
  VIEW_ROUTES.find((r) => r.list === routeName || r.detail === routeName) ?? VIEW_ROUTES[0]!;

const positiveInt = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export interface TRouteState {
  routes: TViewRoutes;
  inboxId?: number;
  label?: string;
  teamId?: number;
  folderId?: number;
  conversationId?: number;
  /** Params the list and detail paths share (the view's own ids). */
  viewParams: Record<string, string | number>;
}

/** Reads a workspace route's name and params into the view it shows. */
export const routeStateOf = (routeName: string, params: Record<string, string | undefined>): TRouteState => {
  const routes = viewRoutesOf(routeName);
  const viewParams: Record<string, string | number> = {};
  const inboxId = routes.view === 'inbox' ? positiveInt(params.inbox_id) : undefined;
  const label = routes.view === 'label' ? params.label : undefined;
  const teamId = routes.view === 'team' ? positiveInt(params.teamId) : undefined;
  const folderId = routes.view === 'folder' ? positiveInt(params.id) : undefined;
  if (inboxId) viewParams.inbox_id = inboxId;
  if (label) viewParams.label = label;
  if (teamId) viewParams.teamId = teamId;
  if (folderId) viewParams.id = folderId;
  return {
    routes,
    inboxId,
    label,
    teamId,
    folderId,
    conversationId: positiveInt(params[routes.conversationParam]),
    viewParams,
  };
};

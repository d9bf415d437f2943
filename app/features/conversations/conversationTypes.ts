import type { TConversationSort, TConversationStatus } from '../../../common/contracts/conversations.ts';

import type { TContact } from '../../../common/contracts/responses/contacts.ts';
import type { TUserBrief } from '../../../common/contracts/responses/agents.ts';
import type { TConversation as TConversationWire } from '../../../common/contracts/responses/conversations.ts';
import type {
  TAttachment as TAttachmentWire,
  TMessageCreated,
  TMessageSender,
} from '../../../common/contracts/responses/messages.ts';

/** The wire shapes the workspace reads: the response contracts in common/contracts/responses. */
export type TAttachment = TAttachmentWire & {
  /** Only on the optimistic copy of a message being sent: the file's name until the server answers. */
  fallback_title?: string | null;
};

/** Anyone shown with a name and a picture: a conversation's contact or assignee, a message's sender. */
export type TPersonBrief = TContact | TUserBrief | TMessageSender;

/** The name to show: an agent's display name, else the name. */
export const displayNameOf = (p: TPersonBrief) => ('available_name' in p && p.available_name) || p.name;

/** The picture to show: a thumbnail where there is one (agents, contacts), else a bot's avatar_url. */
export const pictureOf = (p: TPersonBrief) => ('thumbnail' in p ? p.thumbnail : p.avatar_url);

/**
 * A message as the SPA holds it: the server's (POST's echo_id included), an optimistic copy
 * (status 'progress', and error once the send failed) or one waiting in the offline outbox ('queued').
 */
export type TMessage = Omit<TMessageCreated, 'status' | 'attachments'> & {
  status: TMessageCreated['status'] | 'progress' | 'queued';
  attachments: TAttachment[];
  /** Set on the optimistic copy when the send failed: the server's message. */
  error?: string;
  /** Shown from the offline outbox (not yet sent): Cancel drops it. */
  outbox?: true;
};

export type TConversation = Omit<TConversationWire, 'messages' | 'last_non_activity_message'> & {
  messages: TMessage[];
  last_non_activity_message: TMessage | null;
};

export interface TTabCounts {
  mine_count: number;
  unassigned_count: number;
  all_count: number;
}

export type TAssigneeTab = 'me' | 'unassigned' | 'all';
export const ASSIGNEE_TABS: readonly TAssigneeTab[] = ['me', 'unassigned', 'all'];

/** Which list a route shows (part 2 §2 "Conversation views"). */
export type TListView = 'all' | 'inbox' | 'label' | 'team' | 'folder' | 'mention' | 'unattended' | 'participating';

/** One row of the advanced filter (Chatwoot's filter payload). */
export interface TFilterRow {
  attribute_key: string;
  filter_operator: string;
  values: (string | number)[];
  query_operator?: 'and' | 'or' | null;
  /** A custom attribute's model (conversation_attribute or contact_attribute), as Chatwoot's dashboard sends it. */
  custom_attribute_type?: string;
}

/** Everything that picks a list; it sits in the query key, so realtime patchers can read it back. */
export interface TListFilters {
  view: TListView;
  assigneeType: TAssigneeTab;
  status: TConversationStatus | 'all';
  sortBy: TConversationSort;
  inboxId?: number;
  label?: string;
  teamId?: number;
  folderId?: number;
  /** The advanced filter's rows (applied filters tab) or a folder's query. */
  query?: TFilterRow[];
}

export interface TListPage {
  meta: TTabCounts;
  payload: TConversation[];
}

/** The open conversation's messages: newest last; `hasOlder` until a page comes back short. */
export interface TMessageWindow {
  messages: TMessage[];
  hasOlder: boolean;
}

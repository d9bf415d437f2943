import type { TConversationSort, TConversationStatus, TPriority } from '../../../common/contracts/conversations.ts';

/** The wire shapes the workspace reads (Chatwoot's conversation and message payloads). */
export interface TPersonBrief {
  id: number;
  name: string;
  available_name?: string;
  email?: string | null;
  phone_number?: string | null;
  thumbnail?: string | null;
  avatar_url?: string | null;
  type?: string;
  availability_status?: string | null;
  identifier?: string | null;
  additional_attributes?: Record<string, unknown>;
  custom_attributes?: Record<string, unknown>;
}

export interface TAttachment {
  id: number;
  message_id: number;
  file_type: string;
  data_url: string;
  thumb_url?: string;
  file_size?: number;
  extension?: string | null;
  fallback_title?: string | null;
}

export interface TMessage {
  id: number;
  content: string | null;
  conversation_id: number;
  inbox_id?: number;
  message_type: number;
  content_type?: string;
  content_attributes?: Record<string, unknown>;
  status: 'progress' | 'sent' | 'delivered' | 'read' | 'failed';
  private: boolean;
  echo_id?: string;
  sender_type?: string | null;
  sender_id?: number | null;
  sender?: TPersonBrief | null;
  attachments?: TAttachment[];
  created_at: number;
  /** ISO time of the server's last change (status, content): the fresher copy wins. */
  updated_at?: string;
  /** Set on the optimistic copy when the send failed: the server's message. */
  error?: string;
}

export interface TConversation {
  id: number;
  uuid?: string;
  account_id: number;
  inbox_id: number;
  status: TConversationStatus;
  priority: TPriority | null;
  muted: boolean;
  labels: string[];
  can_reply?: boolean;
  meta: {
    sender: TPersonBrief | null;
    assignee: TPersonBrief | null;
    team: { id: number; name: string } | null;
    channel?: string | null;
  };
  messages: TMessage[];
  last_non_activity_message?: TMessage | null;
  unread_count: number;
  additional_attributes?: Record<string, unknown>;
  custom_attributes?: Record<string, unknown>;
  agent_last_seen_at?: number;
  first_reply_created_at: number | null;
  waiting_since: number | null;
  snoozed_until: number | null;
  last_activity_at: number | null;
  timestamp?: number | null;
  created_at: number;
}

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

import { CONVERSATIONS_PER_PAGE, MESSAGES_PER_PAGE } from '../../../common/contracts/conversations.ts';
import { api } from '../../lib/api.ts';
import type { TConversation, TListFilters, TListPage, TMessage, TMessageWindow } from './conversationTypes.ts';
import { filterPayload } from './filterQuery.ts';

/** One key factory for the workspace; every list key ends with its filters so patchers can read them. */
export const conversationKeys = {
  all: (accountId: number) => ['accounts', accountId, 'conversations'] as const,
  lists: (accountId: number) => [...conversationKeys.all(accountId), 'list'] as const,
  list: (accountId: number, filters: TListFilters) => [...conversationKeys.lists(accountId), filters] as const,
  details: (accountId: number) => [...conversationKeys.all(accountId), 'detail'] as const,
  detail: (accountId: number, id: number) => [...conversationKeys.details(accountId), id] as const,
  messages: (accountId: number, id: number) => [...conversationKeys.all(accountId), 'messages', id] as const,
  typing: (accountId: number, id: number) => [...conversationKeys.all(accountId), 'typing', id] as const,
  participants: (accountId: number, id: number) => [...conversationKeys.all(accountId), 'participants', id] as const,
  attachments: (accountId: number, id: number) => [...conversationKeys.all(accountId), 'attachments', id] as const,
  assignable: (accountId: number, inboxId: number) => ['accounts', accountId, 'assignableAgents', inboxId] as const,
  contactConversations: (accountId: number, contactId: number) =>
    ['accounts', accountId, 'contacts', contactId, 'conversations'] as const,
};

const base = (accountId: number) => `/api/v1/accounts/${accountId}/conversations`;

const VIEW_TYPES: Partial<Record<TListFilters['view'], string>> = {
  mention: 'mention',
  unattended: 'unattended',
  participating: 'participating',
};

/** The query string of GET conversations for one list (part 2 §7 "Conversations"). */
export const listSearchParams = (filters: TListFilters, page: number) => {
  const p = new URLSearchParams({
    assignee_type: filters.assigneeType,
    status: filters.status,
    sort_by: filters.sortBy,
    page: String(page),
  });
  if (filters.inboxId) p.set('inbox_id', String(filters.inboxId));
  if (filters.teamId) p.set('team_id', String(filters.teamId));
  if (filters.label) p.append('labels[]', filters.label);
  const type = VIEW_TYPES[filters.view];
  if (type) p.set('conversation_type', type);
  return p;
};

type TPageBody = { meta?: Partial<TListPage['meta']>; payload?: TConversation[] };

const pageOf = (body: TPageBody | undefined): TListPage => {
  const meta = body?.meta ?? {};
  return {
    meta: {
      mine_count: meta.mine_count ?? 0,
      unassigned_count: meta.unassigned_count ?? 0,
      all_count: meta.all_count ?? 0,
    },
    payload: body?.payload ?? [],
  };
};

/**
 * One page of a list: GET conversations (`{data: {meta, payload}}`), or POST conversations/filter within the
 * assignee tab when rows are applied or a folder is open (`{meta, payload}`, as Chatwoot answers it).
 */
export const fetchConversationPage = async (accountId: number, filters: TListFilters, page: number) => {
  if (filters.query?.length) {
    // The assignee tab applies under a filter or folder too (Chatwoot sends it in the query string).
    const qs = new URLSearchParams({ page: String(page), assignee_type: filters.assigneeType });
    const res = await api<TPageBody>(`${base(accountId)}/filter?${qs.toString()}`, {
      method: 'POST',
      body: filterPayload(filters.query, filters),
      contract: 'conversationFilter',
    });
    return pageOf(res);
  }
  const res = await api<{ data?: TPageBody }>(`${base(accountId)}?${listSearchParams(filters, page).toString()}`, {
    contract: 'conversationList',
  });
  return pageOf(res.data);
};

/** The next page number, or undefined once a page came back short (the per-tab end flag). */
export const nextPageOf = (last: TListPage, pages: TListPage[]) =>
  last.payload.length < CONVERSATIONS_PER_PAGE ? undefined : pages.length + 1;

export const fetchConversation = (accountId: number, id: number) =>
  api<TConversation>(`${base(accountId)}/${id}`, { contract: 'conversation' });

/** `after` is sent only when it differs from `before` (part 2 §5). */
export const messageParams = (before?: number, after?: number) => {
  const p = new URLSearchParams();
  if (before) p.set('before', String(before));
  if (after && after !== before) p.set('after', String(after));
  return p;
};

export const fetchMessages = async (accountId: number, id: number, before?: number, after?: number) => {
  const qs = messageParams(before, after).toString();
  const res = await api<{ payload: TMessage[] }>(`${base(accountId)}/${id}/messages${qs ? `?${qs}` : ''}`, {
    contract: 'messageList',
  });
  return res.payload;
};

export const fetchLatestMessages = async (accountId: number, id: number): Promise<TMessageWindow> => {
  const messages = await fetchMessages(accountId, id);
  return { messages, hasOlder: messages.length >= MESSAGES_PER_PAGE };
};

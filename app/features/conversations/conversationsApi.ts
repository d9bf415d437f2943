import type { TAgent } from '../../../common/contracts/agents.ts';
import type { TConversationStatus, TPriority } from '../../../common/contracts/conversations.ts';
import { api } from '../../lib/api.ts';
import type { TConversation, TFilterRow, TMessage, TPersonBrief } from './conversationTypes.ts';
import { filterPayload } from './filterQuery.ts';
import type { TGalleryItem } from './gallery.ts';

/** The workspace's write calls (part 2 §7 "Conversations", "Messages"). */
const conv = (accountId: number, id: number) => `/api/v1/accounts/${accountId}/conversations/${id}`;

export const toggleStatus = (accountId: number, id: number, status: TConversationStatus, snoozedUntil?: number) =>
  api<{ payload: { current_status: TConversationStatus; snoozed_until: number | null } }>(
    `${conv(accountId, id)}/toggle_status`,
    {
      method: 'POST',
      body: { status, ...(snoozedUntil ? { snoozed_until: snoozedUntil } : {}) },
      contract: 'statusToggled',
    },
  );

export const togglePriority = (accountId: number, id: number, priority: TPriority | null) =>
  api<unknown>(`${conv(accountId, id)}/toggle_priority`, {
    method: 'POST',
    body: { priority: priority ?? 'none' },
    contract: 'empty',
  });

/** assignee_id goes in the query for an agent (0 → none), team_id in the body (part 2 §7). */
export const assignAgent = (accountId: number, id: number, assigneeId: number | null) =>
  api<TPersonBrief | null>(`${conv(accountId, id)}/assignments?assignee_id=${assigneeId ?? 0}`, {
    method: 'POST',
    body: { assignee_id: assigneeId },
    contract: 'assignee',
  });

export const assignTeam = (accountId: number, id: number, teamId: number | null) =>
  api<unknown>(`${conv(accountId, id)}/assignments`, {
    method: 'POST',
    body: { team_id: teamId ?? 0 },
    contract: 'assignee',
  });

export const setLabels = (accountId: number, id: number, labels: string[]) =>
  api<{ payload: string[] }>(`${conv(accountId, id)}/labels`, {
    method: 'POST',
    body: { labels },
    contract: 'labelTitles',
  });

export const mute = (accountId: number, id: number, muted: boolean) =>
  api<unknown>(`${conv(accountId, id)}/${muted ? 'mute' : 'unmute'}`, { method: 'POST', contract: 'empty' });

export const markUnread = (accountId: number, id: number) =>
  api<unknown>(`${conv(accountId, id)}/unread`, { method: 'POST', contract: 'conversation' });

export const updateLastSeen = (accountId: number, id: number) =>
  api<unknown>(`${conv(accountId, id)}/update_last_seen`, { method: 'POST', contract: 'conversation' });

export const sendTranscript = (accountId: number, id: number, email: string) =>
  api<unknown>(`${conv(accountId, id)}/transcript`, { method: 'POST', body: { email }, contract: 'empty' });

/** Administrators only: the conversation, its messages and files go (reports keep their figures). */
export const deleteConversation = (accountId: number, id: number) =>
  api<unknown>(conv(accountId, id), { method: 'DELETE', contract: 'empty' });

export const toggleTyping = (accountId: number, id: number, on: boolean, isPrivate: boolean) =>
  api<unknown>(`${conv(accountId, id)}/toggle_typing_status`, {
    method: 'POST',
    body: { typing_status: on ? 'on' : 'off', is_private: isPrivate },
    contract: 'empty',
  });

export const fetchParticipants = async (accountId: number, id: number) => {
  const res = await api<TPersonBrief[] | { payload: TPersonBrief[] }>(`${conv(accountId, id)}/participants`, {
    contract: 'participantList',
  });
  return Array.isArray(res) ? res : res.payload;
};

export const updateParticipants = (accountId: number, id: number, userIds: number[]) =>
  api<unknown>(`${conv(accountId, id)}/participants`, {
    method: 'PATCH',
    body: { user_ids: userIds },
    contract: 'participantList',
  });

export const fetchConversationAttachments = async (accountId: number, id: number) =>
  (
    await api<{ payload: TGalleryItem[] }>(`${conv(accountId, id)}/attachments`, {
      contract: 'conversationAttachments',
    })
  ).payload;

/** Reply extras: the quoted message (content_attributes.in_reply_to) and an email reply's recipients. */
export interface TSendExtras {
  content_attributes?: Record<string, unknown>;
  cc_emails?: string;
  bcc_emails?: string;
  to_emails?: string;
}

export interface TSendInput extends TSendExtras {
  content: string;
  private: boolean;
  echo_id: string;
  files: File[];
}

/** Form data when files are attached, otherwise JSON (part 2 §5). */
export const sendMessage = (accountId: number, id: number, input: TSendInput) => {
  const extras: TSendExtras = {
    ...(input.content_attributes && Object.keys(input.content_attributes).length
      ? { content_attributes: input.content_attributes }
      : {}),
    ...(input.cc_emails ? { cc_emails: input.cc_emails } : {}),
    ...(input.bcc_emails ? { bcc_emails: input.bcc_emails } : {}),
    ...(input.to_emails ? { to_emails: input.to_emails } : {}),
  };
  if (input.files.length === 0) {
    return api<TMessage>(`${conv(accountId, id)}/messages`, {
      method: 'POST',
      body: { content: input.content, private: input.private, echo_id: input.echo_id, ...extras },
      contract: 'messageCreated',
    });
  }
  const form = new FormData();
  form.append('content', input.content);
  form.append('private', String(input.private));
  form.append('echo_id', input.echo_id);
  for (const [k, v] of Object.entries(extras)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  for (const f of input.files) form.append('attachments[]', f, f.name);
  return api<TMessage>(`${conv(accountId, id)}/messages`, { method: 'POST', body: form, contract: 'messageCreated' });
};

export const deleteMessage = (accountId: number, id: number, messageId: number) =>
  api<TMessage>(`${conv(accountId, id)}/messages/${messageId}`, { method: 'DELETE', contract: 'messageCreated' });

export const retryMessage = (accountId: number, id: number, messageId: number) =>
  api<TMessage>(`${conv(accountId, id)}/messages/${messageId}/retry`, { method: 'POST', contract: 'messageCreated' });

export const translateMessage = (accountId: number, id: number, messageId: number, targetLanguage: string) =>
  api<{ content: string }>(`${conv(accountId, id)}/messages/${messageId}/translate`, {
    method: 'POST',
    body: { target_language: targetLanguage },
    contract: 'translatedContent',
  });

export const fetchAssignableAgents = async (accountId: number, inboxId: number) => {
  const res = await api<{ payload: TAgent[] }>(
    `/api/v1/accounts/${accountId}/assignable_agents?inbox_ids[]=${inboxId}`,
    { contract: 'agentPayload' },
  );
  // Only confirmed agents may be picked (part 2 §5).
  return res.payload.filter((a) => a.confirmed);
};

export interface TBulkInput {
  ids: number[];
  fields?: { status?: TConversationStatus; assignee_id?: number | null; team_id?: number | null };
  labels?: { add?: string[]; remove?: string[] };
}

export const bulkAction = (accountId: number, input: TBulkInput) =>
  api<unknown>(`/api/v1/accounts/${accountId}/bulk_actions`, {
    method: 'POST',
    body: {
      type: 'Conversation',
      ids: input.ids,
      ...(input.fields && { fields: input.fields }),
      ...(input.labels && { labels: input.labels }),
    },
    contract: 'empty',
  });

export const saveFolder = (accountId: number, name: string, rows: TFilterRow[]) =>
  api<{ id: number }>(`/api/v1/accounts/${accountId}/custom_filters`, {
    method: 'POST',
    body: { name, type: 'conversation', query: filterPayload(rows) },
    contract: 'customFilter',
  });

/** PATCH custom_filters/:id: a folder's new name and conditions. */
export const updateFolder = (accountId: number, id: number, name: string, rows: TFilterRow[]) =>
  api<{ id: number }>(`/api/v1/accounts/${accountId}/custom_filters/${id}`, {
    method: 'PATCH',
    body: { name, query: filterPayload(rows) },
    contract: 'customFilter',
  });

export const fetchContactConversations = async (accountId: number, contactId: number) =>
  (
    await api<{ payload: TConversation[] }>(`/api/v1/accounts/${accountId}/contacts/${contactId}/conversations`, {
      contract: 'contactConversations',
    })
  ).payload;

import { api } from '../../../lib/api.ts';
import type { TConversation } from '../conversationTypes.ts';

/** Merge, unmerge and split (docs/API.md "Merge and split"). */
const conv = (accountId: number, id: number) => `/api/v1/accounts/${accountId}/conversations/${id}`;

export const mergeConversation = (accountId: number, id: number, targetId: number, allowOtherContact = false) =>
  api<TConversation>(`${conv(accountId, id)}/merge`, {
    method: 'POST',
    body: { target_conversation_id: targetId, ...(allowOtherContact && { allow_other_contact: true }) },
    contract: 'conversation',
  });

export const unmergeConversation = (accountId: number, id: number) =>
  api<TConversation>(`${conv(accountId, id)}/unmerge`, { method: 'POST', contract: 'conversation' });

/** Without `messageIds`: the message and every later one; with them, that message and the listed ones. */
export const splitConversation = (accountId: number, id: number, messageId: number, messageIds?: number[]) =>
  api<TConversation>(`${conv(accountId, id)}/split`, {
    method: 'POST',
    body: { message_id: messageId, ...(messageIds && { message_ids: messageIds }) },
    contract: 'conversation',
  });

export const fetchConversation = (accountId: number, id: number) =>
  api<TConversation>(conv(accountId, id), { contract: 'conversation' });

import { api } from '../../../lib/api.ts';
import type { TConversation } from '../conversationTypes.ts';
import type { TContactableInbox } from './composeForm.ts';

const acc = (accountId: number) => `/api/v1/accounts/${accountId}`;

export const newConversationKeys = {
  contactableInboxes: (accountId: number, contactId: number) =>
    ['accounts', accountId, 'contacts', contactId, 'contactableInboxes'] as const,
};

export const fetchContactableInboxes = async (accountId: number, contactId: number) =>
  (
    await api<{ payload: TContactableInbox[] }>(`${acc(accountId)}/contacts/${contactId}/contactable_inboxes`, {
      contract: 'contactableInboxes',
    })
  ).payload;

/** POST conversations: form data for email (attachments, subject), JSON for a WhatsApp template. */
export const createConversation = (accountId: number, body: FormData | Record<string, unknown>) =>
  api<TConversation>(`${acc(accountId)}/conversations`, { method: 'POST', body, contract: 'conversation' });

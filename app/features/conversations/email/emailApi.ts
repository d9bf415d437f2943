import type { TEmailOriginal, TForwardRequest } from '../../../../common/contracts/emailMessages.ts';
import { api } from '../../../lib/api.ts';

const conv = (accountId: number, id: number) => `/api/v1/accounts/${accountId}/conversations/${id}`;

export const fetchEmailOriginal = (accountId: number, conversationId: number, messageId: number) =>
  api<TEmailOriginal>(`${conv(accountId, conversationId)}/messages/${messageId}/original`, {
    contract: 'emailOriginal',
  });

export const forwardEmail = (accountId: number, conversationId: number, body: TForwardRequest) =>
  api<unknown>(`${conv(accountId, conversationId)}/forward`, { method: 'POST', body, contract: 'empty' });

import type {
  TCannedResponse,
  TCreateCannedResponseRequest,
  TUpdateCannedResponseRequest,
} from '../../../common/contracts/cannedResponses.ts';
import { api } from '../../lib/api.ts';

export const cannedResponseKeys = {
  all: (accountId: number) => ['accounts', accountId, 'cannedResponses'] as const,
  list: (accountId: number, search: string) => [...cannedResponseKeys.all(accountId), 'list', search] as const,
};

const base = (accountId: number) => `/api/v1/accounts/${accountId}/canned_responses`;

/** The server matches the search against short codes first, then content. */
export const listCannedResponses = (accountId: number, search: string) =>
  api<TCannedResponse[]>(search ? `${base(accountId)}?search=${encodeURIComponent(search)}` : base(accountId), {
    contract: 'cannedResponseList',
  });

export const createCannedResponse = (accountId: number, input: TCreateCannedResponseRequest) =>
  api<TCannedResponse>(base(accountId), { method: 'POST', body: input, contract: 'cannedResponse' });

export const updateCannedResponse = (accountId: number, id: number, input: TUpdateCannedResponseRequest) =>
  api<TCannedResponse>(`${base(accountId)}/${id}`, { method: 'PATCH', body: input, contract: 'cannedResponse' });

export const deleteCannedResponse = (accountId: number, id: number) =>
  api<Record<string, never>>(`${base(accountId)}/${id}`, { method: 'DELETE', contract: 'empty' });

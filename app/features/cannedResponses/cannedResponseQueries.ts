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

/** JSON, or form data when files go with it (attachments[]), as the messages API takes them. */
const bodyOf = (input: TCreateCannedResponseRequest | TUpdateCannedResponseRequest, files: File[]) => {
  if (!files.length) return input;
  const form = new FormData();
  for (const [k, v] of Object.entries(input))
    if (v !== undefined) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  for (const f of files) form.append('attachments[]', f, f.name);
  return form;
};

export const createCannedResponse = (accountId: number, input: TCreateCannedResponseRequest, files: File[] = []) =>
  api<TCannedResponse>(base(accountId), { method: 'POST', body: bodyOf(input, files), contract: 'cannedResponse' });

export const updateCannedResponse = (
  accountId: number,
  id: number,
  input: TUpdateCannedResponseRequest,
  files: File[] = [],
) =>
  api<TCannedResponse>(`${base(accountId)}/${id}`, {
    method: 'PATCH',
    body: bodyOf(input, files),
    contract: 'cannedResponse',
  });

export const deleteCannedResponse = (accountId: number, id: number) =>
  api<Record<string, never>>(`${base(accountId)}/${id}`, { method: 'DELETE', contract: 'empty' });

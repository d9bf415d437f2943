import type { TCreateLabelRequest, TLabel, TUpdateLabelRequest } from '../../../common/contracts/labels.ts';
import { api } from '../../lib/api.ts';
import { listOrEmpty } from '../../lib/listOrEmpty.ts';
import { cachedList } from '../realtime/index.ts';

export const labelKeys = {
  all: (accountId: number) => ['accounts', accountId, 'labels'] as const,
  list: (accountId: number) => [...labelKeys.all(accountId), 'list'] as const,
  /** The settings page's copy: fetched from the server, failures shown (not swallowed like the side lists). */
  manage: (accountId: number) => [...labelKeys.all(accountId), 'manage'] as const,
};

const base = (accountId: number) => `/api/v1/accounts/${accountId}/labels`;

/** Served from the browser's list cache while the server's label cache key is unchanged. */
export const fetchLabels = (accountId: number) =>
  listOrEmpty(() =>
    cachedList(
      accountId,
      'label',
      async () => (await api<{ payload: TLabel[] }>(base(accountId), { contract: 'labelList' })).payload,
    ),
  );

export const fetchLabelsStrict = async (accountId: number) =>
  (await api<{ payload: TLabel[] }>(base(accountId), { contract: 'labelList' })).payload;

export const createLabel = (accountId: number, input: TCreateLabelRequest) =>
  api<TLabel>(base(accountId), { method: 'POST', body: input, contract: 'label' });

export const updateLabel = (accountId: number, id: number, input: TUpdateLabelRequest) =>
  api<TLabel>(`${base(accountId)}/${id}`, { method: 'PATCH', body: input, contract: 'label' });

export const deleteLabel = (accountId: number, id: number) =>
  api<Record<string, never>>(`${base(accountId)}/${id}`, { method: 'DELETE', contract: 'empty' });

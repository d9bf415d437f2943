import type { TLabel } from '../../../common/contracts/labels.ts';
import { api } from '../../lib/api.ts';
import { listOrEmpty } from '../../lib/listOrEmpty.ts';

export const labelKeys = {
  all: (accountId: number) => ['accounts', accountId, 'labels'] as const,
  list: (accountId: number) => [...labelKeys.all(accountId), 'list'] as const,
};

export const fetchLabels = (accountId: number) =>
  listOrEmpty(async () => (await api<{ payload: TLabel[] }>(`/api/v1/accounts/${accountId}/labels`)).payload);

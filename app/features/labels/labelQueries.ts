import type { TLabel } from '../../../common/contracts/labels.ts';
import { api } from '../../lib/api.ts';
import { listOrEmpty } from '../../lib/listOrEmpty.ts';
import { cachedList } from '../realtime/listCache.ts';

export const labelKeys = {
  all: (accountId: number) => ['accounts', accountId, 'labels'] as const,
  list: (accountId: number) => [...labelKeys.all(accountId), 'list'] as const,
};

/** Served from the browser's list cache while the server's label cache key is unchanged. */
export const fetchLabels = (accountId: number) =>
  listOrEmpty(() =>
    cachedList(
      accountId,
      'label',
      async () => (await api<{ payload: TLabel[] }>(`/api/v1/accounts/${accountId}/labels`)).payload,
    ),
  );

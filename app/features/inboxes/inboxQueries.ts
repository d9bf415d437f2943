import type { TInboxList } from '../../../common/contracts/responses/inboxes.ts';
import { api } from '../../lib/api.ts';
import { listOrEmpty } from '../../lib/listOrEmpty.ts';
import { cachedList } from '../realtime/index.ts';

export type { TInbox, TInboxList, TWorkingHour } from '../../../common/contracts/responses/inboxes.ts';

export type { TInboxSummary } from '../navigation/index.ts';

export const inboxKeys = {
  all: (accountId: number) => ['accounts', accountId, 'inboxes'] as const,
  list: (accountId: number) => [...inboxKeys.all(accountId), 'list'] as const,
};

/** Served from the browser's list cache while the server's inbox cache key is unchanged. */
export const fetchInboxes = (accountId: number) =>
  listOrEmpty(() =>
    cachedList(
      accountId,
      'inbox',
      async () => (await api<TInboxList>(`/api/v1/accounts/${accountId}/inboxes`, { contract: 'inboxList' })).payload,
    ),
  );

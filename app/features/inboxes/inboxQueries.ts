import { api } from '../../lib/api.ts';
import { listOrEmpty } from '../../lib/listOrEmpty.ts';
import { cachedList } from '../realtime/listCache.ts';

/** The fields of GET /api/v1/accounts/:id/inboxes the shell reads (Chatwoot's shape). */
export interface TInboxSummary {
  id: number;
  name: string;
  channel_type: string;
  provider?: string | null;
  medium?: string | null;
  reauthorization_required?: boolean;
  avatar_url?: string | null;
}

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
      async () => (await api<{ payload: TInboxSummary[] }>(`/api/v1/accounts/${accountId}/inboxes`)).payload,
    ),
  );

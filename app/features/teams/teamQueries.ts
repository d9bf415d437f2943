import type { TTeam } from '../../../common/contracts/teams.ts';
import { api } from '../../lib/api.ts';
import { listOrEmpty } from '../../lib/listOrEmpty.ts';
import { cachedList } from '../realtime/listCache.ts';

export const teamKeys = {
  all: (accountId: number) => ['accounts', accountId, 'teams'] as const,
  list: (accountId: number) => [...teamKeys.all(accountId), 'list'] as const,
};

/** GET …/teams answers a bare array (Chatwoot's shape). */
export const fetchTeams = (accountId: number) =>
  listOrEmpty(() => cachedList(accountId, 'team', () => api<TTeam[]>(`/api/v1/accounts/${accountId}/teams`)));

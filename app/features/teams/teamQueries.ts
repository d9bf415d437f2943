import type { TAgent } from '../../../common/contracts/agents.ts';
import type { TCreateTeamRequest, TTeam, TTeamListItem, TUpdateTeamRequest } from '../../../common/contracts/teams.ts';
import { api } from '../../lib/api.ts';
import { listOrEmpty } from '../../lib/listOrEmpty.ts';
import { cachedList } from '../realtime/index.ts';

export const teamKeys = {
  all: (accountId: number) => ['accounts', accountId, 'teams'] as const,
  list: (accountId: number) => [...teamKeys.all(accountId), 'list'] as const,
  /** The settings pages' copy: fetched from the server, failures shown (not swallowed like the side lists). */
  manage: (accountId: number) => [...teamKeys.all(accountId), 'manage'] as const,
  detail: (accountId: number, id: number) => [...teamKeys.all(accountId), 'detail', id] as const,
  members: (accountId: number, id: number) => [...teamKeys.all(accountId), 'members', id] as const,
};

const base = (accountId: number) => `/api/v1/accounts/${accountId}/teams`;

/** GET …/teams answers a bare array (Chatwoot's shape). */
export const fetchTeams = (accountId: number) =>
  listOrEmpty(() => cachedList(accountId, 'team', () => api<TTeam[]>(base(accountId), { contract: 'teamList' })));

/** The settings list: each team with its members_count, in one request. */
export const fetchTeamsStrict = (accountId: number) => api<TTeamListItem[]>(base(accountId), { contract: 'teamList' });

export const getTeam = (accountId: number, id: number) => api<TTeam>(`${base(accountId)}/${id}`, { contract: 'team' });

export const createTeam = (accountId: number, input: TCreateTeamRequest) =>
  api<TTeam>(base(accountId), { method: 'POST', body: input, contract: 'team' });

export const updateTeam = (accountId: number, id: number, input: TUpdateTeamRequest) =>
  api<TTeam>(`${base(accountId)}/${id}`, { method: 'PATCH', body: input, contract: 'team' });

export const deleteTeam = (accountId: number, id: number) =>
  api<Record<string, never>>(`${base(accountId)}/${id}`, { method: 'DELETE', contract: 'empty' });

export const listTeamMembers = (accountId: number, id: number) =>
  api<TAgent[]>(`${base(accountId)}/${id}/team_members`, { contract: 'teamMembers' });

/** POST adds to the members, PATCH replaces them (Chatwoot's team_members). */
export const changeTeamMembers = (accountId: number, id: number, userIds: number[], mode: 'add' | 'set') =>
  api<TAgent[]>(`${base(accountId)}/${id}/team_members`, {
    method: mode === 'add' ? 'POST' : 'PATCH',
    body: { user_ids: userIds },
    contract: 'teamMembers',
  });

import type {
  TCreateCustomRoleRequest,
  TCustomRole,
  TUpdateCustomRoleRequest,
} from '../../../common/contracts/customRoles.ts';
import type { TInboxList } from '../../../common/contracts/responses/inboxes.ts';
import { api } from '../../lib/api.ts';

export const customRoleKeys = {
  all: (accountId: number) => ['accounts', accountId, 'customRoles'] as const,
  list: (accountId: number) => [...customRoleKeys.all(accountId), 'list'] as const,
  /** The inboxes a role's scope picks from (the inboxes module sits above this one). */
  inboxes: (accountId: number) => [...customRoleKeys.all(accountId), 'inboxes'] as const,
  /** The teams a role's team scope picks from. */
  teams: (accountId: number) => [...customRoleKeys.all(accountId), 'teams'] as const,
};

const base = (accountId: number) => `/api/v1/accounts/${accountId}/custom_roles`;

export const listCustomRoles = (accountId: number) =>
  api<TCustomRole[]>(base(accountId), { contract: 'customRoleList' });

export const listScopeInboxes = async (accountId: number) =>
  (await api<TInboxList>(`/api/v1/accounts/${accountId}/inboxes`, { contract: 'inboxList' })).payload.map((i) => ({
    id: i.id,
    name: i.name,
  }));

export const listScopeTeams = async (accountId: number) =>
  (await api<{ id: number; name: string }[]>(`/api/v1/accounts/${accountId}/teams`, { contract: 'teamList' })).map(
    (team) => ({ id: team.id, name: team.name }),
  );

export const createCustomRole = (accountId: number, input: TCreateCustomRoleRequest) =>
  api<TCustomRole>(base(accountId), { method: 'POST', body: input, contract: 'customRole' });

export const updateCustomRole = (accountId: number, id: number, input: TUpdateCustomRoleRequest) =>
  api<TCustomRole>(`${base(accountId)}/${id}`, { method: 'PATCH', body: input, contract: 'customRole' });

export const deleteCustomRole = (accountId: number, id: number) =>
  api<Record<string, never>>(`${base(accountId)}/${id}`, { method: 'DELETE', contract: 'empty' });

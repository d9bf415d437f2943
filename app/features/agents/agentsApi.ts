import type {
  TAgent,
  TCreateAgentRequest,
  TInvitedAgent,
  TUpdateAgentRequest,
} from '../../../common/contracts/agents.ts';
import { api } from '../../lib/api.ts';

export const agentKeys = {
  all: (accountId: number) => ['accounts', accountId, 'agents'] as const,
  list: (accountId: number) => [...agentKeys.all(accountId), 'list'] as const,
};

const base = (accountId: number) => `/api/v1/accounts/${accountId}/agents`;

export const listAgents = (accountId: number) => api<TAgent[]>(base(accountId), { contract: 'agentList' });

export const createAgent = (accountId: number, input: TCreateAgentRequest) =>
  api<TInvitedAgent>(base(accountId), { method: 'POST', body: input, contract: 'invitedAgent' });

export const updateAgent = (accountId: number, id: number, input: TUpdateAgentRequest) =>
  api<TAgent>(`${base(accountId)}/${id}`, { method: 'PATCH', body: input, contract: 'agent' });

export const removeAgent = (accountId: number, id: number) =>
  api<Record<string, never>>(`${base(accountId)}/${id}`, { method: 'DELETE', contract: 'empty' });

/** Turns a member's two-factor sign-in off (a lost device); the server audits it as mfa_reset. */
export const resetAgentMfa = (accountId: number, id: number) =>
  api<TAgent>(`${base(accountId)}/${id}/mfa`, { method: 'DELETE', contract: 'agent' });

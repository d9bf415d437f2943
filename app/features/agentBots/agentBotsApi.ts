import type { TAgentBot, TCreateAgentBotRequest } from '../../../common/contracts/agentBots.ts';
import { api } from '../../lib/api.ts';

const base = (accountId: number) => `/api/v1/accounts/${accountId}/agent_bots`;

/** Query keys of the agent bots settings (the inbox bot picker keeps its own list key). */
export const agentBotKeys = {
  all: (accountId: number) => ['agentBots', accountId] as const,
  list: (accountId: number) => [...agentBotKeys.all(accountId), 'list'] as const,
};

/** The form's fields, with an optional new avatar (then the request is multipart). */
export interface TAgentBotInput {
  name: string;
  description: string;
  outgoing_url: string;
  avatar?: File | null;
}

const bodyOf = (input: TAgentBotInput): TCreateAgentBotRequest | FormData => {
  const fields = { name: input.name, description: input.description, outgoing_url: input.outgoing_url };
  if (!input.avatar) return fields;
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('avatar', input.avatar);
  return form;
};

export const listBots = (accountId: number) => api<TAgentBot[]>(base(accountId), { contract: 'agentBotList' });

export const createBot = (accountId: number, input: TAgentBotInput) =>
  api<TAgentBot>(base(accountId), { method: 'POST', body: bodyOf(input), contract: 'agentBot' });

export const updateBot = (accountId: number, id: number, input: TAgentBotInput) =>
  api<TAgentBot>(`${base(accountId)}/${id}`, { method: 'PATCH', body: bodyOf(input), contract: 'agentBot' });

export const deleteBot = (accountId: number, id: number) =>
  api<Record<string, never>>(`${base(accountId)}/${id}`, { method: 'DELETE', contract: 'empty' });

export const resetBotToken = (accountId: number, id: number) =>
  api<TAgentBot>(`${base(accountId)}/${id}/reset_access_token`, { method: 'POST', contract: 'agentBot' });

export const deleteBotAvatar = (accountId: number, id: number) =>
  api<Record<string, never>>(`${base(accountId)}/${id}/avatar`, { method: 'DELETE', contract: 'empty' });

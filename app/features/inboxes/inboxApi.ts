import type { TAgent } from '../../../common/contracts/agents.ts';
import type { TAgentBot } from '../../../common/contracts/agentBots.ts';
import type { TAgentCapacity, TSetAgentCapacitiesRequest } from '../../../common/contracts/autoAssignment.ts';
import type {
  TCreateInboxRequest,
  TFacebookPage,
  TInboxProviders,
  TRegisterFacebookPageRequest,
  TTwilioChannelRequest,
  TUpdateInboxRequest,
} from '../../../common/contracts/inboxes.ts';
import { api } from '../../lib/api.ts';
import { inboxKeys as listKeys, type TInbox } from './inboxQueries.ts';

export type { TInbox, TWorkingHour } from './inboxQueries.ts';

export interface TPreChatField {
  name: string;
  label: string;
  type: string;
  field_type: 'standard' | 'custom';
  required: boolean;
  enabled: boolean;
  placeholder?: string;
}

export const inboxKeys = {
  ...listKeys,
  detail: (accountId: number, id: number) => [...listKeys.all(accountId), 'detail', id] as const,
  members: (accountId: number, id: number) => [...listKeys.all(accountId), 'members', id] as const,
  bot: (accountId: number, id: number) => [...listKeys.all(accountId), 'bot', id] as const,
  capacities: (accountId: number, id: number) => [...listKeys.all(accountId), 'capacities', id] as const,
  providers: (accountId: number) => ['accounts', accountId, 'inboxProviders'] as const,
  bots: (accountId: number) => ['accounts', accountId, 'agentBots'] as const,
};

const acc = (accountId: number) => `/api/v1/accounts/${accountId}`;

export const getInbox = (accountId: number, id: number) =>
  api<TInbox>(`${acc(accountId)}/inboxes/${id}`, { contract: 'inbox' });

export const createInbox = (accountId: number, input: TCreateInboxRequest) =>
  api<TInbox>(`${acc(accountId)}/inboxes`, { method: 'POST', body: input, contract: 'inbox' });

export const createTwilioInbox = (accountId: number, input: TTwilioChannelRequest['twilio_channel']) =>
  api<TInbox>(`${acc(accountId)}/channels/twilio_channel`, {
    method: 'POST',
    body: { twilio_channel: input },
    contract: 'inbox',
  });

export const updateInbox = (accountId: number, id: number, input: TUpdateInboxRequest | FormData) =>
  api<TInbox>(`${acc(accountId)}/inboxes/${id}`, { method: 'PATCH', body: input, contract: 'inbox' });

export const deleteInbox = (accountId: number, id: number) =>
  api<{ message: string }>(`${acc(accountId)}/inboxes/${id}`, { method: 'DELETE', contract: 'messageBody' });

export const deleteInboxAvatar = (accountId: number, id: number) =>
  api<Record<string, never>>(`${acc(accountId)}/inboxes/${id}/avatar`, { method: 'DELETE', contract: 'empty' });

export const listInboxMembers = async (accountId: number, id: number) =>
  (await api<{ payload: TAgent[] }>(`${acc(accountId)}/inbox_members/${id}`, { contract: 'agentPayload' })).payload;

export const setInboxMembers = (accountId: number, inboxId: number, userIds: number[]) =>
  api<{ payload: TAgent[] }>(`${acc(accountId)}/inbox_members`, {
    method: 'PATCH',
    body: { inbox_id: inboxId, user_ids: userIds },
    contract: 'agentPayload',
  });

/** POST inboxes/{id}/sync_templates (administrators): fetches the WhatsApp templates from the provider. */
export const syncTemplates = (accountId: number, inboxId: number) =>
  api<{ message: string; templates_count: number }>(`${acc(accountId)}/inboxes/${inboxId}/sync_templates`, {
    method: 'POST',
    contract: 'templatesSynced',
  });

export const getProviders = (accountId: number) =>
  api<TInboxProviders>(`${acc(accountId)}/inbox_providers`, { contract: 'inboxProviders' });

export const fetchFacebookPages = (accountId: number, token: string) =>
  api<{ data: { page_details: TFacebookPage[]; user_access_token: string } }>(
    `${acc(accountId)}/callbacks/facebook_pages.json`,
    { method: 'POST', body: { omniauth_token: token }, contract: 'facebookPages' },
  );

export const registerFacebookPage = (accountId: number, input: TRegisterFacebookPageRequest) =>
  api<TInbox>(`${acc(accountId)}/callbacks/register_facebook_page`, { method: 'POST', body: input, contract: 'inbox' });

/** POST callbacks/reauthorize_page: a new Facebook login's token for a page inbox whose token was refused. */
export const reauthorizeFacebookPage = (accountId: number, inboxId: number, token: string) =>
  api<TInbox>(`${acc(accountId)}/callbacks/reauthorize_page`, {
    method: 'POST',
    body: { omniauth_token: token, inbox_id: inboxId },
    contract: 'inbox',
  });

/** Signs a Google or Microsoft email inbox in again (its reauthorization banner): the provider's consent page. */
export const mailReauthorizationUrl = (accountId: number, provider: 'microsoft' | 'google', inboxId: number) =>
  api<{ url: string }>(`${acc(accountId)}/${provider}/authorization`, {
    method: 'POST',
    body: { inbox_id: inboxId },
    contract: 'authorizationUrl',
  });

export const authorizationUrl = (accountId: number, provider: 'twitter' | 'microsoft' | 'google', email?: string) =>
  api<{ url: string }>(`${acc(accountId)}/${provider}/authorization`, {
    method: 'POST',
    body: email === undefined ? {} : { email },
    contract: 'authorizationUrl',
  });

/** GET instagram/authorization (Chatwoot's route): Instagram's login page for this account. */
export const instagramAuthorizationUrl = (accountId: number) =>
  api<{ url: string }>(`${acc(accountId)}/instagram/authorization`, { contract: 'authorizationUrl' });

export const listAgentBots = (accountId: number) =>
  api<TAgentBot[]>(`${acc(accountId)}/agent_bots`, { contract: 'agentBotList' });

export const getInboxBot = async (accountId: number, inboxId: number) =>
  (
    await api<{ agent_bot: TAgentBot | null }>(`${acc(accountId)}/inboxes/${inboxId}/agent_bot`, {
      contract: 'inboxBot',
    })
  ).agent_bot;

export const setInboxBot = (accountId: number, inboxId: number, botId: number | null) =>
  api<Record<string, never>>(`${acc(accountId)}/inboxes/${inboxId}/set_agent_bot`, {
    method: 'POST',
    body: { agent_bot: botId },
  });

/** Auto-assignment capacity of each member of the inbox (null: no limit of their own). */
export const listAgentCapacities = async (accountId: number, inboxId: number) =>
  (
    await api<{ payload: TAgentCapacity[] }>(`${acc(accountId)}/inboxes/${inboxId}/agent_capacities`, {
      contract: 'agentCapacityList',
    })
  ).payload;

export const setAgentCapacities = async (accountId: number, inboxId: number, input: TSetAgentCapacitiesRequest) =>
  (
    await api<{ payload: TAgentCapacity[] }>(`${acc(accountId)}/inboxes/${inboxId}/agent_capacities`, {
      method: 'PATCH',
      body: input,
      contract: 'agentCapacityList',
    })
  ).payload;

import type { TAgent } from '../../../common/contracts/agents.ts';
import type { TAgentBot } from '../../../common/contracts/agentBots.ts';
import type {
  TCreateInboxRequest,
  TFacebookPage,
  TInboxProviders,
  TRegisterFacebookPageRequest,
  TTwilioChannelRequest,
  TUpdateInboxRequest,
} from '../../../common/contracts/inboxes.ts';
import { api } from '../../lib/api.ts';
import { inboxKeys as listKeys, type TInboxSummary } from './inboxQueries.ts';

export interface TWorkingHour {
  day_of_week: number;
  closed_all_day: boolean;
  open_all_day: boolean;
  open_hour: number | null;
  open_minutes: number | null;
  close_hour: number | null;
  close_minutes: number | null;
}

/** GET inboxes/{id} as administrators see it (Chatwoot's inbox payload; channel fields flattened in). */
export interface TInbox extends TInboxSummary {
  avatar_url: string;
  greeting_enabled: boolean;
  greeting_message: string;
  working_hours_enabled: boolean;
  working_hours: TWorkingHour[];
  out_of_office_message: string;
  timezone: string;
  enable_email_collect: boolean;
  csat_survey_enabled: boolean;
  enable_auto_assignment: boolean;
  auto_assignment_config: { max_assignment_limit?: number | null } & Record<string, unknown>;
  allow_messages_after_resolved: boolean;
  lock_to_single_conversation: boolean;
  website_url: string;
  website_token: string;
  web_widget_script: string;
  widget_color: string;
  welcome_title: string;
  welcome_tagline: string;
  reply_time: string;
  hmac_token?: string;
  hmac_mandatory: boolean;
  pre_chat_form_enabled?: boolean;
  pre_chat_form_options?: { pre_chat_message?: string; pre_chat_fields?: TPreChatField[] };
  selected_feature_flags: string[];
  continuity_via_email?: boolean;
  webhook_url?: string;
  inbox_identifier?: string;
  email?: string;
  forward_to_email?: string;
  phone_number: string;
  messaging_service_sid: string;
  imap_enabled?: boolean;
  imap_address?: string | null;
  imap_port?: number | null;
  imap_login?: string | null;
  imap_enable_ssl?: boolean;
  smtp_enabled?: boolean;
  smtp_address?: string | null;
  smtp_port?: number | null;
  smtp_login?: string | null;
  smtp_domain?: string | null;
  smtp_enable_ssl_tls?: boolean;
  smtp_enable_starttls_auto?: boolean;
  /** WhatsApp and Twilio WhatsApp inboxes: the synced templates and when they were last fetched. */
  message_templates?: unknown;
  message_templates_last_updated?: string | null;
}

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
  providers: (accountId: number) => ['accounts', accountId, 'inboxProviders'] as const,
  bots: (accountId: number) => ['accounts', accountId, 'agentBots'] as const,
};

const acc = (accountId: number) => `/api/v1/accounts/${accountId}`;

export const getInbox = (accountId: number, id: number) => api<TInbox>(`${acc(accountId)}/inboxes/${id}`);

export const createInbox = (accountId: number, input: TCreateInboxRequest) =>
  api<TInbox>(`${acc(accountId)}/inboxes`, { method: 'POST', body: input });

export const createTwilioInbox = (accountId: number, input: TTwilioChannelRequest['twilio_channel']) =>
  api<TInbox>(`${acc(accountId)}/channels/twilio_channel`, { method: 'POST', body: { twilio_channel: input } });

export const updateInbox = (accountId: number, id: number, input: TUpdateInboxRequest | FormData) =>
  api<TInbox>(`${acc(accountId)}/inboxes/${id}`, { method: 'PATCH', body: input });

export const deleteInbox = (accountId: number, id: number) =>
  api<Record<string, never>>(`${acc(accountId)}/inboxes/${id}`, { method: 'DELETE' });

export const deleteInboxAvatar = (accountId: number, id: number) =>
  api<Record<string, never>>(`${acc(accountId)}/inboxes/${id}/avatar`, { method: 'DELETE' });

export const listInboxMembers = async (accountId: number, id: number) =>
  (await api<{ payload: TAgent[] }>(`${acc(accountId)}/inbox_members/${id}`)).payload;

export const setInboxMembers = (accountId: number, inboxId: number, userIds: number[]) =>
  api<{ payload: TAgent[] }>(`${acc(accountId)}/inbox_members`, {
    method: 'PATCH',
    body: { inbox_id: inboxId, user_ids: userIds },
  });

/** POST inboxes/{id}/sync_templates (administrators): fetches the WhatsApp templates from the provider. */
export const syncTemplates = (accountId: number, inboxId: number) =>
  api<{ message: string; templates_count: number }>(`${acc(accountId)}/inboxes/${inboxId}/sync_templates`, {
    method: 'POST',
  });

export const getProviders = (accountId: number) => api<TInboxProviders>(`${acc(accountId)}/inbox_providers`);

export const fetchFacebookPages = (accountId: number, token: string) =>
  api<{ data: { page_details: TFacebookPage[]; user_access_token: string } }>(
    `${acc(accountId)}/callbacks/facebook_pages.json`,
    { method: 'POST', body: { omniauth_token: token } },
  );

export const registerFacebookPage = (accountId: number, input: TRegisterFacebookPageRequest) =>
  api<TInbox>(`${acc(accountId)}/callbacks/register_facebook_page`, { method: 'POST', body: input });

export const authorizationUrl = (accountId: number, provider: 'twitter' | 'microsoft' | 'google', email?: string) =>
  api<{ url: string }>(`${acc(accountId)}/${provider}/authorization`, {
    method: 'POST',
    body: email === undefined ? {} : { email },
  });

export const listAgentBots = (accountId: number) => api<TAgentBot[]>(`${acc(accountId)}/agent_bots`);

export const getInboxBot = async (accountId: number, inboxId: number) =>
  (await api<{ agent_bot: TAgentBot | null }>(`${acc(accountId)}/inboxes/${inboxId}/agent_bot`)).agent_bot;

export const setInboxBot = (accountId: number, inboxId: number, botId: number | null) =>
  api<Record<string, never>>(`${acc(accountId)}/inboxes/${inboxId}/set_agent_bot`, {
    method: 'POST',
    body: { agent_bot: botId },
  });

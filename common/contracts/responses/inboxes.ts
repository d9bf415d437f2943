import { z } from 'zod';
import { ZAttributes } from './fields.ts';
import { ZAgent } from './agents.ts';
import type { TFacebookPage, TInboxProviders } from '../inboxes.ts';
import { tie } from './tie.ts';

export const ZWorkingHour = z.object({
  day_of_week: z.number().int(),
  closed_all_day: z.boolean(),
  open_all_day: z.boolean(),
  open_hour: z.number().int().nullable(),
  open_minutes: z.number().int().nullable(),
  close_hour: z.number().int().nullable(),
  close_minutes: z.number().int().nullable(),
});
export type TWorkingHour = z.infer<typeof ZWorkingHour>;

/** Fields present on every inbox (empty where the channel has none), as Chatwoot's payload has them. */
const inboxBase = {
  id: z.number().int(),
  account_id: z.number().int(),
  name: z.string(),
  channel_id: z.number().int(),
  channel_type: z.string(),
  avatar_url: z.string(),
  greeting_enabled: z.boolean(),
  greeting_message: z.string(),
  working_hours_enabled: z.boolean(),
  enable_email_collect: z.boolean(),
  csat_survey_enabled: z.boolean(),
  csat_config: ZAttributes,
  enable_auto_assignment: z.boolean(),
  auto_assignment_config: ZAttributes,
  out_of_office_message: z.string(),
  working_hours: z.array(ZWorkingHour),
  timezone: z.string(),
  callback_webhook_url: z.string().nullable(),
  allow_messages_after_resolved: z.boolean(),
  lock_to_single_conversation: z.boolean(),
  sender_name_type: z.enum(['friendly', 'professional']),
  business_name: z.string().nullable(),
  portal_id: z.number().int().nullable(),
  reauthorization_required: z.boolean(),
  website_url: z.string(),
  widget_color: z.string(),
  website_token: z.string(),
  web_widget_script: z.string(),
  welcome_title: z.string(),
  welcome_tagline: z.string(),
  hmac_mandatory: z.boolean(),
  selected_feature_flags: z.array(z.string()),
  /** A REPLY_TIMES value on website inboxes, '' elsewhere. */
  reply_time: z.string(),
  messaging_service_sid: z.string(),
  phone_number: z.string(),
  medium: z.string(),
  /** null on an email inbox without a provider. */
  provider: z.string().nullable(),
};

/**
 * Channel fields flattened in by channel type (inboxes.presenter channelFields); secrets
 * (hmac_token, secret, provider_config, account_sid, api_key_sid, passwords) only for administrators.
 */
const channelExtras = {
  // Website
  hmac_token: z.string(),
  pre_chat_form_enabled: z.boolean(),
  pre_chat_form_options: ZAttributes,
  continuity_via_email: z.boolean(),
  // API
  webhook_url: z.string(),
  inbox_identifier: z.string(),
  secret: z.string(),
  additional_attributes: ZAttributes,
  // Email
  email: z.string(),
  forward_to_email: z.string(),
  imap_enabled: z.boolean(),
  imap_address: z.string().nullable(),
  imap_port: z.number().int().nullable(),
  imap_login: z.string().nullable(),
  imap_password: z.string(),
  imap_enable_ssl: z.boolean(),
  smtp_enabled: z.boolean(),
  smtp_address: z.string().nullable(),
  smtp_port: z.number().int().nullable(),
  smtp_login: z.string().nullable(),
  smtp_password: z.string(),
  smtp_domain: z.string().nullable(),
  smtp_enable_starttls_auto: z.boolean(),
  smtp_authentication: z.string(),
  smtp_openssl_verify_mode: z.string(),
  smtp_enable_ssl_tls: z.boolean(),
  email_signature: z.string().nullable(),
  signature_source: z.string(),
  // SMS, WhatsApp, Twilio
  provider_config: ZAttributes,
  message_templates: z.array(z.unknown()),
  /** ISO time of the last template sync. */
  message_templates_last_updated: z.string().nullable(),
  account_sid: z.string(),
  api_key_sid: z.string().nullable(),
  // LINE, Telegram, Facebook
  line_channel_id: z.string(),
  bot_name: z.string(),
  page_id: z.string(),
  instagram_id: z.string().nullable(),
};

/** One inbox (GET …/inboxes/:id; the list's items). */
export const ZInbox = z.object({ ...inboxBase, ...z.object(channelExtras).partial().shape });
export type TInbox = z.infer<typeof ZInbox>;

/** GET …/inboxes. */
export const ZInboxList = z.object({ payload: z.array(ZInbox) });
export type TInboxList = z.infer<typeof ZInboxList>;

/** TFacebookPage (common/contracts/inboxes.ts), tied to it: a change on one side alone fails tsc. */
export const ZFacebookPage = tie<TFacebookPage>()(
  z.object({
    id: z.string(),
    name: z.string(),
    access_token: z.string(),
    category: z.string().optional(),
    exists: z.boolean(),
  }),
);

/** GET …/:id/assignable_agents. */
export const ZAgentPayload = z.object({ payload: z.array(ZAgent) });

/** TInboxProviders (common/contracts/inboxes.ts), tied to it: a change on one side alone fails tsc. */
export const ZInboxProviders = tie<TInboxProviders>()(
  z.object({
    facebook: z.object({ app_id: z.string(), api_version: z.string(), sdk_url: z.string() }).nullable(),
    instagram: z.boolean(),
    twitter: z.boolean(),
    microsoft: z.boolean(),
    google: z.boolean(),
  }),
);

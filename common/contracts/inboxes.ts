import { z } from 'zod';
import { ZCsatConfigInput } from './csat.ts';
import { ZHexColor } from './labels.ts';
import { ZId, ZName } from './fields.ts';

/** Chatwoot's channel class names, as inbox payloads carry them. */
export const CHANNEL_TYPES = {
  web_widget: 'Channel::WebWidget',
  api: 'Channel::Api',
  email: 'Channel::Email',
  sms: 'Channel::Sms',
  whatsapp: 'Channel::Whatsapp',
  line: 'Channel::Line',
  telegram: 'Channel::Telegram',
  twilio: 'Channel::TwilioSms',
  facebook: 'Channel::FacebookPage',
  instagram: 'Channel::Instagram',
  twitter: 'Channel::TwitterProfile',
} as const;
export type TChannelKind = keyof typeof CHANNEL_TYPES;
export type TChannelType = (typeof CHANNEL_TYPES)[TChannelKind];

export const DEFAULT_WIDGET_COLOR = '#009CE0';
const E164 = /^\+[1-9]\d{1,14}$/;
const digits = (field: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { message: `${field} must be numeric` });
const required = z.string().trim().min(1, { message: "can't be blank" }).max(2048);

export const ZPhoneE164 = z.string().trim().regex(E164, { message: 'must be in E.164 format, e.g. +14155550123' });
/** Empty, or an http(s) URL (spec part 1 §5, API channel). */
export const ZWebhookUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), { message: 'must begin with http:// or https://' });

export const ZWebWidgetChannel = z.object({
  type: z.literal('web_widget'),
  website_url: required,
  widget_color: ZHexColor.default(DEFAULT_WIDGET_COLOR),
  welcome_title: z.string().trim().max(255).optional(),
  welcome_tagline: z.string().trim().max(1024).optional(),
});
export const ZApiChannel = z.object({ type: z.literal('api'), webhook_url: ZWebhookUrl.optional() });
export const ZEmailChannel = z.object({
  type: z.literal('email'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'is invalid' })),
  provider: z.enum(['microsoft', 'google', 'other']).optional(),
});
export const ZSmsChannel = z.object({
  type: z.literal('sms'),
  phone_number: z
    .string()
    .trim()
    .regex(/^\+\d+$/, { message: 'must start with + followed by digits' }),
  provider: z.literal('bandwidth').default('bandwidth'),
  provider_config: z.object({
    api_key: required,
    api_secret: required,
    application_id: required,
    account_id: required,
  }),
});
export const ZWhatsappChannel = z.discriminatedUnion('provider', [
  z.object({
    type: z.literal('whatsapp'),
    provider: z.literal('whatsapp_cloud'),
    phone_number: ZPhoneE164,
    provider_config: z.object({
      api_key: required,
      phone_number_id: digits('phone number id'),
      business_account_id: digits('business account id'),
    }),
  }),
  z.object({
    type: z.literal('whatsapp'),
    provider: z.literal('default'),
    phone_number: ZPhoneE164,
    provider_config: z.object({ api_key: required }),
  }),
]);
export const ZLineChannel = z.object({
  type: z.literal('line'),
  line_channel_id: required,
  line_channel_secret: required,
  line_channel_token: required,
});
export const ZTelegramChannel = z.object({ type: z.literal('telegram'), bot_token: required });

const ZInboxSettings = z.object({
  greeting_enabled: z.boolean(),
  greeting_message: z.string().max(10_000).nullable(),
  enable_email_collect: z.boolean(),
  csat_survey_enabled: z.boolean(),
  csat_config: ZCsatConfigInput,
  enable_auto_assignment: z.boolean(),
  auto_assignment_config: z.record(z.string(), z.unknown()),
  working_hours_enabled: z.boolean(),
  out_of_office_message: z.string().max(10_000).nullable(),
  timezone: z.string().trim().min(1).max(64),
  allow_messages_after_resolved: z.boolean(),
  lock_to_single_conversation: z.boolean(),
  sender_name_type: z.enum(['friendly', 'professional']),
  business_name: z.string().trim().max(255).nullable(),
  /** The help-centre portal a website inbox's widget shows (search and popular articles); null unlinks. */
  portal_id: z.coerce.number().int().positive().max(2_147_483_647).nullable(),
});

export type TInboxSettingsInput = Partial<z.infer<typeof ZInboxSettings>> & { name?: string };

export const ZCreateInboxRequest = ZInboxSettings.partial().extend({
  name: ZName,
  channel: z.union([
    ZWebWidgetChannel,
    ZApiChannel,
    ZEmailChannel,
    ZSmsChannel,
    ZWhatsappChannel,
    ZLineChannel,
    ZTelegramChannel,
  ]),
});
export type TCreateInboxRequest = z.infer<typeof ZCreateInboxRequest>;

export const ZWorkingHour = z.object({
  day_of_week: z.number().int().min(0).max(6),
  closed_all_day: z.boolean().default(false),
  open_all_day: z.boolean().default(false),
  open_hour: z.number().int().min(0).max(23).nullable().optional(),
  open_minutes: z.number().int().min(0).max(59).nullable().optional(),
  close_hour: z.number().int().min(0).max(24).nullable().optional(),
  close_minutes: z.number().int().min(0).max(59).nullable().optional(),
});

export const SIGNATURE_SOURCES = ['agent', 'inbox', 'both'] as const;

/** Channel settings an update may change (per type; the others are ignored). */
export const ZUpdateChannel = z
  .object({
    website_url: required,
    widget_color: ZHexColor,
    welcome_title: z.string().trim().max(255).nullable(),
    welcome_tagline: z.string().trim().max(1024).nullable(),
    reply_time: z.enum(['in_a_few_minutes', 'in_a_few_hours', 'in_a_day']),
    hmac_mandatory: z.boolean(),
    pre_chat_form_enabled: z.boolean(),
    pre_chat_form_options: z.record(z.string(), z.unknown()),
    continuity_via_email: z.boolean(),
    selected_feature_flags: z.array(z.enum(['attachments', 'emoji_picker', 'end_conversation'])),
    webhook_url: ZWebhookUrl,
    imap_enabled: z.boolean(),
    imap_address: z.string().trim().max(255),
    imap_port: z.number().int().min(1).max(65535),
    imap_login: z.string().trim().max(255),
    imap_password: z.string().max(1024),
    imap_enable_ssl: z.boolean(),
    smtp_enabled: z.boolean(),
    smtp_address: z.string().trim().max(255),
    smtp_port: z.number().int().min(1).max(65535),
    smtp_login: z.string().trim().max(255),
    smtp_password: z.string().max(1024),
    smtp_domain: z.string().trim().max(255),
    smtp_enable_starttls_auto: z.boolean(),
    smtp_authentication: z.enum(['plain', 'login', 'cram_md5']),
    smtp_openssl_verify_mode: z.enum(['none', 'peer', 'client_once', 'fail_if_no_peer_cert']),
    smtp_enable_ssl_tls: z.boolean(),
    /** The inbox's email signature (HTML, sanitised on save); `{{agent.name}}` is filled in when sent. */
    email_signature: z.string().max(20_000).nullable(),
    /** Whose signature outgoing email carries: each agent's own, the inbox's, or both. */
    signature_source: z.enum(SIGNATURE_SOURCES),
  })
  .partial();

export const ZUpdateInboxRequest = ZInboxSettings.partial().extend({
  name: ZName.optional(),
  channel: ZUpdateChannel.optional(),
  working_hours: z.array(ZWorkingHour).max(7).optional(),
});
export type TUpdateInboxRequest = z.infer<typeof ZUpdateInboxRequest>;

export const ZTwilioChannelRequest = z.object({
  twilio_channel: z
    .object({
      name: ZName,
      medium: z.enum(['sms', 'whatsapp']),
      account_sid: required,
      auth_token: required,
      api_key_sid: z.string().trim().max(64).nullable().optional(),
      messaging_service_sid: z.string().trim().max(64).nullable().optional(),
      phone_number: ZPhoneE164.nullable().optional(),
    })
    .refine((v) => v.phone_number || v.messaging_service_sid, {
      path: ['messaging_service_sid'],
      message: "can't be blank without a phone number",
    }),
});
export type TTwilioChannelRequest = z.infer<typeof ZTwilioChannelRequest>;

export const ZInboxMembersRequest = z.object({
  /** Missing, empty, not an id or not the account's: 404, as Chatwoot's `inboxes.find` answers. */
  inbox_id: z.preprocess((v) => (ZId.safeParse(v).success ? v : undefined), ZId.optional()),
  user_ids: z.array(z.coerce.number().int().positive()).max(500),
});

export const REPLY_TIMES = ['in_a_few_minutes', 'in_a_few_hours', 'in_a_day'] as const;
export const WIDGET_FEATURE_FLAGS = ['attachments', 'emoji_picker', 'end_conversation'] as const;

/** POST callbacks/facebook_pages: the token from Facebook Login (spec: omniauth_token). */
export const ZFacebookPagesRequest = z
  .object({
    omniauth_token: z.string().trim().min(1).max(4096).optional(),
    user_access_token: z.string().trim().min(1).max(4096).optional(),
  })
  .refine((v) => v.omniauth_token ?? v.user_access_token, {
    path: ['omniauth_token'],
    message: "can't be blank",
  });

/** A page the Facebook user manages; `exists` when this account already has an inbox for it. */
export interface TFacebookPage {
  id: string;
  name: string;
  access_token: string;
  category?: string;
  exists: boolean;
}

/** POST callbacks/register_facebook_page (spec part 1 §3 "Facebook inbox channel payload"). */
export const ZRegisterFacebookPageRequest = z.object({
  user_access_token: required,
  page_access_token: required,
  page_id: z.string().trim().min(1, { message: "can't be blank" }).max(64),
  inbox_name: ZName,
});
export type TRegisterFacebookPageRequest = z.infer<typeof ZRegisterFacebookPageRequest>;

/** POST callbacks/reauthorize_page: a new Facebook login token for a page inbox whose token was refused. */
export const ZReauthorizePageRequest = z.object({
  omniauth_token: z.string().trim().min(1, { message: "can't be blank" }).max(4096),
  inbox_id: z.coerce.number().int().positive(),
});
export type TReauthorizePageRequest = z.infer<typeof ZReauthorizePageRequest>;

/** POST microsoft|google/authorization: a new inbox's address, or (the reauthorization banner) the inbox signed in again. */
export const ZEmailAuthorizationRequest = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ message: 'is invalid' }))
      .optional(),
    inbox_id: z.coerce.number().int().positive().optional(),
  })
  .refine((v) => v.email !== undefined || v.inbox_id !== undefined, {
    message: 'email or inbox_id is required',
    path: ['email'],
  });

/** Which channel providers this installation has credentials for (drives the channel forms). */
export interface TInboxProviders {
  facebook: { app_id: string; api_version: string; sdk_url: string } | null;
  /** Instagram business login is configured (INSTAGRAM_APP_ID and secret). */
  instagram: boolean;
  twitter: boolean;
  microsoft: boolean;
  google: boolean;
}

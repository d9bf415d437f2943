import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

const common = () => ({
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const channelWebWidgets = pgTable(
  'channel_web_widgets',
  {
    ...common(),
    websiteUrl: varchar('website_url', { length: 2048 }).notNull(),
    websiteToken: varchar('website_token', { length: 64 }).notNull(),
    widgetColor: varchar('widget_color', { length: 16 }).notNull().default('#009CE0'),
    welcomeTitle: varchar('welcome_title', { length: 255 }),
    welcomeTagline: varchar('welcome_tagline', { length: 1024 }),
    /** Bit flags: attachments 1, emoji picker 2, end conversation 4 (default all on). */
    featureFlags: integer('feature_flags').notNull().default(7),
    replyTime: integer('reply_time').notNull().default(0),
    hmacToken: varchar('hmac_token', { length: 64 }).notNull(),
    hmacMandatory: boolean('hmac_mandatory').notNull().default(false),
    preChatFormEnabled: boolean('pre_chat_form_enabled').notNull().default(false),
    preChatFormOptions: jsonb('pre_chat_form_options')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    continuityViaEmail: boolean('continuity_via_email').notNull().default(true),
  },
  (t) => [uniqueIndex('channel_web_widgets_token_key').on(t.websiteToken)],
);

export const channelApi = pgTable(
  'channel_api',
  {
    ...common(),
    webhookUrl: varchar('webhook_url', { length: 2048 }),
    identifier: varchar('identifier', { length: 64 }).notNull(),
    hmacToken: varchar('hmac_token', { length: 64 }).notNull(),
    hmacMandatory: boolean('hmac_mandatory').notNull().default(false),
    /** Signs outgoing webhooks (X-Chatwoot-Signature style). */
    secret: varchar('secret', { length: 64 }).notNull(),
    additionalAttributes: jsonb('additional_attributes')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [uniqueIndex('channel_api_identifier_key').on(t.identifier)],
);

export const channelEmails = pgTable(
  'channel_email',
  {
    ...common(),
    email: varchar('email', { length: 255 }).notNull(),
    forwardToEmail: varchar('forward_to_email', { length: 255 }).notNull(),
    provider: varchar('provider', { length: 32 }),
    providerConfig: jsonb('provider_config')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    imapEnabled: boolean('imap_enabled').notNull().default(false),
    imapAddress: varchar('imap_address', { length: 255 }),
    imapPort: integer('imap_port'),
    imapLogin: varchar('imap_login', { length: 255 }),
    imapPassword: text('imap_password'),
    imapEnableSsl: boolean('imap_enable_ssl').notNull().default(true),
    smtpEnabled: boolean('smtp_enabled').notNull().default(false),
    smtpAddress: varchar('smtp_address', { length: 255 }),
    smtpPort: integer('smtp_port'),
    smtpLogin: varchar('smtp_login', { length: 255 }),
    smtpPassword: text('smtp_password'),
    smtpDomain: varchar('smtp_domain', { length: 255 }),
    smtpEnableStarttlsAuto: boolean('smtp_enable_starttls_auto').notNull().default(true),
    smtpAuthentication: varchar('smtp_authentication', { length: 32 }).notNull().default('login'),
    smtpOpensslVerifyMode: varchar('smtp_openssl_verify_mode', { length: 32 }).notNull().default('none'),
    smtpEnableSslTls: boolean('smtp_enable_ssl_tls').notNull().default(false),
    /** The inbox's own signature (sanitised HTML; `{{agent.name}}` is filled in when a reply goes out). */
    emailSignature: text('email_signature'),
    /** Whose signature outgoing mail carries: `agent` (each agent's own), `inbox` (this one) or `both`. */
    signatureSource: varchar('signature_source', { length: 16 }).notNull().default('agent'),
  },
  (t) => [
    uniqueIndex('channel_email_email_key').on(t.email),
    uniqueIndex('channel_email_forward_key').on(t.forwardToEmail),
  ],
);

/** SMS (Bandwidth) and WhatsApp (Cloud / 360dialog) keep provider credentials in provider_config. */
export const channelSms = pgTable(
  'channel_sms',
  {
    ...common(),
    phoneNumber: varchar('phone_number', { length: 32 }).notNull(),
    provider: varchar('provider', { length: 32 }).notNull().default('bandwidth'),
    providerConfig: jsonb('provider_config')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [uniqueIndex('channel_sms_phone_key').on(t.phoneNumber)],
);

export const channelWhatsapp = pgTable(
  'channel_whatsapp',
  {
    ...common(),
    phoneNumber: varchar('phone_number', { length: 32 }).notNull(),
    provider: varchar('provider', { length: 32 }).notNull().default('whatsapp_cloud'),
    providerConfig: jsonb('provider_config')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    messageTemplates: jsonb('message_templates')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    messageTemplatesLastUpdated: timestamp('message_templates_last_updated', { withTimezone: true }),
  },
  (t) => [uniqueIndex('channel_whatsapp_phone_key').on(t.phoneNumber)],
);

export const channelTwilioSms = pgTable(
  'channel_twilio_sms',
  {
    ...common(),
    /** sms or whatsapp. */
    medium: varchar('medium', { length: 16 }).notNull().default('sms'),
    accountSid: varchar('account_sid', { length: 64 }).notNull(),
    authToken: varchar('auth_token', { length: 128 }).notNull(),
    apiKeySid: varchar('api_key_sid', { length: 64 }),
    phoneNumber: varchar('phone_number', { length: 32 }),
    messagingServiceSid: varchar('messaging_service_sid', { length: 64 }),
    /** WhatsApp content templates from Twilio's Content API, normalised to WhatsApp's template shape. */
    messageTemplates: jsonb('message_templates')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    messageTemplatesLastUpdated: timestamp('message_templates_last_updated', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('channel_twilio_phone_key').on(t.accountSid, t.phoneNumber),
    uniqueIndex('channel_twilio_mss_key').on(t.messagingServiceSid),
  ],
);

export const channelLine = pgTable(
  'channel_line',
  {
    ...common(),
    lineChannelId: varchar('line_channel_id', { length: 64 }).notNull(),
    lineChannelSecret: varchar('line_channel_secret', { length: 128 }).notNull(),
    lineChannelToken: text('line_channel_token').notNull(),
  },
  (t) => [uniqueIndex('channel_line_channel_key').on(t.lineChannelId)],
);

export const channelTelegram = pgTable(
  'channel_telegram',
  {
    ...common(),
    botToken: varchar('bot_token', { length: 128 }).notNull(),
    botName: varchar('bot_name', { length: 255 }),
  },
  (t) => [uniqueIndex('channel_telegram_token_key').on(t.botToken)],
);

export const channelFacebookPages = pgTable(
  'channel_facebook_pages',
  {
    ...common(),
    pageId: varchar('page_id', { length: 64 }).notNull(),
    pageAccessToken: text('page_access_token').notNull(),
    userAccessToken: text('user_access_token').notNull(),
    instagramId: varchar('instagram_id', { length: 64 }),
    /** Set when Facebook refused the page token (error 190): the inbox shows the reconnect banner until then. */
    reauthorizationRequiredAt: timestamp('reauthorization_required_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('channel_facebook_pages_page_key').on(t.pageId, t.accountId)],
);

/**
 * X (Twitter) direct messages: the X user id (profile_id) and its OAuth 1.0a access token and secret, both
 * sealed at rest (server/features/inboxes/twitterToken.ts).
 */
export const channelTwitterProfiles = pgTable(
  'channel_twitter_profiles',
  {
    ...common(),
    profileId: varchar('profile_id', { length: 64 }).notNull(),
    twitterAccessToken: text('twitter_access_token').notNull(),
    twitterAccessTokenSecret: text('twitter_access_token_secret').notNull(),
    tweetsEnabled: boolean('tweets_enabled').notNull().default(true),
    /** Set when X refused the tokens (401, error 89): the reconnect banner shows until the next sign-in. */
    reauthorizationRequiredAt: timestamp('reauthorization_required_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('channel_twitter_profile_key').on(t.profileId, t.accountId)],
);

/**
 * Instagram through Instagram business login (no Facebook page): the professional account's id, its
 * long-lived token sealed at rest (server/features/oauth/instagramToken.ts), and when that token expires.
 */
export const channelInstagram = pgTable(
  'channel_instagram',
  {
    ...common(),
    instagramId: varchar('instagram_id', { length: 64 }).notNull(),
    accessToken: text('access_token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    username: varchar('username', { length: 255 }),
    /** Set when Instagram refused the token (error 190): the reconnect banner shows until a new login. */
    reauthorizationRequiredAt: timestamp('reauthorization_required_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('channel_instagram_instagram_id_key').on(t.instagramId)],
);

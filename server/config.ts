import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  FRONTEND_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  ENABLE_ACCOUNT_SIGNUP: bool.default(true),
  DEPLOYMENT_ENV: z.enum(['self_hosted', 'cloud']).default('self_hosted'),
  SMTP_ADDRESS: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_USERNAME: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_SECURE: bool.default(false),
  MAILER_SENDER_EMAIL: z.string().default('Helpdesk <accounts@helpdesk.local>'),
  UPLOADS_DIR: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  /** Lets webhooks, SMTP hosts and other tenant-set targets reach loopback/private addresses (self-hosters). */
  ALLOW_PRIVATE_NETWORK_TARGETS: bool.default(false),
  MAILER_INBOUND_EMAIL_DOMAIN: z.string().optional(),
  /** Password of Chatwoot's relay ingress (POST /rails/action_mailbox/relay/inbound_emails, user "actionmailbox"). */
  RAILS_INBOUND_EMAIL_PASSWORD: z.string().min(1).max(256).optional(),
  SUPPORT_INBOX_TOKEN: z.string().max(128).optional(),
  CSML_EDITOR_HOST: z.string().url().optional(),
  DISPLAY_MANIFEST: bool.default(true),
  /** LibreTranslate-compatible translation API for message translation (POST {url}/translate). */
  /** Captain's model (docs/CAPTAIN.md): an OpenAI-compatible API base, its key, chat and embedding models. */
  CAPTAIN_OPEN_AI_ENDPOINT: z.string().url().optional(),
  CAPTAIN_OPEN_AI_API_KEY: z.string().max(512).optional(),
  CAPTAIN_OPEN_AI_MODEL: z.string().max(128).optional(),
  CAPTAIN_EMBEDDING_MODEL: z.string().max(128).optional(),
  /** How long one model call may take before Captain calls the model down. */
  CAPTAIN_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  TRANSLATE_API_URL: z.string().url().optional(),
  TRANSLATE_API_KEY: z.string().max(512).optional(),
  /** Where the latest released version is read (JSON `{ "version": "x.y.z" }`) for the update banner; off when unset. */
  UPDATE_CHECK_URL: z.string().url().optional(),
  /** A Sentry-compatible DSN: server and browser errors are reported there when set (docs/ADMIN.md). */
  SENTRY_DSN: z.string().url().optional(),
  /** Signs widget visitor tokens (X-Auth-Token); without it a random secret is kept in the database. */
  SECRET_KEY_BASE: z.string().min(32).optional(),
  /** Seals secrets kept in the database (TOTP secrets); falls back to SECRET_KEY_BASE, then a stored random key. */
  ENCRYPTION_KEY: z.string().min(32).optional(),
  /** Widget abuse limits (Chatwoot's rack-attack widget rules); `false` turns them off. */
  ENABLE_RACK_ATTACK_WIDGET_API: bool.default(true),
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  /** Twilio's Content API (WhatsApp content templates). */
  TWILIO_CONTENT_API_URL: z.string().url().default('https://content.twilio.com'),
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z.string().default('v22.0'),
  WHATSAPP_360DIALOG_API_URL: z.string().url().default('https://waba.360dialog.io/v1'),
  WHATSAPP_APP_SECRET: z.string().optional(),
  LINE_API_URL: z.string().url().default('https://api.line.me'),
  LINE_DATA_API_URL: z.string().url().default('https://api-data.line.me'),
  TELEGRAM_API_URL: z.string().url().default('https://api.telegram.org'),
  BANDWIDTH_API_URL: z.string().url().default('https://messaging.bandwidth.com'),
  /** Dialogflow's API base for every region (tests point it at a local server); unset: Google's regional hosts. */
  DIALOGFLOW_API_URL: z.string().url().optional(),
  /** Where a Google service account's signed assertion is exchanged for an access token. */
  GOOGLE_OAUTH_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  /** Linear (integrations/linear): an OAuth app's client; unset means "not configured". */
  LINEAR_CLIENT_ID: z.string().max(256).optional(),
  LINEAR_CLIENT_SECRET: z.string().max(256).optional(),
  /** Linear's GraphQL endpoint and OAuth URLs (tests point them at a local stand-in). */
  LINEAR_API_URL: z.string().url().default('https://api.linear.app/graphql'),
  LINEAR_AUTHORIZE_URL: z.string().url().default('https://linear.app/oauth/authorize'),
  LINEAR_TOKEN_URL: z.string().url().default('https://api.linear.app/oauth/token'),
  LINEAR_REVOKE_URL: z.string().url().default('https://api.linear.app/oauth/revoke'),
  /** Shopify (integrations/shopify): a Shopify app's client; unset client id means "not configured". */
  SHOPIFY_CLIENT_ID: z.string().max(256).optional(),
  SHOPIFY_CLIENT_SECRET: z.string().max(256).optional(),
  /** Used in place of every store's `https://{shop}` (its OAuth pages and Admin API): tests point it at a stand-in. */
  SHOPIFY_API_URL: z.string().url().optional(),
  /** Slack (two-way integration): the Slack app's OAuth client and signing secret; unset client id: not configured. */
  SLACK_CLIENT_ID: z.string().max(128).optional(),
  SLACK_CLIENT_SECRET: z.string().max(256).optional(),
  SLACK_SIGNING_SECRET: z.string().max(256).optional(),
  /** Slack's Web API base (tests point it at a local server). */
  SLACK_API_URL: z.string().url().default('https://slack.com/api'),
  /** Slack's OAuth v2 authorize page (the Connect button's target). */
  SLACK_OAUTH_URL: z.string().url().default('https://slack.com/oauth/v2/authorize'),
  /** Google Cloud Translation's API base (an account's Google Translate app; tests point it at a local server). */
  GOOGLE_TRANSLATE_API_URL: z.string().url().default('https://translation.googleapis.com'),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Ask the provider whether a new channel's credentials work before saving it (`false` skips: demo data). */
  CHECK_CHANNEL_CREDENTIALS: bool.default(true),
  /** Email inboxes with IMAP on are fetched by worker nodes (`false`: settings are kept, nothing is fetched). */
  IMAP_FETCHING: bool.default(true),
  /** The IMAP safety poll: a pass this often even when IDLE reported nothing. */
  IMAP_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often a worker node looks for IMAP inboxes no node holds. */
  IMAP_SCAN_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // Channel providers (inbox creation): unset means "not configured".
  FB_APP_ID: z.string().max(128).optional(),
  FB_APP_SECRET: z.string().max(256).optional(),
  FB_API_VERSION: z.string().max(16).default('v18.0'),
  FACEBOOK_API_URL: z.string().url().default('https://graph.facebook.com'),
  FACEBOOK_SDK_URL: z.string().url().default('https://connect.facebook.net/en_US/sdk.js'),
  /** The token Meta echoes back when the Messenger webhook (GET /bot) is verified. */
  FB_VERIFY_TOKEN: z.string().max(256).optional(),
  /** Replies 24 h–7 days after the customer's last message go out with Messenger's HUMAN_AGENT tag. */
  ENABLE_MESSENGER_CHANNEL_HUMAN_AGENT: bool.default(false),
  /** Instagram business login (Channel::Instagram): the Instagram app's id and secret from Meta's dashboard. */
  INSTAGRAM_APP_ID: z.string().max(128).optional(),
  INSTAGRAM_APP_SECRET: z.string().max(256).optional(),
  INSTAGRAM_API_VERSION: z.string().max(16).default('v22.0'),
  /** The Instagram Graph base (a local fake in tests). */
  INSTAGRAM_API_URL: z.string().url().default('https://graph.instagram.com'),
  /** Where the administrator signs in to Instagram (the authorize page). */
  INSTAGRAM_OAUTH_URL: z.string().url().default('https://www.instagram.com/oauth/authorize'),
  /** The token exchange for the login's code (a local fake in tests). */
  INSTAGRAM_TOKEN_URL: z.string().url().default('https://api.instagram.com/oauth/access_token'),
  /** The token Meta echoes back when the Instagram webhook (GET /webhooks/instagram) is verified. */
  IG_VERIFY_TOKEN: z.string().max(256).optional(),
  /** Instagram replies 24 h–7 days after the customer's last message go out with the HUMAN_AGENT tag. */
  ENABLE_INSTAGRAM_CHANNEL_HUMAN_AGENT: bool.default(false),
  TWITTER_CONSUMER_KEY: z.string().max(256).optional(),
  TWITTER_CONSUMER_SECRET: z.string().max(256).optional(),
  TWITTER_API_URL: z.string().url().default('https://api.twitter.com'),
  /** The Account Activity API environment (dev environment label) X direct messages are subscribed in. */
  TWITTER_ENVIRONMENT: z.string().max(64).default('production'),
  AZURE_APP_ID: z.string().max(256).optional(),
  GOOGLE_OAUTH_CLIENT_ID: z.string().max(256).optional(),
  /** Gmail and Microsoft 365 sign-in for email inboxes (docs/EMAIL.md): the OAuth clients' secrets and endpoints. */
  AZURE_APP_SECRET: z.string().max(512).optional(),
  GOOGLE_OAUTH_CLIENT_SECRET: z.string().max(512).optional(),
  GOOGLE_OAUTH_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/auth'),
  GOOGLE_OAUTH_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  MICROSOFT_OAUTH_AUTH_URL: z.string().url().default('https://login.microsoftonline.com/common/oauth2/v2.0/authorize'),
  MICROSOFT_OAUTH_TOKEN_URL: z.string().url().default('https://login.microsoftonline.com/common/oauth2/v2.0/token'),
  /** The mail servers a signed-in mailbox is reached at (tests point them at local servers). */
  GOOGLE_IMAP_ADDRESS: z.string().max(255).default('imap.gmail.com'),
  GOOGLE_IMAP_PORT: z.coerce.number().int().min(1).max(65535).default(993),
  GOOGLE_SMTP_ADDRESS: z.string().max(255).default('smtp.gmail.com'),
  GOOGLE_SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  MICROSOFT_IMAP_ADDRESS: z.string().max(255).default('outlook.office365.com'),
  MICROSOFT_IMAP_PORT: z.coerce.number().int().min(1).max(65535).default(993),
  MICROSOFT_SMTP_ADDRESS: z.string().max(255).default('smtp.office365.com'),
  MICROSOFT_SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  EVENTS_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(72),
  /**
   * E2E only (playwright.config.ts sets it): POST /api/v1/accounts/:accountId/e2e/sla_check runs the every-minute SLA check now, so a
   * journey need not wait for the schedule. Never set it in production; the route does not exist without it.
   */
  E2E_SLA_CHECK_ROUTE: bool.default(false),
  /**
   * E2E only (playwright.config.ts sets it): POST /api/v1/accounts/:accountId/e2e/campaign_check runs the one-off campaigns'
   * due check now and sends what it claims. Never set it in production; the route does not exist without it.
   */
  E2E_CAMPAIGN_CHECK_ROUTE: bool.default(false),
  /**
   * E2E only (playwright.config.ts sets it): POST /api/v1/accounts/:accountId/e2e/scheduled_messages_send sends the
   * due scheduled messages now (the every-minute job's work). Never set it in production.
   */
  E2E_SCHEDULED_SEND_ROUTE: bool.default(false),
});

export type TConfig = ReturnType<typeof loadConfig>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env) => {
  // An empty variable means "not set" (as in `DATABASE_URL= npm start`).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    frontendUrl: e.FRONTEND_URL,
    logLevel: e.LOG_LEVEL,
    role: e.ROLE,
    signupEnabled: e.ENABLE_ACCOUNT_SIGNUP,
    deployment: e.DEPLOYMENT_ENV,
    smtp: e.SMTP_ADDRESS
      ? {
          host: e.SMTP_ADDRESS,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE,
          user: e.SMTP_USERNAME,
          pass: e.SMTP_PASSWORD,
        }
      : null,
    mailFrom: e.MAILER_SENDER_EMAIL,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    trustProxy: e.TRUST_PROXY,
    allowPrivateNetworkTargets: e.ALLOW_PRIVATE_NETWORK_TARGETS,
    eventsRetentionHours: e.EVENTS_RETENTION_HOURS,
    e2eSlaCheckRoute: e.E2E_SLA_CHECK_ROUTE,
    e2eCampaignCheckRoute: e.E2E_CAMPAIGN_CHECK_ROUTE,
    e2eScheduledSendRoute: e.E2E_SCHEDULED_SEND_ROUTE,
    supportInboxToken: e.SUPPORT_INBOX_TOKEN ?? null,
    csmlEditorHost: e.CSML_EDITOR_HOST ?? null,
    displayManifest: e.DISPLAY_MANIFEST,
    updateCheckUrl: e.UPDATE_CHECK_URL ?? null,
    sentryDsn: e.SENTRY_DSN ?? null,
    captain: {
      endpoint: e.CAPTAIN_OPEN_AI_ENDPOINT?.replace(/\/+$/, '') ?? null,
      apiKey: e.CAPTAIN_OPEN_AI_API_KEY ?? null,
      model: e.CAPTAIN_OPEN_AI_MODEL ?? null,
      embeddingModel: e.CAPTAIN_EMBEDDING_MODEL ?? null,
      timeoutMs: e.CAPTAIN_TIMEOUT_MS,
    },
    translate: e.TRANSLATE_API_URL ? { url: e.TRANSLATE_API_URL, apiKey: e.TRANSLATE_API_KEY ?? null } : null,
    secretKeyBase: e.SECRET_KEY_BASE ?? null,
    encryptionKey: e.ENCRYPTION_KEY ?? null,
    widgetAbuseLimits: e.ENABLE_RACK_ATTACK_WIDGET_API,
    /** Messaging providers' API base URLs (tests point them at a local server) and the WhatsApp app secret. */
    messaging: {
      twilioApiUrl: e.TWILIO_API_URL.replace(/\/+$/, ''),
      twilioContentApiUrl: e.TWILIO_CONTENT_API_URL.replace(/\/+$/, ''),
      whatsappApiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ''),
      whatsappApiVersion: e.WHATSAPP_API_VERSION,
      dialog360ApiUrl: e.WHATSAPP_360DIALOG_API_URL.replace(/\/+$/, ''),
      whatsappAppSecret: e.WHATSAPP_APP_SECRET ?? null,
      lineApiUrl: e.LINE_API_URL.replace(/\/+$/, ''),
      lineDataApiUrl: e.LINE_DATA_API_URL.replace(/\/+$/, ''),
      telegramApiUrl: e.TELEGRAM_API_URL.replace(/\/+$/, ''),
      bandwidthApiUrl: e.BANDWIDTH_API_URL.replace(/\/+$/, ''),
      dialogflowApiUrl: e.DIALOGFLOW_API_URL?.replace(/\/+$/, '') ?? null,
      googleTokenUrl: e.GOOGLE_OAUTH_TOKEN_URL,
      slack: {
        clientId: e.SLACK_CLIENT_ID ?? null,
        clientSecret: e.SLACK_CLIENT_SECRET ?? null,
        signingSecret: e.SLACK_SIGNING_SECRET ?? null,
        apiUrl: e.SLACK_API_URL.replace(/\/+$/, ''),
        oauthUrl: e.SLACK_OAUTH_URL,
      },
      googleTranslateApiUrl: e.GOOGLE_TRANSLATE_API_URL.replace(/\/+$/, ''),
      timeoutMs: e.PROVIDER_TIMEOUT_MS,
      checkCredentials: e.CHECK_CHANNEL_CREDENTIALS,
    },
    /** Linear's OAuth app and endpoints (integrations/linear); clientId null: not configured. */
    linear: {
      clientId: e.LINEAR_CLIENT_ID ?? null,
      clientSecret: e.LINEAR_CLIENT_SECRET ?? null,
      apiUrl: e.LINEAR_API_URL,
      authorizeUrl: e.LINEAR_AUTHORIZE_URL,
      tokenUrl: e.LINEAR_TOKEN_URL,
      revokeUrl: e.LINEAR_REVOKE_URL,
      timeoutMs: e.PROVIDER_TIMEOUT_MS,
    },
    /** Shopify's app and where stores are reached (integrations/shopify); clientId null: not configured. */
    shopify: {
      clientId: e.SHOPIFY_CLIENT_ID ?? null,
      clientSecret: e.SHOPIFY_CLIENT_SECRET ?? null,
      apiUrl: e.SHOPIFY_API_URL?.replace(/\/+$/, '') ?? null,
      apiVersion: '2025-01',
      timeoutMs: e.PROVIDER_TIMEOUT_MS,
    },
    providers: {
      facebook: {
        appId: e.FB_APP_ID ?? null,
        appSecret: e.FB_APP_SECRET ?? null,
        apiVersion: e.FB_API_VERSION,
        apiUrl: e.FACEBOOK_API_URL.replace(/\/+$/, ''),
        sdkUrl: e.FACEBOOK_SDK_URL,
        verifyToken: e.FB_VERIFY_TOKEN ?? null,
        humanAgentTag: e.ENABLE_MESSENGER_CHANNEL_HUMAN_AGENT,
      },
      instagram: {
        appId: e.INSTAGRAM_APP_ID ?? null,
        appSecret: e.INSTAGRAM_APP_SECRET ?? null,
        apiVersion: e.INSTAGRAM_API_VERSION,
        apiUrl: e.INSTAGRAM_API_URL.replace(/\/+$/, ''),
        oauthUrl: e.INSTAGRAM_OAUTH_URL,
        tokenUrl: e.INSTAGRAM_TOKEN_URL,
        verifyToken: e.IG_VERIFY_TOKEN ?? null,
        humanAgentTag: e.ENABLE_INSTAGRAM_CHANNEL_HUMAN_AGENT,
      },
      twitter: {
        consumerKey: e.TWITTER_CONSUMER_KEY ?? null,
        consumerSecret: e.TWITTER_CONSUMER_SECRET ?? null,
        apiUrl: e.TWITTER_API_URL.replace(/\/+$/, ''),
        environment: e.TWITTER_ENVIRONMENT,
      },
      azureAppId: e.AZURE_APP_ID ?? null,
      googleOauthClientId: e.GOOGLE_OAUTH_CLIENT_ID ?? null,
    },
    /** Gmail and Microsoft 365 mailboxes signed in with OAuth (features/email/mailOauth*.ts). */
    mailOauth: {
      google: {
        clientId: e.GOOGLE_OAUTH_CLIENT_ID ?? null,
        clientSecret: e.GOOGLE_OAUTH_CLIENT_SECRET ?? null,
        authUrl: e.GOOGLE_OAUTH_AUTH_URL,
        tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL,
        userinfoUrl: e.GOOGLE_OAUTH_USERINFO_URL as string | null,
        imap: { host: e.GOOGLE_IMAP_ADDRESS, port: e.GOOGLE_IMAP_PORT },
        smtp: { host: e.GOOGLE_SMTP_ADDRESS, port: e.GOOGLE_SMTP_PORT },
      },
      microsoft: {
        clientId: e.AZURE_APP_ID ?? null,
        clientSecret: e.AZURE_APP_SECRET ?? null,
        authUrl: e.MICROSOFT_OAUTH_AUTH_URL,
        tokenUrl: e.MICROSOFT_OAUTH_TOKEN_URL,
        userinfoUrl: null as string | null,
        imap: { host: e.MICROSOFT_IMAP_ADDRESS, port: e.MICROSOFT_IMAP_PORT },
        smtp: { host: e.MICROSOFT_SMTP_ADDRESS, port: e.MICROSOFT_SMTP_PORT },
      },
      timeoutMs: e.PROVIDER_TIMEOUT_MS,
    },
    /**
     * A response that does not fit its contract exactly (extra keys included) is a 500 with the issues.
     * Only the test harness turns it on; production and development log a warning and send the body.
     */
    strictResponses: false as boolean,
    inboundEmailDomain:
      e.MAILER_INBOUND_EMAIL_DOMAIN ?? (e.FRONTEND_URL ? new URL(e.FRONTEND_URL).hostname : 'localhost'),
    /** Email channel: reply+<conversation uuid>@domain Reply-To only when the domain is set explicitly; relay ingress password. */
    imap: {
      fetching: e.IMAP_FETCHING,
      pollSeconds: e.IMAP_POLL_SECONDS,
      scanSeconds: e.IMAP_SCAN_SECONDS,
    },
    inboundEmail: {
      replyDomain: e.MAILER_INBOUND_EMAIL_DOMAIN ?? null,
      relayPassword: e.RAILS_INBOUND_EMAIL_PASSWORD ?? null,
    },
  };
};

import { z } from 'zod';
import { ZCurrentUser } from './profile.ts';
import type { TAccount, TOnboardingSteps, TAccountLimits, TAccountSettings } from '../accounts.ts';
import { tie } from './tie.ts';

/** TAccountSettings (common/contracts/accounts.ts), tied to it: a change on one side alone fails tsc. */
export const ZAccountSettings = tie<TAccountSettings>()(
  z.object({
    auto_resolve_after: z.number().nullable(),
    auto_resolve_message: z.string().nullable(),
    auto_resolve_ignore_waiting: z.boolean(),
    continuity_via_email: z.boolean(),
    keep_scheduled_messages_on_resolve: z.boolean(),
    audit_logs_retention_days: z.number(),
    mfa_required: z.boolean(),
    mfa_grace_period_days: z.number(),
    mfa_required_since: z.string().nullable(),
  }),
);

/** TAccountLimits (common/contracts/accounts.ts), tied to it: a change on one side alone fails tsc. */
export const ZAccountLimits = tie<TAccountLimits>()(
  z.object({
    conversation: z.object({ allowed: z.number().nullable(), consumed: z.number() }),
    non_web_inboxes: z.object({ allowed: z.number().nullable(), consumed: z.number() }),
    agents: z.object({ allowed: z.number().nullable(), consumed: z.number() }).optional(),
    inboxes: z.object({ allowed: z.number().nullable(), consumed: z.number() }).optional(),
  }),
);

/** TAccount (common/contracts/accounts.ts), tied to it: a change on one side alone fails tsc. */
export const ZAccount = tie<TAccount>()(
  z.object({
    id: z.number(),
    name: z.string(),
    locale: z.string(),
    domain: z.string().nullable(),
    support_email: z.string().nullable(),
    auto_resolve_duration: z.number().nullable(),
    settings: ZAccountSettings,
    status: z.enum(['active', 'suspended']),
    features: z.record(z.string(), z.boolean()),
    limits: ZAccountLimits,
    custom_attributes: z.record(z.string(), z.unknown()),
    latest_chatwoot_version: z.string(),
    created_at: z.string(),
    role: z.enum(['agent', 'administrator']),
    custom_role_id: z.number().nullable(),
    availability: z.enum(['online', 'offline', 'busy']),
    availability_status: z.enum(['online', 'offline', 'busy']),
    auto_offline: z.boolean(),
  }),
);

/** TOnboardingSteps (common/contracts/accounts.ts), tied to it: a change on one side alone fails tsc. */
export const ZOnboardingSteps = tie<TOnboardingSteps>()(
  z.object({ inbox: z.boolean(), agents: z.boolean(), widget: z.boolean() }),
);

/** POST /api/v1/accounts: the new user as the profile presents them, with the new account's id. */
export const ZAccountCreated = z.object({ data: ZCurrentUser.extend({ account_id: z.number() }) });

/** GET /api/v1/accounts/:accountId/cache_keys. */
export const ZCacheKeysBody = z.object({
  cache_keys: z.object({ label: z.number(), inbox: z.number(), team: z.number() }),
});

/** GET /api/v1/accounts/:accountId/limits. */
export const ZAccountUsage = z.object({ id: z.number(), limits: ZAccountLimits });

/** GET /api/v1/installation: what the login page needs to know before anyone signs in. */
export const ZInstallation = z.object({
  signup_enabled: z.boolean(),
  fresh_install: z.boolean(),
  deployment: z.string(),
  version: z.string(),
  smtp_configured: z.boolean(),
  /** A translation provider is set (TRANSLATE_API_URL): the dashboard offers Translate only then. */
  translation_configured: z.boolean(),
  /**
   * Mail forwarded to an email inbox's forwarding address arrives: the relay ingress is on
   * (RAILS_INBOUND_EMAIL_PASSWORD) and the forwarding domain is set (MAILER_INBOUND_EMAIL_DOMAIN).
   */
  inbound_email_configured: z.boolean(),
  /** Email inboxes' IMAP settings are fetched from. Not built yet: they are saved only. */
  imap_fetching: z.boolean(),
  display_manifest: z.boolean(),
  support_inbox_token: z.string().nullable(),
  csml_editor_host: z.string().nullable(),
  enterprise: z.boolean(),
  vapid_public_key: z.string(),
  /** The installation console's branding (installation_configs), "Helpdesk" and our blue by default. */
  installation_name: z.string(),
  logo_url: z.string().nullable(),
  brand_color: z.string(),
  support_email: z.string().nullable(),
  /** There is one edition, open source; `enterprise` above is Chatwoot's paid-edition switch and stays false. */
  edition: z.literal('community'),
  /** What Chatwoot keeps for its paid editions and this edition includes (issue 32). */
  open_core_features: z.array(z.string()),
  /** SENTRY_DSN is set: the SPA posts its uncaught errors to /api/v1/error_reports. */
  error_reporting: z.boolean(),
});

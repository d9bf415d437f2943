import { z } from 'zod';
import { FEATURES } from '../features.ts';

/**
 * The installation console (`/super_admin`, the installation's SuperAdmin only): one schema per request and
 * response, shared by the routes and the console's forms and queries.
 */

export const SUPER_ADMIN_PAGE_SIZE = 25;
/** Days an account the console deletes stays suspended and restorable before its data is removed. */
export const ACCOUNT_DELETION_GRACE_DAYS = 7;

const ZPage = z.coerce.number().int().min(1).max(100_000).default(1);
const ZId = z.coerce.number().int().positive().max(2_147_483_647);

export const ZSuperAdminIdParams = z.object({ id: ZId });

/** GET accounts / users: `q` matches the name, the email (users) or the id; 25 a page. */
export const ZSuperAdminListQuery = z.object({ q: z.string().trim().max(255).optional(), page: ZPage });
export type TSuperAdminListQuery = z.infer<typeof ZSuperAdminListQuery>;

/** Per-account limits for agents and inboxes (Chatwoot's `limits` keys); null removes the limit. */
export const ZAccountLimitsInput = z.object({
  agents: z.number().int().min(0).max(100_000).nullable().optional(),
  inboxes: z.number().int().min(0).max(100_000).nullable().optional(),
});

export const ZSuperAdminCreateAccountRequest = z.object({
  name: z.string().trim().min(1, { message: "can't be blank" }).max(255),
  locale: z.string().trim().max(10).optional(),
});
export type TSuperAdminCreateAccountRequest = z.infer<typeof ZSuperAdminCreateAccountRequest>;

export const ZSuperAdminUpdateAccountRequest = z.object({
  name: z.string().trim().min(1, { message: "can't be blank" }).max(255).optional(),
  status: z.enum(['active', 'suspended']).optional(),
  /** Overrides by flag name (common/features.ts); unknown names are refused. */
  features: z.partialRecord(z.enum(FEATURES), z.boolean()).optional(),
  limits: ZAccountLimitsInput.optional(),
});
export type TSuperAdminUpdateAccountRequest = z.infer<typeof ZSuperAdminUpdateAccountRequest>;

const ZUsage = z.object({ allowed: z.number().nullable(), consumed: z.number() });

export const ZSuperAdminAccount = z.object({
  id: z.number(),
  name: z.string(),
  locale: z.string(),
  status: z.enum(['active', 'suspended']),
  /** The account is being removed (DELETE): its data goes in a job. */
  deleting: z.boolean(),
  /** When that job removes it (ISO 8601); until then the console can take the deletion back. */
  deletion_due_at: z.string().nullable(),
  agents_count: z.number(),
  inboxes_count: z.number(),
  conversations_count: z.number(),
  created_at: z.string(),
});
export type TSuperAdminAccount = z.infer<typeof ZSuperAdminAccount>;

export const ZSuperAdminAccountDetail = ZSuperAdminAccount.extend({
  features: z.record(z.string(), z.boolean()),
  limits: z.object({ agents: ZUsage, inboxes: ZUsage }),
  members: z.array(z.object({ id: z.number(), name: z.string(), email: z.string(), role: z.string() })),
});
export type TSuperAdminAccountDetail = z.infer<typeof ZSuperAdminAccountDetail>;

const ZListMeta = z.object({ count: z.number(), current_page: z.number(), per_page: z.number() });

export const ZSuperAdminAccountList = z.object({ meta: ZListMeta, payload: z.array(ZSuperAdminAccount) });
export type TSuperAdminAccountList = z.infer<typeof ZSuperAdminAccountList>;

export const ZSuperAdminUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  type: z.string().nullable(),
  confirmed: z.boolean(),
  mfa_enabled: z.boolean(),
  accounts_count: z.number(),
  created_at: z.string(),
});
export type TSuperAdminUser = z.infer<typeof ZSuperAdminUser>;

export const ZSuperAdminUserDetail = ZSuperAdminUser.extend({
  accounts: z.array(z.object({ id: z.number(), name: z.string(), role: z.string(), status: z.string() })),
});
export type TSuperAdminUserDetail = z.infer<typeof ZSuperAdminUserDetail>;

export const ZSuperAdminUserList = z.object({ meta: ZListMeta, payload: z.array(ZSuperAdminUser) });
export type TSuperAdminUserList = z.infer<typeof ZSuperAdminUserList>;

/** POST users/:id/impersonate: the session headers of the user, and who they are. */
export const ZImpersonation = z.object({
  headers: z.record(z.string(), z.string()),
  user: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  /** The account to land in (the user's first), or null for a user with none. */
  account_id: z.number().nullable(),
});
export type TImpersonation = z.infer<typeof ZImpersonation>;

const ZHexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'is not a colour' });

/** The installation's settings (installation_configs): branding, support address, sign-up. */
export const ZInstallationSettings = z.object({
  installation_name: z.string(),
  logo_url: z.string().nullable(),
  brand_color: z.string(),
  support_email: z.string().nullable(),
  /** The stored choice, or null when sign-up follows ENABLE_ACCOUNT_SIGNUP. */
  signup_enabled: z.boolean().nullable(),
  /** What applies now: the stored choice or the environment's. */
  signup_effective: z.boolean(),
  smtp_configured: z.boolean(),
});
export type TInstallationSettings = z.infer<typeof ZInstallationSettings>;

export const ZUpdateInstallationSettingsRequest = z.object({
  installation_name: z.string().trim().min(1, { message: "can't be blank" }).max(100).optional(),
  brand_color: ZHexColour.optional(),
  support_email: z.union([z.email({ message: 'is invalid' }).max(255), z.literal('')]).optional(),
  signup_enabled: z.boolean().nullable().optional(),
  /** Removes the uploaded logo (the logo itself is a multipart upload to settings/logo). */
  remove_logo: z.boolean().optional(),
});
export type TUpdateInstallationSettingsRequest = z.infer<typeof ZUpdateInstallationSettingsRequest>;

export const ZSmtpTestRequest = z.object({ email: z.email({ message: 'is invalid' }).max(255) });
export const ZSmtpTestResult = z.object({ ok: z.boolean(), error: z.string().nullable() });
export type TSmtpTestResult = z.infer<typeof ZSmtpTestResult>;

/** A global (system) agent bot: no account; every account may link it to an inbox. */
export const ZSystemBot = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  outgoing_url: z.string(),
  created_at: z.string(),
  access_token: z.string().optional(),
});
export type TSystemBot = z.infer<typeof ZSystemBot>;
export const ZSystemBotList = z.object({ payload: z.array(ZSystemBot) });

export const ZInstanceStatus = z.object({
  version: z.string(),
  node_version: z.string(),
  database: z.object({
    kind: z.enum(['embedded', 'external']),
    size_bytes: z.number(),
    server_version: z.string(),
  }),
  queues: z.array(z.object({ name: z.string(), queued: z.number(), active: z.number(), failed: z.number() })),
  failed_jobs: z.array(
    z.object({ id: z.string(), name: z.string(), failed_at: z.string().nullable(), error: z.string().nullable() }),
  ),
  nodes: z.array(z.object({ name: z.string(), role: z.string(), seen_at: z.string() })),
});
export type TInstanceStatus = z.infer<typeof ZInstanceStatus>;

export const ZJobParams = z.object({ name: z.string().max(100), id: z.uuid() });

import { z } from 'zod';

/**
 * Single sign-on per account (docs/SSO.md): SAML 2.0 with Chatwoot's `saml_settings` routes, OpenID Connect,
 * the email domains just-in-time provisioning may create members for, and "enforce SSO".
 */

const ZRoleName = z.enum(['agent', 'administrator']);
/** One group's role: Chatwoot's `{role: 0 | 1}` (or its name) and/or a custom role of the account. */
export const ZSsoRoleMapping = z.object({
  role: z.union([z.literal(0), z.literal(1), ZRoleName]).optional(),
  custom_role_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
});
export const ZSsoRoleMappings = z
  .record(z.string().trim().min(1).max(255), ZSsoRoleMapping)
  .refine((m) => Object.keys(m).length <= 50, { message: 'may map at most 50 groups' });
export type TSsoRoleMappings = z.infer<typeof ZSsoRoleMappings>;

const ZSamlFields = z.object({
  sso_url: z.string().trim().url().max(2048),
  certificate: z.string().trim().min(1).max(20_000),
  idp_entity_id: z.string().trim().max(1024).nullable().optional(),
  sp_entity_id: z.string().trim().max(1024).nullable().optional(),
  role_mappings: ZSsoRoleMappings.optional(),
});
/** POST/PUT/PATCH saml_settings: bare or wrapped in `saml_settings`, as Chatwoot's params.require. */
export const ZSamlSettingsRequest = ZSamlFields.partial().extend({ saml_settings: ZSamlFields.partial().optional() });
export type TSamlSettingsRequest = z.infer<typeof ZSamlSettingsRequest>;
export type TSamlFields = Partial<z.infer<typeof ZSamlFields>>;

/** Chatwoot's account_saml_settings, with the certificate's SHA-1 fingerprint. */
export const ZSamlSettings = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  sso_url: z.string(),
  certificate: z.string(),
  fingerprint: z.string(),
  idp_entity_id: z.string().nullable(),
  sp_entity_id: z.string(),
  role_mappings: z.record(z.string(), ZSsoRoleMapping),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSamlSettings = z.infer<typeof ZSamlSettings>;

const ZDomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/, { message: 'is not a domain' });

export const ZOidcSettingsInput = z.object({
  enabled: z.boolean().optional(),
  issuer: z.string().trim().url().max(2048).nullable().optional(),
  client_id: z.string().trim().max(512).nullable().optional(),
  /** Write-only: sealed at rest, never returned. Omit to keep the stored one; null removes it. */
  client_secret: z.string().max(2048).nullable().optional(),
  groups_claim: z.string().trim().min(1).max(100).optional(),
  role_mappings: ZSsoRoleMappings.optional(),
});

export const ZUpdateSsoSettingsRequest = z.object({
  enforce_sso: z.boolean().optional(),
  allowed_domains: z.array(ZDomain).max(50).optional(),
  saml_enabled: z.boolean().optional(),
  oidc: ZOidcSettingsInput.optional(),
});
export type TUpdateSsoSettingsRequest = z.infer<typeof ZUpdateSsoSettingsRequest>;

/** What the settings page shows: no secret, only whether one is stored. */
export const ZSsoSettings = z.object({
  enforce_sso: z.boolean(),
  allowed_domains: z.array(z.string()),
  saml_enabled: z.boolean(),
  saml: ZSamlSettings.nullable(),
  oidc: z.object({
    enabled: z.boolean(),
    issuer: z.string().nullable(),
    client_id: z.string().nullable(),
    client_secret_set: z.boolean(),
    groups_claim: z.string(),
    role_mappings: z.record(z.string(), ZSsoRoleMapping),
  }),
  service_provider: z.object({
    oidc_redirect_uri: z.string(),
    oidc_post_logout_redirect_uri: z.string(),
    saml_acs_url: z.string(),
    saml_metadata_url: z.string(),
    saml_entity_id: z.string(),
  }),
  /** Who may still sign in with a password while SSO is enforced (the account's first administrator). */
  break_glass_user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type TSsoSettings = z.infer<typeof ZSsoSettings>;

export const ZSsoTestRequest = z.object({ protocol: z.enum(['oidc', 'saml']) });
export type TSsoTestRequest = z.infer<typeof ZSsoTestRequest>;
export const ZSsoTestResult = z.object({
  ok: z.boolean(),
  message: z.string(),
  issuer: z.string().nullable().optional(),
  end_session: z.boolean().optional(),
  fingerprint: z.string().optional(),
});
export type TSsoTestResult = z.infer<typeof ZSsoTestResult>;

/** The login page's "Sign in with SSO": the email finds the account and its identity provider. */
export const ZSsoLoginRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(255),
  protocol: z.enum(['oidc', 'saml']).optional(),
});
export type TSsoLoginRequest = z.infer<typeof ZSsoLoginRequest>;
export const ZSsoLoginResponse = z.object({ protocol: z.enum(['oidc', 'saml']), url: z.string() });

/** Why a single sign-on ended on the login page (`/app/login?sso_error=…`). */
export const SSO_ERRORS = [
  'failed',
  'expired',
  'domain_not_allowed',
  'account_mismatch',
  'email_missing',
  'replayed',
  'not_configured',
] as const;
export type TSsoError = (typeof SSO_ERRORS)[number];

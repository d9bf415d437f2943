import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/** A group → role mapping: `{ "<group>": { role: 0 | 1, custom_role_id?: n } }` (Chatwoot's role_mappings). */
export type TSsoRoleMappings = Record<string, { role?: 0 | 1 | undefined; custom_role_id?: number | null | undefined }>;

/**
 * Single sign-on of one account (docs/SSO.md): SAML 2.0 as Chatwoot's account_saml_settings, OpenID Connect
 * beside it, the email domains just-in-time provisioning may create members for, and whether password
 * sign-in is closed to the account's members. The OIDC client secret is sealed (lib/crypto.ts sealSecret).
 */
export const accountSsoSettings = pgTable(
  'account_sso_settings',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    enforceSso: boolean('enforce_sso').notNull().default(false),
    allowedDomains: text('allowed_domains').array().notNull().default([]),
    samlEnabled: boolean('saml_enabled').notNull().default(false),
    samlSsoUrl: text('saml_sso_url'),
    samlCertificate: text('saml_certificate'),
    samlIdpEntityId: text('saml_idp_entity_id'),
    samlSpEntityId: text('saml_sp_entity_id'),
    samlRoleMappings: jsonb('saml_role_mappings').$type<TSsoRoleMappings>().notNull().default({}),
    samlCreatedAt: timestamp('saml_created_at', { withTimezone: true }),
    oidcEnabled: boolean('oidc_enabled').notNull().default(false),
    oidcIssuer: text('oidc_issuer'),
    oidcClientId: text('oidc_client_id'),
    oidcClientSecretSealed: text('oidc_client_secret_sealed'),
    oidcGroupsClaim: varchar('oidc_groups_claim', { length: 100 }).notNull().default('groups'),
    oidcRoleMappings: jsonb('oidc_role_mappings').$type<TSsoRoleMappings>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_sso_settings_account_key').on(t.accountId)],
);

/** Who an identity provider says a user is: keyed by issuer + subject, never by email alone. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    protocol: varchar('protocol', { length: 8 }).notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sso_identities_issuer_subject_key').on(t.issuer, t.subject),
    index('sso_identities_user_idx').on(t.userId),
  ],
);

/**
 * A sign-in on its way to the identity provider: the state (hashed), the OIDC nonce and PKCE verifier or the
 * SAML request id. Used once; it lives ten minutes.
 */
export const ssoRequests = pgTable(
  'sso_requests',
  {
    id: serial('id').primaryKey(),
    stateHash: varchar('state_hash', { length: 64 }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    protocol: varchar('protocol', { length: 8 }).notNull(),
    nonce: text('nonce'),
    codeVerifier: text('code_verifier'),
    requestId: text('request_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sso_requests_state_key').on(t.stateHash), index('sso_requests_request_id_idx').on(t.requestId)],
);

/** SAML assertion ids already used, kept until the assertion would have expired (replay protection). */
export const ssoAssertions = pgTable(
  'sso_assertions',
  {
    id: serial('id').primaryKey(),
    issuer: text('issuer').notNull(),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sso_assertions_key').on(t.issuer, t.assertionId),
    index('sso_assertions_expiry_idx').on(t.expiresAt),
  ],
);

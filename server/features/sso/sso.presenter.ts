import type { TSamlSettings, TSsoSettings } from '../../../common/contracts/sso.ts';
import type { TSsoSettingsRow } from './sso.repo.ts';

export interface TServiceProvider {
  oidcRedirectUri: string;
  oidcPostLogoutUri: string;
  samlAcsUrl: string;
  samlMetadataUrl: string;
  samlEntityId: string;
}

/** Chatwoot's saml_settings shape (with the fingerprint), or null when SAML is not set up. */
export const presentSaml = (
  row: TSsoSettingsRow,
  spEntityId: string,
  fingerprint: string | null,
): TSamlSettings | null =>
  row.samlSsoUrl && row.samlCertificate
    ? {
        id: row.id,
        account_id: row.accountId,
        sso_url: row.samlSsoUrl,
        certificate: row.samlCertificate,
        fingerprint: fingerprint ?? '',
        idp_entity_id: row.samlIdpEntityId,
        sp_entity_id: spEntityId,
        role_mappings: row.samlRoleMappings,
        created_at: (row.samlCreatedAt ?? row.createdAt).toISOString(),
        updated_at: row.updatedAt.toISOString(),
      }
    : null;

/** The settings page's view: the OIDC secret only as "set or not". */
export const presentSsoSettings = (
  row: TSsoSettingsRow | null,
  sp: TServiceProvider,
  saml: TSamlSettings | null,
  owner: { id: number; name: string; email: string } | null,
): TSsoSettings => ({
  enforce_sso: row?.enforceSso ?? false,
  allowed_domains: row?.allowedDomains ?? [],
  saml_enabled: row?.samlEnabled ?? false,
  saml,
  oidc: {
    enabled: row?.oidcEnabled ?? false,
    issuer: row?.oidcIssuer ?? null,
    client_id: row?.oidcClientId ?? null,
    client_secret_set: Boolean(row?.oidcClientSecretSealed),
    groups_claim: row?.oidcGroupsClaim ?? 'groups',
    role_mappings: row?.oidcRoleMappings ?? {},
  },
  service_provider: {
    oidc_redirect_uri: sp.oidcRedirectUri,
    oidc_post_logout_redirect_uri: sp.oidcPostLogoutUri,
    saml_acs_url: sp.samlAcsUrl,
    saml_metadata_url: sp.samlMetadataUrl,
    saml_entity_id: sp.samlEntityId,
  },
  break_glass_user: owner ? { id: owner.id, name: owner.name, email: owner.email } : null,
});

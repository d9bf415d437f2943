import type {
  TSamlFields,
  TSamlSettingsRequest,
  TSsoRoleMappings,
  TSsoTestResult,
  TUpdateSsoSettingsRequest,
} from '../../../common/contracts/sso.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import { audit } from '../auditLogs/index.ts';
import type { TMembership } from '../auth/index.ts';
import { findCustomRole } from '../users/index.ts';
import { presentSaml, presentSsoSettings } from './sso.presenter.ts';
import {
  findAccountOwner,
  findSsoSettings,
  upsertSsoSettings,
  type TSsoRoleMappings as TStoredMappings,
  type TSsoSettingsRow,
} from './sso.repo.ts';
import { discover, oidcPostLogoutUri, oidcRedirectUri, sealClientSecret } from './ssoOidc.ts';
import { fingerprintOf, samlAcsUrl, samlMetadataUrl, spEntityIdOf } from './ssoSaml.ts';

/** Settings of single sign-on (docs/SSO.md), administrators only; every change audited, secrets redacted. */
const ENTITY = (accountId: number) => ({ type: 'Account' as const, id: accountId, name: 'single sign-on' });

const serviceProvider = (deps: TDeps, accountId: number, row: TSsoSettingsRow | null) => ({
  oidcRedirectUri: oidcRedirectUri(deps),
  oidcPostLogoutUri: oidcPostLogoutUri(deps),
  samlAcsUrl: samlAcsUrl(deps, accountId),
  samlMetadataUrl: samlMetadataUrl(deps, accountId),
  samlEntityId: row ? spEntityIdOf(deps, row) : samlMetadataUrl(deps, accountId),
});

const samlOf = (deps: TDeps, row: TSsoSettingsRow | null) =>
  row
    ? presentSaml(row, spEntityIdOf(deps, row), row.samlCertificate ? fingerprintOf(row.samlCertificate) : null)
    : null;

export const showSsoSettings = async (deps: TDeps, m: TMembership) => {
  const row = await findSsoSettings(deps.db, m.accountId);
  return presentSsoSettings(
    row,
    serviceProvider(deps, m.accountId, row),
    samlOf(deps, row),
    await findAccountOwner(deps.db, m.accountId),
  );
};

/** What the audit log keeps of the settings: never the sealed secret, only whether there is one. */
const auditState = (row: TSsoSettingsRow | null) =>
  row && {
    enforce_sso: row.enforceSso,
    allowed_domains: row.allowedDomains,
    saml_enabled: row.samlEnabled,
    saml_sso_url: row.samlSsoUrl,
    saml_certificate_fingerprint: row.samlCertificate ? fingerprintOf(row.samlCertificate) : null,
    saml_idp_entity_id: row.samlIdpEntityId,
    saml_sp_entity_id: row.samlSpEntityId,
    saml_role_mappings: row.samlRoleMappings,
    oidc_enabled: row.oidcEnabled,
    oidc_issuer: row.oidcIssuer,
    oidc_client_id: row.oidcClientId,
    oidc_client_secret_set: Boolean(row.oidcClientSecretSealed),
    oidc_groups_claim: row.oidcGroupsClaim,
    oidc_role_mappings: row.oidcRoleMappings,
  };

/** Roles stored as 0/1; every custom role must be the account's. */
const normalizeMappings = async (deps: TDeps, accountId: number, field: string, mappings: TSsoRoleMappings) => {
  const out: TStoredMappings = {};
  for (const [group, m] of Object.entries(mappings)) {
    if (m.custom_role_id != null && !(await findCustomRole(deps.db, accountId, m.custom_role_id)))
      throw AppError.invalid(field, errorText('doesNotExist'));
    out[group] = {
      ...(m.role !== undefined && { role: m.role === 1 || m.role === 'administrator' ? 1 : 0 }),
      ...(m.custom_role_id != null && { custom_role_id: m.custom_role_id }),
    };
  }
  return out;
};

type TPatch = Parameters<typeof upsertSsoSettings>[2];

/** Writes a change in one transaction with its audit row; refuses an enforcement with no provider left on. */
const write = async (deps: TDeps, m: TMembership, patch: TPatch) =>
  deps.db.transaction(async (tx) => {
    const before = await findSsoSettings(tx, m.accountId);
    const row = await upsertSsoSettings(tx, m.accountId, patch);
    if (row.enforceSso && !row.oidcEnabled && !row.samlEnabled)
      throw AppError.invalid('enforce_sso', errorText('ssoEnforceNeedsProvider'));
    await audit(tx, m, before ? 'update' : 'create', ENTITY(m.accountId), auditState(before), auditState(row));
    return row;
  });

export const updateSsoSettings = async (deps: TDeps, m: TMembership, input: TUpdateSsoSettingsRequest) => {
  const o = input.oidc;
  const patch: TPatch = {
    ...(input.enforce_sso !== undefined && { enforceSso: input.enforce_sso }),
    ...(input.allowed_domains !== undefined && { allowedDomains: [...new Set(input.allowed_domains)] }),
    ...(input.saml_enabled !== undefined && { samlEnabled: input.saml_enabled }),
  };
  if (o) {
    if (o.issuer !== undefined) patch.oidcIssuer = o.issuer || null;
    if (o.client_id !== undefined) patch.oidcClientId = o.client_id || null;
    if (o.client_secret !== undefined)
      patch.oidcClientSecretSealed = o.client_secret
        ? await sealClientSecret(deps, m.accountId, o.client_secret)
        : null;
    if (o.groups_claim !== undefined) patch.oidcGroupsClaim = o.groups_claim;
    if (o.role_mappings !== undefined)
      patch.oidcRoleMappings = await normalizeMappings(deps, m.accountId, 'oidc.role_mappings', o.role_mappings);
    if (o.enabled !== undefined) patch.oidcEnabled = o.enabled;
  }
  const current = await findSsoSettings(deps.db, m.accountId);
  if (patch.samlEnabled && !(current?.samlSsoUrl && current.samlCertificate))
    throw AppError.invalid('saml_enabled', errorText('ssoSamlNotSetUp'));
  if (
    patch.oidcEnabled &&
    !((patch.oidcIssuer ?? current?.oidcIssuer) && (patch.oidcClientId ?? current?.oidcClientId))
  )
    throw AppError.invalid('oidc.issuer', errorText('ssoOidcNotSetUp'));
  await write(deps, m, patch);
  return showSsoSettings(deps, m);
};

// Chatwoot's saml_settings routes.

export const showSamlSettings = async (deps: TDeps, m: TMembership) => {
  const saml = samlOf(deps, await findSsoSettings(deps.db, m.accountId));
  if (!saml) throw new AppError('not_found', errorText('ssoSamlNotSetUp'));
  return saml;
};

const fieldsOf = (input: TSamlSettingsRequest): TSamlFields => {
  const { saml_settings: wrapped, ...bare } = input;
  return { ...bare, ...wrapped };
};

/** POST creates (or replaces), PUT/PATCH change: the certificate must be an X.509 certificate. */
export const saveSamlSettings = async (deps: TDeps, m: TMembership, input: TSamlSettingsRequest, creating: boolean) => {
  const f = fieldsOf(input);
  const current = await findSsoSettings(deps.db, m.accountId);
  const hasSaml = Boolean(current?.samlSsoUrl && current.samlCertificate);
  if (!creating && !hasSaml) throw new AppError('not_found', errorText('ssoSamlNotSetUp'));
  if (!(f.sso_url ?? (hasSaml && current?.samlSsoUrl))) throw AppError.invalid('sso_url', errorText('blank'));
  const certificate = f.certificate ?? (hasSaml ? current?.samlCertificate : undefined);
  if (!certificate) throw AppError.invalid('certificate', errorText('blank'));
  if (!fingerprintOf(certificate)) throw AppError.invalid('certificate', errorText('ssoBadCertificate'));
  const patch: TPatch = {
    ...(f.sso_url !== undefined && { samlSsoUrl: f.sso_url }),
    ...(f.certificate !== undefined && { samlCertificate: f.certificate }),
    ...(f.idp_entity_id !== undefined && { samlIdpEntityId: f.idp_entity_id || null }),
    ...(f.sp_entity_id !== undefined && { samlSpEntityId: f.sp_entity_id || null }),
    ...(f.role_mappings !== undefined && {
      samlRoleMappings: await normalizeMappings(deps, m.accountId, 'role_mappings', f.role_mappings),
    }),
    ...(!hasSaml && { samlEnabled: true, samlCreatedAt: new Date() }),
  };
  const row = await write(deps, m, patch);
  const saml = samlOf(deps, row);
  if (!saml) throw new AppError('not_found', errorText('ssoSamlNotSetUp'));
  return saml;
};

/** DELETE: SAML goes (and enforcement with it when no provider is left). */
export const deleteSamlSettings = async (deps: TDeps, m: TMembership) => {
  const current = await findSsoSettings(deps.db, m.accountId);
  if (!current?.samlSsoUrl) throw new AppError('not_found', errorText('ssoSamlNotSetUp'));
  await write(deps, m, {
    samlEnabled: false,
    samlSsoUrl: null,
    samlCertificate: null,
    samlIdpEntityId: null,
    samlSpEntityId: null,
    samlRoleMappings: {},
    samlCreatedAt: null,
    ...(!current.oidcEnabled && { enforceSso: false }),
  });
};

/** "Test the configuration": OIDC discovery against the issuer; SAML's certificate and URL. */
export const testSsoSettings = async (
  deps: TDeps,
  m: TMembership,
  protocol: 'oidc' | 'saml',
): Promise<TSsoTestResult> => {
  const row = await findSsoSettings(deps.db, m.accountId);
  if (protocol === 'saml') {
    const fingerprint = row?.samlCertificate ? fingerprintOf(row.samlCertificate) : null;
    if (!row?.samlSsoUrl || !fingerprint) return { ok: false, message: errorText('ssoSamlNotSetUp') };
    return { ok: true, message: 'ok', fingerprint };
  }
  if (!row?.oidcIssuer || !row.oidcClientId) return { ok: false, message: errorText('ssoOidcNotSetUp') };
  try {
    const meta = (await discover(deps, row)).serverMetadata();
    return { ok: true, message: 'ok', issuer: meta.issuer, end_session: Boolean(meta.end_session_endpoint) };
  } catch (err) {
    return { ok: false, message: (err as Error).message.slice(0, 300) };
  }
};

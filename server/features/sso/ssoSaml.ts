import crypto from 'node:crypto';
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { publicUrl, type TDeps } from '../../deps.ts';
import { sha256 } from '../../lib/crypto.ts';
import {
  deleteSamlRequest,
  findSamlRequest,
  insertSsoRequest,
  rememberAssertion,
  type TSsoSettingsRow,
} from './sso.repo.ts';
import { SSO_REQUEST_SECONDS } from './ssoOidc.ts';
import { SsoRefusal, type TAssertedIdentity } from './ssoProvision.ts';

/**
 * SAML 2.0 with @node-saml/node-saml (docs/SSO.md): SP-initiated only (every response must answer a request
 * this server made, InResponseTo checked against sso_requests), assertions signed by the configured IdP
 * certificate, each assertion id accepted once until it expires.
 */
export const samlAcsUrl = (deps: TDeps, accountId: number) => `${publicUrl(deps)}/auth/saml/${accountId}/acs`;
export const samlMetadataUrl = (deps: TDeps, accountId: number) => `${publicUrl(deps)}/auth/saml/${accountId}/metadata`;
/** The SP entity id when the settings name none. */
export const defaultSpEntityId = (deps: TDeps, accountId: number) => samlMetadataUrl(deps, accountId);

/** A certificate as PEM, whether it was pasted with or without its armour. */
export const pemOf = (certificate: string) => {
  const body = certificate
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '')
    .trim();
  return `-----BEGIN CERTIFICATE-----\n${body.replace(/(.{64})/g, '$1\n').trim()}\n-----END CERTIFICATE-----\n`;
};

/** The certificate's SHA-1 fingerprint (as Chatwoot shows it), or null when it is not an X.509 certificate. */
export const fingerprintOf = (certificate: string) => {
  try {
    return new crypto.X509Certificate(pemOf(certificate)).fingerprint;
  } catch {
    return null;
  }
};

/** node-saml's request-id cache, in PostgreSQL: a response is valid only for a request of this account. */
const requestCache = (deps: TDeps, accountId: number): CacheProvider => ({
  saveAsync: async (key, value) => {
    await insertSsoRequest(deps.db, {
      stateHash: sha256(`saml:${key}`),
      accountId,
      protocol: 'saml',
      requestId: key,
      expiresAt: new Date(Date.now() + SSO_REQUEST_SECONDS * 1000),
    });
    return { value, createdAt: Date.now() };
  },
  getAsync: async (key) => {
    const row = await findSamlRequest(deps.db, accountId, key);
    return row ? new Date(row.expiresAt.getTime() - SSO_REQUEST_SECONDS * 1000).toISOString() : null;
  },
  removeAsync: async (key) => {
    if (!key) return null;
    const row = await deleteSamlRequest(deps.db, accountId, key);
    return row ? key : null;
  },
});

export const spEntityIdOf = (deps: TDeps, s: TSsoSettingsRow) =>
  s.samlSpEntityId || defaultSpEntityId(deps, s.accountId);

const samlOf = (deps: TDeps, s: TSsoSettingsRow) => {
  if (!s.samlSsoUrl || !s.samlCertificate) throw new SsoRefusal('not_configured', 'SAML is not set up');
  const issuer = spEntityIdOf(deps, s);
  return new SAML({
    entryPoint: s.samlSsoUrl,
    issuer,
    audience: issuer,
    callbackUrl: samlAcsUrl(deps, s.accountId),
    idpCert: pemOf(s.samlCertificate),
    ...(s.samlIdpEntityId && { idpIssuer: s.samlIdpEntityId }),
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SSO_REQUEST_SECONDS * 1000,
    acceptedClockSkewMs: 60_000,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    disableRequestedAuthnContext: true,
    cacheProvider: requestCache(deps, s.accountId),
  });
};

/** The SP's metadata for the IdP's administrator (entity id, ACS URL, name id format). */
export const spMetadata = (deps: TDeps, s: TSsoSettingsRow) =>
  samlOf(deps, {
    ...s,
    samlSsoUrl: s.samlSsoUrl ?? publicUrl(deps),
    samlCertificate: s.samlCertificate ?? 'x',
  }).generateServiceProviderMetadata(null, null);

/** SP-initiated sign-in: the IdP's URL carrying a deflated AuthnRequest (HTTP-Redirect binding). */
export const samlAuthorizationUrl = (deps: TDeps, s: TSsoSettingsRow, relayState: string) =>
  samlOf(deps, s).getAuthorizeUrlAsync(relayState, undefined, {});

const first = (profile: Profile, names: string[]) => {
  for (const n of names) {
    const v = profile[n];
    if (typeof v === 'string' && v) return v;
    if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  }
  return null;
};
const list = (profile: Profile, names: string[]) => {
  for (const n of names) {
    const v = profile[n];
    if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
    if (typeof v === 'string') return [v];
  }
  return [];
};

const EMAIL = [
  'email',
  'mail',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
const GROUPS = [
  'groups',
  'Groups',
  'memberOf',
  'role',
  'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups',
];
const GIVEN = ['givenname', 'firstName', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname'];
const SURNAME = ['surname', 'lastName', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname'];
const NAME = ['name', 'displayName', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name'];

/** The assertion's id and when it stops being valid (Conditions NotOnOrAfter, else an hour). */
const assertionIdOf = (xml: string) => {
  const id = /<(?:\w+:)?Assertion\b[^>]*?\sID="([^"]+)"/.exec(xml)?.[1] ?? null;
  const until = /<(?:\w+:)?Conditions\b[^>]*?\sNotOnOrAfter="([^"]+)"/.exec(xml)?.[1];
  const expiresAt = until && !Number.isNaN(Date.parse(until)) ? new Date(until) : new Date(Date.now() + 3600_000);
  return { id, expiresAt: new Date(Math.max(expiresAt.getTime(), Date.now()) + 60_000) };
};

/**
 * The ACS: node-saml checks the signature over the assertion (unsigned ones are refused), the audience,
 * the times and InResponseTo; then the assertion id must be new.
 */
export const completeSaml = async (
  deps: TDeps,
  s: TSsoSettingsRow,
  body: Record<string, string>,
): Promise<TAssertedIdentity> => {
  if (!s.samlEnabled) throw new SsoRefusal('not_configured', 'SAML is off');
  let profile: Profile | null;
  try {
    ({ profile } = await samlOf(deps, s).validatePostResponseAsync(body));
  } catch (err) {
    throw new SsoRefusal('failed', (err as Error).message);
  }
  if (!profile) throw new SsoRefusal('failed', 'no assertion');
  const { id, expiresAt } = assertionIdOf(profile.getAssertionXml?.() ?? '');
  if (!id) throw new SsoRefusal('failed', 'assertion without id');
  if (!(await rememberAssertion(deps.db, profile.issuer, id, expiresAt)))
    throw new SsoRefusal('replayed', 'assertion already used');
  const email = first(profile, EMAIL) ?? (profile.nameID.includes('@') ? profile.nameID : null);
  const given = first(profile, GIVEN);
  const surname = first(profile, SURNAME);
  const name = first(profile, NAME) ?? ([given, surname].filter(Boolean).join(' ') || null);
  return {
    protocol: 'saml',
    issuer: profile.issuer || s.samlIdpEntityId || s.samlSsoUrl || '',
    subject: profile.nameID,
    email,
    name,
    groups: list(profile, GROUPS),
  };
};

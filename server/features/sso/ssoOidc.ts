import * as client from 'openid-client';
import { publicUrl, type TDeps } from '../../deps.ts';
import { appKey } from '../../lib/appKey.ts';
import { openSecret, randomToken, sealSecret, sha256 } from '../../lib/crypto.ts';
import { guardedFetch } from '../../lib/outbound/guardedFetch.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { consumeSsoRequest, insertSsoRequest, type TSsoSettingsRow } from './sso.repo.ts';
import { SsoRefusal, type TAssertedIdentity } from './ssoProvision.ts';

/**
 * OpenID Connect with openid-client (docs/SSO.md): discovery, the authorization-code flow with PKCE, state
 * and nonce kept server-side (sso_requests, used once), identity by issuer + subject. Every request to the
 * provider goes through the outbound guard.
 */
export const SSO_REQUEST_SECONDS = 10 * 60;
export const oidcRedirectUri = (deps: TDeps) => `${publicUrl(deps)}/auth/oidc/callback`;
export const oidcPostLogoutUri = (deps: TDeps) => `${publicUrl(deps)}/app/login`;

const secretKey = (deps: TDeps) => appKey(deps, 'sso-oidc-secret');
const sealContext = (accountId: number) => `account_sso_settings:${accountId}`;

export const sealClientSecret = async (deps: TDeps, accountId: number, secret: string) =>
  sealSecret(await secretKey(deps), secret, sealContext(accountId));

const clientSecretOf = async (deps: TDeps, s: TSsoSettingsRow) =>
  s.oidcClientSecretSealed
    ? openSecret(await secretKey(deps), s.oidcClientSecretSealed, sealContext(s.accountId))
    : undefined;

/** openid-client's fetch, through the guarded client; the answer is rebuilt as a global Response. */
const fetchThroughGuard =
  (deps: TDeps): client.CustomFetch =>
  async (url, options) => {
    const headers = Object.fromEntries(Object.entries(options.headers));
    const res = await guardedFetch(
      url,
      {
        method: options.method,
        headers,
        body: options.body as string | undefined,
        signal: options.signal ?? AbortSignal.timeout(10_000),
      },
      outboundPolicy(deps.config),
      { redirects: 'same-origin' },
    );
    return new Response(await res.arrayBuffer(), {
      status: res.status,
      headers: Object.fromEntries(res.headers.entries()),
    });
  };

/**
 * The provider's configuration by discovery. Plain http is accepted only where private-network targets
 * are (ALLOW_PRIVATE_NETWORK_TARGETS: a self-hoster's LAN, the tests' local provider).
 */
export const discover = async (deps: TDeps, s: TSsoSettingsRow) => {
  if (!s.oidcIssuer || !s.oidcClientId) throw new SsoRefusal('not_configured', 'issuer and client id are needed');
  const insecure = new URL(s.oidcIssuer).protocol === 'http:' && deps.config.allowPrivateNetworkTargets;
  return client.discovery(new URL(s.oidcIssuer), s.oidcClientId, await clientSecretOf(deps, s), undefined, {
    [client.customFetch]: fetchThroughGuard(deps),
    ...(insecure && { execute: [client.allowInsecureRequests] }),
  });
};

/** Starts a sign-in: the provider's authorization URL, with PKCE, state and nonce remembered for the callback. */
export const oidcAuthorizationUrl = async (deps: TDeps, s: TSsoSettingsRow, loginHint: string | null) => {
  const config = await discover(deps, s);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await insertSsoRequest(deps.db, {
    stateHash: sha256(state),
    accountId: s.accountId,
    protocol: 'oidc',
    nonce,
    codeVerifier,
    expiresAt: new Date(Date.now() + SSO_REQUEST_SECONDS * 1000),
  });
  const supported = config.serverMetadata().scopes_supported ?? [];
  const scope = ['openid', 'email', 'profile', ...(supported.includes('groups') ? ['groups'] : [])].join(' ');
  return client
    .buildAuthorizationUrl(config, {
      redirect_uri: oidcRedirectUri(deps),
      scope,
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...(loginHint && { login_hint: loginHint }),
    })
    .toString();
};

const stringList = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];

/**
 * The callback: the state names the pending sign-in (spent now); the code is exchanged with the PKCE
 * verifier, the ID token's signature, issuer, audience and nonce checked by openid-client; email, name and
 * groups come from the ID token, completed by the userinfo endpoint.
 */
export const completeOidc = async (
  deps: TDeps,
  callbackQuery: string,
  settingsOf: (accountId: number) => Promise<TSsoSettingsRow | null>,
): Promise<{ settings: TSsoSettingsRow; who: TAssertedIdentity }> => {
  const params = new URLSearchParams(callbackQuery);
  const state = params.get('state');
  if (!state) throw new SsoRefusal('expired', 'no state');
  const pending = await consumeSsoRequest(deps.db, sha256(state));
  if (!pending || pending.protocol !== 'oidc' || !pending.codeVerifier || !pending.nonce)
    throw new SsoRefusal('expired', 'unknown or used state');
  const settings = await settingsOf(pending.accountId);
  if (!settings?.oidcEnabled) throw new SsoRefusal('not_configured', 'OIDC is off');
  const config = await discover(deps, settings);
  const tokens = await client.authorizationCodeGrant(config, new URL(`${oidcRedirectUri(deps)}?${callbackQuery}`), {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new SsoRefusal('failed', 'no ID token');
  let claims: Record<string, unknown> = { ...idClaims };
  if (config.serverMetadata().userinfo_endpoint) {
    const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    claims = { ...info, ...claims };
  }
  if (claims.email_verified === false) throw new SsoRefusal('email_missing', 'the email is not verified');
  const email = typeof claims.email === 'string' ? claims.email : null;
  const name = typeof claims.name === 'string' ? claims.name : null;
  return {
    settings,
    who: {
      protocol: 'oidc',
      issuer: idClaims.iss,
      subject: idClaims.sub,
      email,
      name,
      groups: stringList(claims[settings.oidcGroupsClaim]),
    },
  };
};

/** Where signing out of an OIDC account's session ends the provider's too, when the provider offers it. */
export const oidcEndSessionUrl = async (deps: TDeps, s: TSsoSettingsRow) => {
  const config = await discover(deps, s);
  if (!config.serverMetadata().end_session_endpoint) return null;
  return client
    .buildEndSessionUrl(config, {
      client_id: s.oidcClientId ?? '',
      post_logout_redirect_uri: oidcPostLogoutUri(deps),
      state: randomToken(8),
    })
    .toString();
};

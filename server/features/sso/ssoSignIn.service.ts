import type { TSsoLoginRequest } from '../../../common/contracts/sso.ts';
import { publicUrl, type TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { randomToken } from '../../lib/crypto.ts';
import { errorText } from '../../lib/serverText.ts';
import { issueSsoLoginUrl } from '../auth/index.ts';
import { findUserByEmail } from '../users/index.ts';
import { findSsoSettings, ssoSettingsOfDomain, ssoSettingsOfMember, type TSsoSettingsRow } from './sso.repo.ts';
import { completeOidc, oidcAuthorizationUrl, oidcEndSessionUrl } from './ssoOidc.ts';
import { resolveSsoUser, SsoRefusal, type TAssertedIdentity } from './ssoProvision.ts';
import { completeSaml, samlAuthorizationUrl } from './ssoSaml.ts';

/**
 * Sign-in through an account's identity provider (docs/SSO.md). The provider's answer ends in a one-time
 * sign-in link (auth's issueSsoLoginUrl): the login page posts it to /auth/sign_in, the one door every
 * session is created through (two-factor sign-in still asked when the user has it on).
 */
const loginPage = (deps: TDeps, params: Record<string, string>) =>
  `${publicUrl(deps)}/app/login?${new URLSearchParams(params).toString()}`;

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/** The account an email signs in through: the user's own accounts first, else one that allows its domain. */
const settingsForEmail = async (deps: TDeps, email: string, protocol: 'oidc' | 'saml' | undefined) => {
  const user = await findUserByEmail(deps.db, email);
  const own = user ? await ssoSettingsOfMember(deps.db, user.id) : [];
  const candidates = own.length ? own : user ? [] : await ssoSettingsOfDomain(deps.db, domainOf(email));
  const fits = (s: TSsoSettingsRow, p: 'oidc' | 'saml') =>
    (!protocol || protocol === p) && (p === 'oidc' ? s.oidcEnabled : s.samlEnabled);
  for (const s of candidates) {
    if (fits(s, 'oidc')) return { settings: s, protocol: 'oidc' as const };
    if (fits(s, 'saml')) return { settings: s, protocol: 'saml' as const };
  }
  return null;
};

/** POST /api/v1/auth/sso_login {email}: where the browser goes to sign in. */
export const startSsoLogin = async (deps: TDeps, input: TSsoLoginRequest) => {
  const found = await settingsForEmail(deps, input.email, input.protocol);
  if (!found) throw new AppError('not_found', errorText('ssoNotConfigured'));
  const url =
    found.protocol === 'oidc'
      ? await oidcAuthorizationUrl(deps, found.settings, input.email)
      : await samlAuthorizationUrl(deps, found.settings, randomToken(12));
  return { protocol: found.protocol, url };
};

const finish = async (deps: TDeps, settings: TSsoSettingsRow, who: TAssertedIdentity) => {
  const user = await resolveSsoUser(deps, settings, who);
  const link = new URL(await issueSsoLoginUrl(deps, user));
  // The login page remembers it, so signing out also ends the provider's session (OIDC end-session).
  if (who.protocol === 'oidc') link.searchParams.set('sso_account_id', String(settings.accountId));
  return link.toString();
};

/** Where a failed sign-in lands: the login page with a reason it can explain; the detail goes to the log. */
const refused = (deps: TDeps, err: unknown) => {
  const code = err instanceof SsoRefusal ? err.code : 'failed';
  deps.log.info({ err: (err as Error).message, code }, 'single sign-on refused');
  return loginPage(deps, { sso_error: code });
};

/** GET /auth/oidc/callback: the provider's redirect back; the answer is where the browser goes next. */
export const oidcCallback = async (deps: TDeps, query: string) => {
  try {
    const { settings, who } = await completeOidc(deps, query, (id) => findSsoSettings(deps.db, id));
    return await finish(deps, settings, who);
  } catch (err) {
    return refused(deps, err);
  }
};

/** POST /auth/saml/:accountId/acs: the IdP's signed response, posted by the browser. */
export const samlAcs = async (deps: TDeps, accountId: number, body: Record<string, string>) => {
  try {
    const settings = await findSsoSettings(deps.db, accountId);
    if (!settings) throw new SsoRefusal('not_configured', 'no settings');
    return await finish(deps, settings, await completeSaml(deps, settings, body));
  } catch (err) {
    return refused(deps, err);
  }
};

/** GET /auth/oidc/:accountId/logout: the provider's end-session URL when it offers one, else the login page. */
export const oidcLogout = async (deps: TDeps, accountId: number) => {
  const settings = await findSsoSettings(deps.db, accountId);
  try {
    if (settings?.oidcEnabled) return (await oidcEndSessionUrl(deps, settings)) ?? loginPage(deps, {});
  } catch (err) {
    deps.log.info({ err: (err as Error).message }, 'end-session discovery failed');
  }
  return loginPage(deps, {});
};

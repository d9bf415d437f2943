import type { TConfig } from '../../config.ts';
import { pick, pickString, providerFetch, ProviderError } from '../../lib/providerHttp.ts';

export type TMailProvider = 'google' | 'microsoft';
export const MAIL_PROVIDERS: readonly TMailProvider[] = ['google', 'microsoft'];

export type TMailOauthClient = TConfig['mailOauth']['google'];

/** The scopes each provider is asked for: IMAP and SMTP over XOAUTH2, offline access, the address. */
export const MAIL_SCOPES: Record<TMailProvider, string> = {
  google: 'email profile https://mail.google.com/',
  microsoft:
    'offline_access https://outlook.office.com/IMAP.AccessAsUser.All https://outlook.office.com/SMTP.Send openid profile email',
};

/** What a token endpoint answered: the access token, its expiry, and a refresh token when it gave one. */
export interface TMailTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
  idToken: string | null;
}

/** The provider refused the grant (a revoked or expired refresh token, a bad code): only a new sign-in helps. */
export class MailGrantRefused extends Error {}

const textOf = (v: unknown) => (typeof v === 'string' ? v : '');

const tokenRequest = async (client: TMailOauthClient, timeoutMs: number, form: Record<string, string>) => {
  if (!client.clientId || !client.clientSecret) throw new MailGrantRefused('not configured');
  try {
    const res = await providerFetch(
      client.tokenUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ ...form, client_id: client.clientId, client_secret: client.clientSecret }),
      },
      {
        timeoutMs,
        errorMessage: (body, status) =>
          `${textOf(pick(body, 'error')) || status}: ${textOf(pick(body, 'error_description'))}`.trim(),
      },
    );
    const accessToken = pickString(res.body, 'access_token');
    if (!accessToken) throw new MailGrantRefused('the token endpoint answered without an access token');
    const expiresIn = Number(pick(res.body, 'expires_in') ?? 3600);
    return {
      accessToken,
      refreshToken: pickString(res.body, 'refresh_token') || null,
      expiresAt: new Date(Date.now() + (Number.isFinite(expiresIn) ? expiresIn : 3600) * 1000),
      idToken: pickString(res.body, 'id_token') || null,
    } satisfies TMailTokens;
  } catch (err) {
    // invalid_grant, invalid_client, unauthorized_client …: the provider said no; a retry will not change it.
    if (err instanceof ProviderError && err.isPermanent) throw new MailGrantRefused(err.message);
    throw err;
  }
};

/** The authorization code (from the callback) for tokens. */
export const exchangeMailCode = (client: TMailOauthClient, timeoutMs: number, code: string, redirectUri: string) =>
  tokenRequest(client, timeoutMs, { grant_type: 'authorization_code', code, redirect_uri: redirectUri });

/** A refresh token for a new access token (Microsoft also rotates the refresh token). */
export const refreshMailToken = (client: TMailOauthClient, timeoutMs: number, refreshToken: string) =>
  tokenRequest(client, timeoutMs, { grant_type: 'refresh_token', refresh_token: refreshToken });

/** The claims of an id_token, which came straight from the token endpoint over TLS (not re-verified). */
const idTokenClaims = (idToken: string | null): Record<string, unknown> => {
  const body = idToken?.split('.')[1];
  if (!body) return {};
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
};

/** The signed-in mailbox's address: Google's userinfo, Microsoft's id_token (email, else preferred_username). */
export const mailboxAddressOf = async (client: TMailOauthClient, timeoutMs: number, tokens: TMailTokens) => {
  const claims = idTokenClaims(tokens.idToken);
  let email = textOf(claims.email) || textOf(claims.preferred_username);
  if (client.userinfoUrl) {
    const res = await providerFetch(
      client.userinfoUrl,
      { headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' } },
      { timeoutMs, errorMessage: (_body, status) => `userinfo ${status}` },
    );
    email = pickString(res.body, 'email') || email;
  }
  email = email.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
};

import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The OAuth clients the local Google and Microsoft are configured with (fakeMailOauthEnv). */
export const FAKE_MAIL_CLIENTS = {
  google: { id: 'fake-google-client', secret: 'fake-google-secret' },
  microsoft: { id: 'fake-azure-app', secret: 'fake-azure-secret' },
} as const;

type TProvider = keyof typeof FAKE_MAIL_CLIENTS;

interface TGrant {
  provider: TProvider;
  email: string;
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

const token = (prefix: string) => `${prefix}-${crypto.randomBytes(9).toString('hex')}`;

/** An unsigned id_token carrying the address (the app reads the claims of what the token endpoint sent). */
const idToken = (email: string) =>
  ['{"alg":"none"}', JSON.stringify({ email, preferred_username: email, sub: email })]
    .map((p) => Buffer.from(p).toString('base64url'))
    .join('.') + '.';

/**
 * A local stand-in for Google's and Microsoft's OAuth endpoints, under /google and /microsoft:
 * - GET /{p}/authorize: the consent page, which consents at once (302 to redirect_uri with a code and the
 *   state) for the address `consentAs` names (default: the login_hint);
 * - POST /{p}/token: authorization_code and refresh_token grants (client id and secret checked); a revoked
 *   refresh token answers invalid_grant; Microsoft's answer carries an id_token and a rotated refresh token;
 * - GET /google/userinfo: the address of a valid access token;
 * - GET /google/tokeninfo?access_token=…: the same, as an IMAP server asks it (server/test/dovecot.ts).
 * Every token issued is valid for `expiresIn` seconds (tests shorten it to force refreshes).
 */
export const startFakeMailOauth = async (port = 0) => {
  const codes = new Map<string, TGrant>();
  const accessTokens = new Map<string, TGrant>();
  const refreshTokens = new Map<string, TGrant>();
  const revoked = new Set<string>();
  const calls: { path: string; grant?: string }[] = [];
  const settings = { expiresIn: 3600, consentAs: null as string | null, deny: false };

  const issue = (grant: TGrant) => {
    const access = token(`${grant.provider}-access`);
    accessTokens.set(access, grant);
    return access;
  };
  const server = http.createServer((req, res) => {
    void readBody(req).then((raw) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const [, provider, action] = url.pathname.split('/') as [string, TProvider, string];
      calls.push({ path: url.pathname });
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (!(provider in FAKE_MAIL_CLIENTS)) return json(404, { error: 'not_found' });
      const client = FAKE_MAIL_CLIENTS[provider];
      if (action === 'authorize' && req.method === 'GET') {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        if (url.searchParams.get('client_id') !== client.id) return json(400, { error: 'invalid_client' });
        if (settings.deny) {
          back.searchParams.set('error', 'access_denied');
        } else {
          const code = token('code');
          codes.set(code, {
            provider,
            email: settings.consentAs ?? url.searchParams.get('login_hint') ?? 'me@example.test',
          });
          back.searchParams.set('code', code);
        }
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (action === 'token' && req.method === 'POST') {
        const form = new URLSearchParams(raw);
        calls[calls.length - 1] = { path: url.pathname, grant: form.get('grant_type') ?? '' };
        if (form.get('client_id') !== client.id || form.get('client_secret') !== client.secret)
          return json(401, { error: 'invalid_client' });
        let grant: TGrant | undefined;
        if (form.get('grant_type') === 'authorization_code') {
          grant = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
        } else if (form.get('grant_type') === 'refresh_token') {
          const rt = form.get('refresh_token') ?? '';
          grant = revoked.has(rt) ? undefined : refreshTokens.get(rt);
          if (grant && provider === 'microsoft') refreshTokens.delete(rt);
        }
        if (!grant || grant.provider !== provider)
          return json(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        const refresh =
          form.get('grant_type') === 'authorization_code' || provider === 'microsoft' ? token('refresh') : null;
        if (refresh) refreshTokens.set(refresh, grant);
        return json(200, {
          access_token: issue(grant),
          expires_in: settings.expiresIn,
          token_type: 'Bearer',
          ...(refresh && { refresh_token: refresh }),
          ...(provider === 'microsoft' && { id_token: idToken(grant.email) }),
        });
      }
      // Google's tokeninfo (what an IMAP server such as dovecot asks to check an XOAUTH2 sign-in).
      if (action === 'tokeninfo' && provider === 'google') {
        const grant = accessTokens.get(url.searchParams.get('access_token') ?? '');
        return grant
          ? json(200, { email: grant.email, email_verified: 'true', expires_in: String(settings.expiresIn) })
          : json(400, { error: 'invalid_token', error_description: 'Invalid Value' });
      }
      if (action === 'userinfo' && provider === 'google') {
        const grant = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        return grant ? json(200, { email: grant.email, email_verified: true }) : json(401, { error: 'invalid_token' });
      }
      return json(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    env: fakeMailOauthEnv(actual),
    calls,
    settings,
    /** The address an access token was issued for (null: never issued). */
    emailOf: (accessToken: string) => accessTokens.get(accessToken)?.email ?? null,
    /** Access tokens issued for an address, oldest first. */
    accessTokensOf: (email: string) => [...accessTokens].filter(([, g]) => g.email === email).map(([t]) => t),
    /** Revokes every refresh token of an address (the user removed the app's access). */
    revoke: (email: string) => {
      for (const [rt, g] of refreshTokens) if (g.email === email) revoked.add(rt);
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
};

export type TFakeMailOauth = Awaited<ReturnType<typeof startFakeMailOauth>>;

/** The server's env for the local Google and Microsoft on `port`. */
export const fakeMailOauthEnv = (port: number) => {
  const url = `http://127.0.0.1:${port}`;
  return {
    GOOGLE_OAUTH_CLIENT_ID: FAKE_MAIL_CLIENTS.google.id,
    GOOGLE_OAUTH_CLIENT_SECRET: FAKE_MAIL_CLIENTS.google.secret,
    GOOGLE_OAUTH_AUTH_URL: `${url}/google/authorize`,
    GOOGLE_OAUTH_TOKEN_URL: `${url}/google/token`,
    GOOGLE_OAUTH_USERINFO_URL: `${url}/google/userinfo`,
    AZURE_APP_ID: FAKE_MAIL_CLIENTS.microsoft.id,
    AZURE_APP_SECRET: FAKE_MAIL_CLIENTS.microsoft.secret,
    MICROSOFT_OAUTH_AUTH_URL: `${url}/microsoft/authorize`,
    MICROSOFT_OAUTH_TOKEN_URL: `${url}/microsoft/token`,
  };
};

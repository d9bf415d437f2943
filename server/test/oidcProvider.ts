import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A local OpenID Connect provider for tests (oidc-provider, docs/SSO.md): one confidential client, users the
 * test names, no login screen — the next authorization signs in `nextLogin` — and no consent screen.
 */
export interface TOidcUser {
  email: string;
  name?: string;
  groups?: string[];
  email_verified?: boolean;
}

export interface TOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  users: Map<string, TOidcUser>;
  /** The subject the next authorization signs in. */
  nextLogin: { sub: string };
  close: () => Promise<void>;
}

export const startOidcProvider = async (opts: {
  redirectUri: string;
  postLogoutRedirectUri: string;
  port?: number;
}): Promise<TOidcProvider> => {
  const users = new Map<string, TOidcUser>();
  const nextLogin = { sub: '' };
  const clientId = 'helpdesk';
  const clientSecret = 'helpdesk-test-secret';
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [opts.redirectUri],
        post_logout_redirect_uris: [opts.postLogoutRedirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookies: { keys: ['oidc-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    scopes: ['openid', 'email', 'profile', 'groups'],
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const user = users.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email_verified: true, ...user }),
      };
    },
    // First-party client: the grant is given without a consent screen.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client?.clientId ?? clientId,
        accountId: ctx.oidc.session?.accountId ?? '',
      });
      grant.addOIDCScope('openid email profile groups');
      grant.addOIDCClaims(['email', 'email_verified', 'name', 'groups']);
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      void (async () => {
        try {
          await provider.interactionDetails(req, res);
          await provider.interactionFinished(
            req,
            res,
            { login: { accountId: nextLogin.sub } },
            { mergeWithLastSubmission: false },
          );
        } catch (err) {
          res.statusCode = 500;
          res.end((err as Error).message);
        }
      })();
      return;
    }
    void callback(req, res);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    users,
    nextLogin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** Follows the browser's redirects (with its cookies) until one leaves for `target`; returns that URL. */
export const followRedirects = async (start: string, target: string) => {
  const jar = new Map<string, string>();
  let url = start;
  for (let i = 0; i < 12; i++) {
    if (url.startsWith(target)) return url;
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`no redirect from ${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
};

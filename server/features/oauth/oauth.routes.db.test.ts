import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';

/** A local stand-in for the Graph API and Twitter's request-token endpoint. */
const seen: { url: string; auth?: string }[] = [];
const provider = http.createServer((req, res) => {
  seen.push({ url: req.url ?? '', ...(req.headers.authorization ? { auth: req.headers.authorization } : {}) });
  const url = new URL(req.url ?? '/', 'http://x');
  res.setHeader('Content-Type', 'application/json');
  if (url.pathname === '/v19.0/oauth/access_token') {
    res.end(JSON.stringify({ access_token: `long-${url.searchParams.get('fb_exchange_token')}` }));
  } else if (url.pathname === '/v19.0/me/accounts') {
    if (url.searchParams.get('access_token') !== 'long-good') {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token.' } }));
      return;
    }
    res.end(
      JSON.stringify({
        data: [
          { id: '111', name: 'Acme Page', access_token: 'page-111', category: 'Shop' },
          { id: '222', name: 'Other Page', access_token: 'page-222' },
        ],
      }),
    );
  } else if (url.pathname.endsWith('/subscribed_apps') && req.method === 'POST') {
    res.end(JSON.stringify({ success: true }));
  } else if (url.pathname === '/oauth/request_token') {
    res.setHeader('Content-Type', 'text/plain');
    res.end('oauth_token=req-tok&oauth_token_secret=s&oauth_callback_confirmed=true');
  } else {
    res.statusCode = 404;
    res.end('{}');
  }
});
await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;

const t = setupTestApp({
  FB_APP_ID: 'fb-app',
  FB_APP_SECRET: 'fb-secret',
  FB_API_VERSION: 'v19.0',
  FACEBOOK_API_URL: providerUrl,
  TWITTER_CONSUMER_KEY: 'ck',
  TWITTER_CONSUMER_SECRET: 'cs',
  TWITTER_API_URL: providerUrl,
  AZURE_APP_ID: 'azure-app',
  GOOGLE_OAUTH_CLIENT_ID: 'google-client',
  FRONTEND_URL: 'https://desk.acme.test',
});
const bare = setupTestApp();

beforeAll(() => (seen.length = 0));
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

const post = (ctx: typeof t, m: TMember, rest: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/${m.accountId}${rest}`,
    headers: m.headers,
    ...(payload ? { payload } : {}),
  });

describe('Facebook pages', () => {
  it('lists the managed pages with a long-lived token, marking pages that already have an inbox', async () => {
    const admin = await buildAdmin(t);
    const res = await post(t, admin, '/callbacks/facebook_pages.json', { omniauth_token: 'good' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        user_access_token: 'long-good',
        page_details: [
          { id: '111', name: 'Acme Page', access_token: 'page-111', category: 'Shop', exists: false },
          { id: '222', name: 'Other Page', access_token: 'page-222', exists: false },
        ],
      },
    });
    expect(seen.some((s) => s.url.includes('client_secret=fb-secret'))).toBe(true);

    const created = await post(t, admin, '/callbacks/register_facebook_page', {
      user_access_token: 'long-good',
      page_access_token: 'page-111',
      page_id: '111',
      inbox_name: 'Acme on Facebook',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: 'Acme on Facebook',
      channel_type: 'Channel::FacebookPage',
      page_id: '111',
    });
    const again = await post(t, admin, '/callbacks/facebook_pages', { user_access_token: 'good' });
    expect(
      again.json<{ data: { page_details: { exists: boolean }[] } }>().data.page_details.map((p) => p.exists),
    ).toEqual([true, false]);
    const dup = await post(t, admin, '/callbacks/register_facebook_page', {
      user_access_token: 'x',
      page_access_token: 'y',
      page_id: '111',
      inbox_name: 'Twice',
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json<{ attributes: string[] }>().attributes).toEqual(['page_id']);
  });

  it('422s a token Facebook rejects, a missing token and a missing inbox name', async () => {
    const admin = await buildAdmin(t);
    const rejected = await post(t, admin, '/callbacks/facebook_pages', { omniauth_token: 'bad' });
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json<{ message: string }>().message).toContain('Invalid OAuth access token');
    expect((await post(t, admin, '/callbacks/facebook_pages', {})).statusCode).toBe(422);
    const noName = await post(t, admin, '/callbacks/register_facebook_page', {
      user_access_token: 'a',
      page_access_token: 'b',
      page_id: '9',
      inbox_name: '',
    });
    expect(noName.json<{ attributes: string[] }>().attributes).toEqual(['inbox_name']);
  });
});

describe('authorization URLs', () => {
  it('signs a Twitter request token and returns the authorize URL', async () => {
    const admin = await buildAdmin(t);
    const res = await post(t, admin, '/twitter/authorization');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: `${providerUrl}/oauth/authorize?oauth_token=req-tok` });
    const auth = seen.find((s) => s.url === '/oauth/request_token')?.auth ?? '';
    expect(auth).toMatch(/^OAuth /);
    expect(auth).toContain('oauth_consumer_key="ck"');
    expect(auth).toContain(`oauth_callback="${encodeURIComponent('https://desk.acme.test/twitter/callback')}"`);
    expect(auth).toMatch(/oauth_signature="[^"]+"/);
  });

  it('builds the Microsoft and Google URLs from the configured client ids', async () => {
    const admin = await buildAdmin(t);
    const ms = new URL(
      (await post(t, admin, '/microsoft/authorization', { email: 'Help@Acme.test' })).json<{ url: string }>().url,
    );
    expect(ms.origin + ms.pathname).toBe('https://login.microsoftonline.com/common/oauth2/v2.0/authorize');
    expect(ms.searchParams.get('client_id')).toBe('azure-app');
    expect(ms.searchParams.get('redirect_uri')).toBe('https://desk.acme.test/microsoft/callback');
    expect(ms.searchParams.get('login_hint')).toBe('help@acme.test');
    expect(ms.searchParams.get('scope')).toBe(
      'offline_access https://outlook.office.com/IMAP.AccessAsUser.All https://outlook.office.com/SMTP.Send openid profile email',
    );
    // The state is signed (body.signature) and names the provider, the account and the administrator.
    const [body, signature] = (ms.searchParams.get('state') ?? '').split('.');
    expect(signature).toBeTruthy();
    const state = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(state).toMatchObject({ prv: 'microsoft', acc: admin.accountId, uid: admin.user.id });
    const g = new URL(
      (await post(t, admin, '/google/authorization', { email: 'help@acme.test' })).json<{ url: string }>().url,
    );
    expect(g.searchParams.get('client_id')).toBe('google-client');
    expect(g.searchParams.get('scope')).toContain('https://mail.google.com/');
    expect(g.searchParams.get('access_type')).toBe('offline');
    expect(g.searchParams.get('prompt')).toBe('consent');
    expect(g.searchParams.get('redirect_uri')).toBe('https://desk.acme.test/google/callback');
    expect((await post(t, admin, '/google/authorization', { email: 'nope' })).statusCode).toBe(422);
  });

  it('reports which providers are configured; agents may not start any flow', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/inbox_providers`,
      headers: admin.headers,
    });
    expect(res.json()).toEqual({
      facebook: { app_id: 'fb-app', api_version: 'v19.0', sdk_url: 'https://connect.facebook.net/en_US/sdk.js' },
      instagram: false,
      twitter: true,
      microsoft: true,
      google: true,
    });
    const agent = await buildMember(t, { accountId: admin.accountId });
    for (const path of ['/twitter/authorization', '/callbacks/facebook_pages', '/callbacks/register_facebook_page']) {
      expect((await post(t, agent, path, {})).statusCode, path).toBe(401);
    }
    expect((await post(t, agent, '/google/authorization', { email: 'a@b.test' })).statusCode).toBe(401);
  });
});

describe('an installation without provider credentials', () => {
  it('answers every flow with a clear provider_not_configured 422', async () => {
    const admin = await buildAdmin(bare);
    const res = await bare.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/inbox_providers`,
      headers: admin.headers,
    });
    expect(res.json()).toEqual({ facebook: null, instagram: false, twitter: false, microsoft: false, google: false });
    const cases: [string, Record<string, unknown>, string][] = [
      ['/callbacks/facebook_pages', { omniauth_token: 'x' }, 'Facebook'],
      ['/twitter/authorization', {}, 'Twitter'],
      ['/microsoft/authorization', { email: 'a@b.test' }, 'Microsoft'],
      ['/google/authorization', { email: 'a@b.test' }, 'Google'],
    ];
    for (const [path, body, name] of cases) {
      const r = await post(bare, admin, path, body);
      expect(r.statusCode, path).toBe(422);
      expect(r.json()).toMatchObject({
        code: 'provider_not_configured',
        message: `${name} is not configured on this installation`,
      });
    }
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { platformApps, ssoLoginTokens } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { contractProblems, loadChatwootPlatformSpec } from '../../test/contract.ts';
import { buildAdmin, buildUser } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildPlatformApp } from '../../test/platformFactories.ts';

const t = setupTestApp();
const schemas = loadChatwootPlatformSpec().components.schemas;
/** Where the answers differ from the platform OpenAPI on purpose, with why. */
const DEVIATIONS = {
  'agent_bot.access_token': 'tokens are stored hashed: only the create answer shows it',
  'user.access_token': 'tokens are stored hashed: POST users/{id}/token gives a new one',
};
const shape = (name: string, value: unknown) => expect(contractProblems(schemas, name, value, DEVIATIONS)).toEqual([]);

type TRes = { statusCode: number; json: <T = Record<string, unknown>>() => T; body: string };
const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<TRes> => t.app.inject({ method, url: `/platform/api/v1${url}`, headers, payload: payload as never });

const NON_PERMISSIBLE = { error: 'Non permissible resource' };
let seq = 0;
const email = () => `platform-${Date.now()}-${++seq}@example.test`;

describe('Platform API: authentication', () => {
  it('401 without a token, with an unknown one, and with a user’s token', async () => {
    const admin = await buildAdmin(t);
    for (const headers of [{}, { api_access_token: 'nope' }, { api_access_token: admin.apiToken }] as Record<
      string,
      string
    >[]) {
      const res = await call(headers, 'POST', '/accounts', { name: 'X' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'Invalid access_token' });
    }
  });

  it('keeps only the SHA-256 of an app token', async () => {
    const { app, token } = await buildPlatformApp(t);
    const [row] = await t.database.db.select().from(platformApps).where(eq(platformApps.id, app.id));
    expect(row?.tokenDigest).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });
});

describe('Platform API: users', () => {
  it('creates, shows, updates and deletes a user in the OpenAPI user shape', async () => {
    const { headers } = await buildPlatformApp(t);
    const created = await call(headers, 'POST', '/users', {
      name: 'Daniel',
      display_name: 'Dan',
      email: email(),
      password: 'Password2!x',
      custom_attributes: { plan: 'pro' },
    });
    expect(created.statusCode).toBe(200);
    shape('user', created.json());
    expect(created.json()).toMatchObject({ name: 'Daniel', display_name: 'Dan', confirmed: true });
    const id = created.json<{ id: number }>().id;
    const shown = await call(headers, 'GET', `/users/${id}`);
    shape('user', shown.json());
    const updated = await call(headers, 'PATCH', `/users/${id}`, { name: 'Dani', custom_attributes: { seats: 3 } });
    expect(updated.json()).toMatchObject({ name: 'Dani', custom_attributes: { plan: 'pro', seats: 3 } });
    expect((await call(headers, 'DELETE', `/users/${id}`)).statusCode).toBe(200);
    expect((await call(headers, 'GET', `/users/${id}`)).statusCode).toBe(401);
  });

  it('422 naming the bad field; a taken email of a user the app did not create is not handed over', async () => {
    const { headers } = await buildPlatformApp(t);
    const bad = await call(headers, 'POST', '/users', { name: 'X', email: 'not-an-email' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('email');
    const someone = await buildUser(t);
    const taken = await call(headers, 'POST', '/users', { name: 'X', email: someone.email });
    expect(taken.statusCode).toBe(422);
  });

  it('POST users/{id}/token gives a working API token', async () => {
    const { headers } = await buildPlatformApp(t);
    const id = (await call(headers, 'POST', '/users', { name: 'T', email: email() })).json<{ id: number }>().id;
    const res = await call(headers, 'POST', `/users/${id}/token`);
    const token = res.json<{ access_token: string }>().access_token;
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: { api_access_token: token } });
    expect(profile.json()).toMatchObject({ id });
  });

  it('GET users/{id}/login is a one-time sign-in link: it signs in once, then never again', async () => {
    const { headers } = await buildPlatformApp(t);
    const mail = email();
    const id = (await call(headers, 'POST', '/users', { name: 'S', email: mail })).json<{ id: number }>().id;
    const res = await call(headers, 'GET', `/users/${id}/login`);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(url.pathname).toBe('/app/login');
    const token = url.searchParams.get('sso_auth_token') ?? '';
    expect(url.searchParams.get('email')).toBe(mail);
    const [stored] = await t.database.db.select().from(ssoLoginTokens).where(eq(ssoLoginTokens.userId, id));
    expect(stored?.tokenHash).toBe(sha256(token));
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const signIn = () =>
      t.app.inject({ method: 'POST', url: '/auth/sign_in', payload: { email: mail, sso_auth_token: token } });
    const first = await signIn();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ data: { id } });
    expect(first.headers['access-token']).toEqual(expect.any(String));
    expect((await signIn()).statusCode).toBe(401);
  });

  it('an expired link does not sign in', async () => {
    const { headers } = await buildPlatformApp(t);
    const mail = email();
    const id = (await call(headers, 'POST', '/users', { name: 'E', email: mail })).json<{ id: number }>().id;
    const url = new URL((await call(headers, 'GET', `/users/${id}/login`)).json<{ url: string }>().url);
    await t.database.db
      .update(ssoLoginTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ssoLoginTokens.userId, id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: mail, sso_auth_token: url.searchParams.get('sso_auth_token') },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('Platform API: accounts and account users', () => {
  it('creates, shows, updates (features, limits, status) and deletes an account', async () => {
    const { headers } = await buildPlatformApp(t);
    const created = await call(headers, 'POST', '/accounts', { name: 'Acme', locale: 'fr', limits: { agents: 5 } });
    expect(created.statusCode).toBe(200);
    shape('platform_account', created.json());
    expect(created.json()).toMatchObject({ name: 'Acme', locale: 'fr', status: 'active', limits: { agents: 5 } });
    const id = created.json<{ id: number }>().id;
    shape('platform_account', (await call(headers, 'GET', `/accounts/${id}`)).json());
    const updated = await call(headers, 'PATCH', `/accounts/${id}`, {
      status: 'suspended',
      features: { macros: false },
      limits: { inboxes: 2 },
    });
    expect(updated.json()).toMatchObject({
      status: 'suspended',
      features: { macros: false, labels: true },
      limits: { agents: 5, inboxes: 2 },
    });
    const bad = await call(headers, 'PATCH', `/accounts/${id}`, { status: 'gone' });
    expect(bad.statusCode).toBe(422);
    expect((await call(headers, 'DELETE', `/accounts/${id}`)).statusCode).toBe(200);
    expect((await call(headers, 'GET', `/accounts/${id}`)).statusCode).toBe(401);
  });

  it('lists, adds (or re-roles) and removes account users', async () => {
    const { headers } = await buildPlatformApp(t);
    const accountId = (await call(headers, 'POST', '/accounts', { name: 'Team' })).json<{ id: number }>().id;
    const userId = (await call(headers, 'POST', '/users', { name: 'U', email: email() })).json<{ id: number }>().id;
    const added = await call(headers, 'POST', `/accounts/${accountId}/account_users`, {
      user_id: userId,
      role: 'agent',
    });
    expect(added.json()).toEqual({ account_id: accountId, user_id: userId, role: 'agent' });
    await call(headers, 'POST', `/accounts/${accountId}/account_users`, { user_id: userId, role: 'administrator' });
    const list = await call(headers, 'GET', `/accounts/${accountId}/account_users`);
    // The OpenAPI's account_user is the array; each item is checked against its items schema.
    const items = { account_user_item: (schemas.account_user as { items: (typeof schemas)[string] }).items };
    for (const item of list.json<unknown[]>()) expect(contractProblems(items, 'account_user_item', item)).toEqual([]);
    expect(list.json()).toEqual([{ account_id: accountId, user_id: userId, role: 'administrator' }]);
    const removed = await call(headers, 'DELETE', `/accounts/${accountId}/account_users`, { user_id: userId });
    expect(removed.statusCode).toBe(200);
    expect((await call(headers, 'GET', `/accounts/${accountId}/account_users`)).json()).toEqual([]);
  });
});

describe('Platform API: agent bots', () => {
  it('creates (token shown once), lists, shows, updates and deletes a bot', async () => {
    const { headers } = await buildPlatformApp(t);
    const created = await call(headers, 'POST', '/agent_bots', {
      name: 'Helper',
      description: 'Answers',
      outgoing_url: 'https://bot.example.test/hook',
    });
    expect(created.statusCode).toBe(200);
    shape('agent_bot', created.json());
    expect(created.json()).toMatchObject({ access_token: expect.any(String), system_bot: true });
    const id = created.json<{ id: number }>().id;
    const list = await call(headers, 'GET', '/agent_bots');
    expect(list.json<{ id: number }[]>().map((b) => b.id)).toEqual([id]);
    const shown = await call(headers, 'GET', `/agent_bots/${id}`);
    shape('agent_bot', shown.json());
    expect(shown.json()).not.toHaveProperty('access_token');
    expect((await call(headers, 'PATCH', `/agent_bots/${id}`, { name: 'Helper 2' })).json()).toMatchObject({
      name: 'Helper 2',
    });
    expect((await call(headers, 'DELETE', `/agent_bots/${id}`)).statusCode).toBe(200);
    expect((await call(headers, 'GET', '/agent_bots')).json()).toEqual([]);
  });
});

describe('Platform API: an app reaches only what it created', () => {
  it('app B gets 401 Non permissible resource for app A’s user, account and bot', async () => {
    const a = await buildPlatformApp(t);
    const b = await buildPlatformApp(t);
    const userId = (await call(a.headers, 'POST', '/users', { name: 'A', email: email() })).json<{ id: number }>().id;
    const accountId = (await call(a.headers, 'POST', '/accounts', { name: 'A' })).json<{ id: number }>().id;
    const botId = (await call(a.headers, 'POST', '/agent_bots', { name: 'A' })).json<{ id: number }>().id;
    const mine = (await call(b.headers, 'POST', '/accounts', { name: 'B' })).json<{ id: number }>().id;
    const attempts: [Parameters<typeof call>[1], string, unknown?][] = [
      ['GET', `/users/${userId}`],
      ['PATCH', `/users/${userId}`, { name: 'x' }],
      ['DELETE', `/users/${userId}`],
      ['GET', `/users/${userId}/login`],
      ['POST', `/users/${userId}/token`],
      ['GET', `/accounts/${accountId}`],
      ['PATCH', `/accounts/${accountId}`, { name: 'x' }],
      ['DELETE', `/accounts/${accountId}`],
      ['GET', `/accounts/${accountId}/account_users`],
      ['POST', `/accounts/${accountId}/account_users`, { user_id: userId, role: 'agent' }],
      ['POST', `/accounts/${mine}/account_users`, { user_id: userId, role: 'agent' }],
      ['GET', `/agent_bots/${botId}`],
      ['PATCH', `/agent_bots/${botId}`, { name: 'x' }],
      ['DELETE', `/agent_bots/${botId}`],
      ['POST', '/agent_bots', { name: 'x', account_id: accountId }],
      ['GET', '/users/999999'],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(b.headers, method, url, body);
      expect([method, url, res.statusCode, res.json()]).toEqual([
        method,
        url,
        401,
        expect.objectContaining(NON_PERMISSIBLE),
      ]);
    }
    expect((await call(b.headers, 'GET', '/agent_bots')).json()).toEqual([]);
    // A's objects are untouched.
    expect((await call(a.headers, 'GET', `/users/${userId}`)).statusCode).toBe(200);
    expect((await call(a.headers, 'GET', `/accounts/${accountId}`)).statusCode).toBe(200);
  });
});

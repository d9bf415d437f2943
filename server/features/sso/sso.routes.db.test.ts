import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOW_PRIVATE_TARGETS, setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildCustomRole, buildMember, buildUser, PASSWORD } from '../../test/factories.ts';
import { helpers } from '../conversations/testHelpers.ts';
import { followRedirects, startOidcProvider, type TOidcProvider } from '../../test/oidcProvider.ts';
import { IDP_CERT, IDP_ENTITY_ID, IDP_SSO_URL, OTHER_KEY, readAuthnRequest, samlResponse } from '../../test/samlIdp.ts';
import { publicUrl } from '../../deps.ts';

const t = setupTestApp({ ...ALLOW_PRIVATE_TARGETS });
const { call } = helpers(t);
let idp: TOidcProvider;

beforeAll(async () => {
  idp = await startOidcProvider({
    redirectUri: `${publicUrl(t.deps)}/auth/oidc/callback`,
    postLogoutRedirectUri: `${publicUrl(t.deps)}/app/login`,
  });
});
afterAll(() => idp.close());

type TSettings = { oidc: { client_secret_set: boolean }; enforce_sso: boolean; allowed_domains: string[] };

const configureOidc = async (admin: Awaited<ReturnType<typeof buildAdmin>>, extra: Record<string, unknown> = {}) => {
  const res = await call<TSettings>(admin, 'PATCH', '/sso_settings', {
    allowed_domains: ['acme.test'],
    oidc: { enabled: true, issuer: idp.issuer, client_id: idp.clientId, client_secret: idp.clientSecret },
    ...extra,
  });
  expect(res.status).toBe(200);
  return res.body;
};

/** The whole browser journey: login page → provider → callback → one-time link → /auth/sign_in. */
const signInWithOidc = async (email: string) => {
  const start = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sso_login', payload: { email } });
  expect(start.statusCode).toBe(200);
  const { url, protocol } = start.json<{ url: string; protocol: string }>();
  expect(protocol).toBe('oidc');
  const u = new URL(url);
  expect(u.searchParams.get('code_challenge_method')).toBe('S256');
  expect(u.searchParams.get('state')).toBeTruthy();
  expect(u.searchParams.get('nonce')).toBeTruthy();
  const back = await followRedirects(url, `${publicUrl(t.deps)}/auth/oidc/callback`);
  const cb = await t.app.inject({ method: 'GET', url: back.slice(publicUrl(t.deps).length) });
  expect(cb.statusCode).toBe(302);
  return { location: new URL(cb.headers.location as string), callbackPath: back.slice(publicUrl(t.deps).length) };
};

const completeLink = async (location: URL) => {
  const token = location.searchParams.get('sso_auth_token');
  if (!token) return null;
  return t.app.inject({
    method: 'POST',
    url: '/auth/sign_in',
    payload: { email: location.searchParams.get('email'), sso_auth_token: token },
  });
};

const membershipOf = async (email: string, accountId: number) => {
  const { rows } = await t.database.pool.query<{ role: number; custom_role_id: number | null }>(
    `SELECT au.role, au.custom_role_id FROM account_users au JOIN users u ON u.id = au.user_id
     WHERE lower(u.email) = $1 AND au.account_id = $2`,
    [email, accountId],
  );
  return rows[0] ?? null;
};

describe('OpenID Connect', () => {
  it('signs in through the provider, provisions within allowed domains and maps groups to roles', async () => {
    const admin = await buildAdmin(t);
    const role = await buildCustomRole(t, admin.accountId, ['conversation_manage']);
    const saved = await configureOidc(admin, {
      oidc: {
        enabled: true,
        issuer: idp.issuer,
        client_id: idp.clientId,
        client_secret: idp.clientSecret,
        role_mappings: { admins: { role: 'administrator' }, support: { custom_role_id: role.id } },
      },
    });
    // The secret is sealed and never returned.
    expect(saved.oidc.client_secret_set).toBe(true);
    expect(JSON.stringify(saved)).not.toContain(idp.clientSecret);
    const { rows } = await t.database.pool.query<{ s: string }>(
      'SELECT oidc_client_secret_sealed AS s FROM account_sso_settings WHERE account_id = $1',
      [admin.accountId],
    );
    expect(rows[0]?.s).not.toContain(idp.clientSecret);

    idp.users.set('sub-ada', { email: 'ada@acme.test', name: 'Ada', groups: ['admins'] });
    idp.nextLogin.sub = 'sub-ada';
    const { location, callbackPath } = await signInWithOidc('ada@acme.test');
    expect(location.pathname).toBe('/app/login');
    expect(location.searchParams.get('sso_account_id')).toBe(String(admin.accountId));
    const session = await completeLink(location);
    expect(session?.statusCode).toBe(200);
    expect(session?.headers['access-token']).toBeTruthy();
    expect(await membershipOf('ada@acme.test', admin.accountId)).toEqual({ role: 1, custom_role_id: null });
    // The callback's state was spent: the same redirect again is refused.
    const again = await t.app.inject({ method: 'GET', url: callbackPath });
    expect(new URL(again.headers.location as string).searchParams.get('sso_error')).toBe('expired');

    // A second sign-in finds the identity by issuer + subject; the mapping follows the groups.
    idp.users.set('sub-ada', { email: 'ada@acme.test', name: 'Ada', groups: ['support'] });
    const second = await signInWithOidc('ada@acme.test');
    expect((await completeLink(second.location))?.statusCode).toBe(200);
    expect(await membershipOf('ada@acme.test', admin.accountId)).toEqual({ role: 0, custom_role_id: role.id });
    const { rows: ids } = await t.database.pool.query('SELECT issuer, subject FROM sso_identities');
    expect(ids).toContainEqual({ issuer: idp.issuer, subject: 'sub-ada' });
    // Provisioning and the role change are in the audit log.
    const { rows: audits } = await t.database.pool.query<{ action: string; auditable_type: string }>(
      'SELECT action, auditable_type FROM audit_logs WHERE account_id = $1 ORDER BY id',
      [admin.accountId],
    );
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'create', auditable_type: 'Account' },
        { action: 'create', auditable_type: 'AccountUser' },
        { action: 'update', auditable_type: 'AccountUser' },
      ]),
    );
  });

  it('refuses provisioning outside the allowed domains', async () => {
    const admin = await buildAdmin(t);
    await configureOidc(admin);
    // The email the login page was given finds the account by domain; the provider answers another one.
    idp.users.set('sub-eve', { email: 'eve@elsewhere.test', name: 'Eve' });
    idp.nextLogin.sub = 'sub-eve';
    const { location } = await signInWithOidc('someone@acme.test');
    expect(location.searchParams.get('sso_error')).toBe('domain_not_allowed');
    expect(location.searchParams.get('sso_auth_token')).toBeNull();
    expect(await membershipOf('eve@elsewhere.test', admin.accountId)).toBeNull();
    // And an email nobody set up is told so.
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sso_login',
      payload: { email: 'x@nowhere.test' },
    });
    expect(none.statusCode).toBe(404);
  });

  it("signs out through the provider's end-session endpoint; without OIDC, to the login page", async () => {
    const admin = await buildAdmin(t);
    await configureOidc(admin);
    const out = await t.app.inject({ method: 'GET', url: `/auth/oidc/${admin.accountId}/logout` });
    expect(out.statusCode).toBe(302);
    const to = new URL(out.headers.location as string);
    expect(to.origin).toBe(new URL(idp.issuer).origin);
    expect(to.searchParams.get('client_id')).toBe(idp.clientId);
    expect(to.searchParams.get('post_logout_redirect_uri')).toBe(`${publicUrl(t.deps)}/app/login`);
    // The provider knows the way back: its end-session page answers (no "invalid redirect" error).
    expect((await fetch(to, { redirect: 'manual' })).status).toBeLessThan(400);
    const plain = await buildAdmin(t);
    const home = await t.app.inject({ method: 'GET', url: `/auth/oidc/${plain.accountId}/logout` });
    expect(home.statusCode).toBe(302);
    expect(new URL(home.headers.location as string, publicUrl(t.deps)).pathname).toBe('/app/login');
  });

  it('never takes over a user who belongs to other accounts', async () => {
    const admin = await buildAdmin(t);
    await configureOidc(admin, { allowed_domains: ['shared.test'] });
    const user = await buildUser(t, { email: 'bob@shared.test' });
    await buildMember(t, { accountId: admin.accountId, user });
    await buildMember(t, { user }); // another account
    idp.users.set('sub-bob', { email: 'bob@shared.test' });
    idp.nextLogin.sub = 'sub-bob';
    const { location } = await signInWithOidc('bob@shared.test');
    expect(location.searchParams.get('sso_error')).toBe('account_mismatch');
  });
});

describe('SAML 2.0', () => {
  const setUp = async () => {
    const admin = await buildAdmin(t);
    const saved = await call<{ fingerprint: string; sp_entity_id: string; sso_url: string }>(
      admin,
      'POST',
      '/saml_settings',
      {
        saml_settings: {
          sso_url: IDP_SSO_URL,
          certificate: IDP_CERT,
          idp_entity_id: IDP_ENTITY_ID,
          role_mappings: { leads: { role: 1 } },
        },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.fingerprint).toMatch(/^([0-9A-F]{2}:){19}[0-9A-F]{2}$/);
    await call(admin, 'PATCH', '/sso_settings', { allowed_domains: ['corp.test'] });
    return { admin, spEntityId: saved.body.sp_entity_id };
  };

  const startSaml = async (email: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sso_login', payload: { email } });
    expect(res.statusCode).toBe(200);
    const { url, protocol } = res.json<{ url: string; protocol: string }>();
    expect(protocol).toBe('saml');
    expect(url.startsWith(IDP_SSO_URL)).toBe(true);
    return readAuthnRequest(url);
  };

  const post = (accountId: number, SAMLResponse: string) =>
    t.app.inject({
      method: 'POST',
      url: `/auth/saml/${accountId}/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLResponse }).toString(),
    });

  it("keeps Chatwoot's saml_settings routes; signs in by email; refuses a replayed assertion", async () => {
    const { admin, spEntityId } = await setUp();
    const shown = await call<Record<string, unknown>>(admin, 'GET', '/saml_settings');
    expect(shown.body).toMatchObject({
      sso_url: IDP_SSO_URL,
      sp_entity_id: spEntityId,
      role_mappings: { leads: { role: 1 } },
    });
    const meta = await t.app.inject({ method: 'GET', url: `/auth/saml/${admin.accountId}/metadata` });
    expect(meta.body).toContain(`entityID="${spEntityId}"`);

    const req = await startSaml('carol@corp.test');
    expect(req.acsUrl).toBe(`${publicUrl(t.deps)}/auth/saml/${admin.accountId}/acs`);
    const answer = samlResponse({
      inResponseTo: req.id,
      acsUrl: req.acsUrl,
      audience: spEntityId,
      nameId: 'carol@corp.test',
      email: 'carol@corp.test',
      name: 'Carol',
      groups: ['leads'],
    });
    const res = await post(admin.accountId, answer);
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(location.searchParams.get('sso_error')).toBeNull();
    expect((await completeLink(location))?.statusCode).toBe(200);
    expect(await membershipOf('carol@corp.test', admin.accountId)).toEqual({ role: 1, custom_role_id: null });

    // The same response posted again is refused.
    const replay = await post(admin.accountId, answer);
    expect(new URL(replay.headers.location as string).searchParams.get('sso_auth_token')).toBeNull();
    expect(new URL(replay.headers.location as string).searchParams.get('sso_error')).toBeTruthy();
    // Even against a fresh request, the same assertion id is not accepted twice.
    const fresh = await startSaml('carol@corp.test');
    const sameId = /<(?:\w+:)?Assertion\b[^>]*?\sID="([^"]+)"/.exec(Buffer.from(answer, 'base64').toString())?.[1];
    const replayed = await post(
      admin.accountId,
      samlResponse({
        inResponseTo: fresh.id,
        acsUrl: fresh.acsUrl,
        audience: spEntityId,
        nameId: 'carol@corp.test',
        email: 'carol@corp.test',
        assertionId: sameId,
      }),
    );
    expect(new URL(replayed.headers.location as string).searchParams.get('sso_error')).toBe('replayed');
  });

  it('refuses a wrong signature and an unsigned assertion', async () => {
    const { admin, spEntityId } = await setUp();
    for (const variant of [{ key: OTHER_KEY }, { unsigned: true }]) {
      const req = await startSaml('dan@corp.test');
      const res = await post(
        admin.accountId,
        samlResponse({
          inResponseTo: req.id,
          acsUrl: req.acsUrl,
          audience: spEntityId,
          nameId: 'dan@corp.test',
          email: 'dan@corp.test',
          ...variant,
        }),
      );
      const location = new URL(res.headers.location as string);
      expect(location.searchParams.get('sso_error')).toBe('failed');
      expect(location.searchParams.get('sso_auth_token')).toBeNull();
    }
    expect(await membershipOf('dan@corp.test', admin.accountId)).toBeNull();
  });

  it('refuses a certificate that is not one (422) and deletes the settings', async () => {
    const admin = await buildAdmin(t);
    const bad = await call(admin, 'POST', '/saml_settings', { sso_url: IDP_SSO_URL, certificate: 'not a cert' });
    expect(bad.status).toBe(422);
    await call(admin, 'POST', '/saml_settings', { sso_url: IDP_SSO_URL, certificate: IDP_CERT });
    expect((await call(admin, 'DELETE', '/saml_settings')).status).toBe(200);
    expect((await call(admin, 'GET', '/saml_settings')).status).toBe(404);
  });
});

describe('enforce SSO', () => {
  it('closes password sign-in to members, keeps it for the owner (break-glass)', async () => {
    const owner = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: owner.accountId });
    // Enforcing needs a provider on.
    expect((await call(owner, 'PATCH', '/sso_settings', { enforce_sso: true })).status).toBe(422);
    await configureOidc(owner, { enforce_sso: true });
    const password = (email: string) =>
      t.app.inject({ method: 'POST', url: '/auth/sign_in', payload: { email, password: PASSWORD } });
    const refused = await password(agent.user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'sso_required' });
    const ownerIn = await password(owner.user.email);
    expect(ownerIn.statusCode).toBe(200);
    const { rows } = await t.database.pool.query<{ audited_changes: Record<string, unknown> }>(
      "SELECT audited_changes FROM audit_logs WHERE account_id = $1 AND action = 'sign_in' ORDER BY id DESC LIMIT 1",
      [owner.accountId],
    );
    expect(JSON.stringify(rows[0]?.audited_changes)).toContain('break_glass');
  });
});

describe('tenant boundaries', () => {
  it("another account's administrator, an agent and no token cannot read or change the settings", async () => {
    const admin = await buildAdmin(t);
    await configureOidc(admin);
    const stranger = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    for (const path of ['/sso_settings', '/saml_settings']) {
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/v1/accounts/${admin.accountId}${path}`,
        headers: stranger.headers,
      });
      expect(other.statusCode).toBe(404); // another account's reads as unknown
      expect((await call(agent, 'GET', path)).status).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${admin.accountId}${path}` })).statusCode,
      ).toBe(401);
    }
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/accounts/${admin.accountId}/sso_settings`,
      headers: stranger.headers,
      payload: { enforce_sso: false },
    });
    expect(change.statusCode).toBe(404);
    expect((await call(agent, 'POST', '/saml_settings', { sso_url: IDP_SSO_URL, certificate: IDP_CERT })).status).toBe(
      401,
    );
  });
});

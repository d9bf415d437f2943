import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAccount, buildAdmin, buildMember } from '../../test/factories.ts';

const t = setupTestApp();
let ipSeq = 0;
const ip = () => `10.1.0.${++ipSeq}`;

const signUp = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/accounts.json', payload, remoteAddress: ip() });

const valid = () => ({
  account_name: 'Acme Support',
  user_full_name: 'Ada Lovelace',
  email: `ada-${Date.now()}-${Math.random()}@example.test`,
  password: 'difference-engine',
});

describe('sign-up (POST /api/v1/accounts without a session)', () => {
  it('creates user, account and administrator membership, and signs in', async () => {
    // Not the installation's first user, who starts confirmed without SMTP (firstUser.db.test.ts).
    await signUp(valid());
    const input = valid();
    const res = await signUp(input);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-token']).toBeTruthy();
    const { data } = res.json<{
      data: { account_id: number; email: string; accounts: { id: number; role: string }[]; confirmed: boolean };
    }>();
    expect(data.email).toBe(input.email.toLowerCase());
    expect(data.accounts).toEqual([
      expect.objectContaining({ id: data.account_id, role: 'administrator', name: 'Acme Support' }),
    ]);
    expect(data.confirmed).toBe(false);
    // A confirmation link is mailed.
    expect(t.mails.findLast((m) => m.to === data.email)?.link).toContain('/app/auth/confirmation?confirmation_token=');
    // The session works.
    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/validate_token',
      headers: res.headers as Record<string, string>,
    });
    expect(me.statusCode).toBe(200);
    // The API token is shown here, once: it works, and the profile does not repeat it.
    const apiToken = res.json<{ data: { access_token: string } }>().data.access_token;
    expect(apiToken).toMatch(/^[\w-]{20,}$/);
    const viaToken = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { api_access_token: apiToken },
    });
    expect(viaToken.statusCode).toBe(200);
    expect(viaToken.json()).toMatchObject({ access_token: '' });
  });

  it('rejects a duplicate email with 422 naming the field', async () => {
    const input = valid();
    expect((await signUp(input)).statusCode).toBe(200);
    const dup = await signUp({ ...input, email: input.email.toUpperCase(), account_name: 'Other' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json<{ attributes: string[] }>().attributes).toEqual(['email']);
  });

  it('names every missing field', async () => {
    const res = await signUp({});
    expect(res.statusCode).toBe(422);
    expect(res.json<{ attributes: string[] }>().attributes.sort()).toEqual([
      'account_name',
      'email',
      'password',
      'user_full_name',
    ]);
  });

  it('names over-long and invalid fields', async () => {
    const res = await signUp({ ...valid(), account_name: 'x'.repeat(300), email: 'not-an-email', password: '123' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ attributes: string[] }>().attributes.sort()).toEqual(['account_name', 'email', 'password']);
  });

  it('confirms the email through the mailed link', async () => {
    const res = await signUp(valid());
    const { data } = res.json<{ data: { email: string } }>();
    const link = t.mails.findLast((m) => m.to === data.email)?.link ?? '';
    const token = new URL(link).searchParams.get('confirmation_token');
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/auth/confirmation',
      payload: { confirmation_token: token },
    });
    expect(confirm.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: res.headers as Record<string, string>,
    });
    expect(me.json<{ confirmed: boolean }>().confirmed).toBe(true);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/auth/confirmation',
      payload: { confirmation_token: 'nope' },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('creating another account (POST /api/v1/accounts with a session)', () => {
  it('adds an account with the caller as administrator', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      headers: admin.headers,
      payload: { account_name: 'Second desk' },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { account_id: number; accounts: { id: number; role: string }[] } }>();
    expect(data.account_id).not.toBe(admin.accountId);
    expect(data.accounts.map((a) => a.id)).toContain(data.account_id);
    expect(data.accounts.find((a) => a.id === data.account_id)?.role).toBe('administrator');
  });

  it('422 when the caller already has an account of that name, or none is given', async () => {
    const admin = await buildAdmin(t);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      headers: admin.headers,
      payload: { account_name: 'Twin' },
    });
    expect(first.statusCode).toBe(200);
    const twin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      headers: admin.headers,
      payload: { account_name: 'twin' },
    });
    expect(twin.statusCode).toBe(422);
    expect(twin.json<{ attributes: string[] }>().attributes).toEqual(['account_name']);
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      headers: admin.headers,
      payload: { account_name: '  ' },
    });
    expect(blank.statusCode).toBe(422);
  });
});

describe('GET/PATCH /api/v1/accounts/:id', () => {
  it('shows the account to a member', async () => {
    const agent = await buildMember(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${agent.accountId}`,
      headers: agent.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: agent.accountId,
      locale: 'en',
      status: 'active',
      role: 'agent',
      limits: { conversation: { consumed: 0 }, non_web_inboxes: { consumed: 0 } },
      features: expect.objectContaining({ inbox_management: true, help_center: true }),
    });
  });

  it('lets an administrator update name, locale, domain, support email and auto-resolve', async () => {
    const admin = await buildAdmin(t);
    const payload = {
      name: 'Renamed',
      locale: 'ar',
      domain: 'support.acme.test',
      support_email: 'help@acme.test',
      auto_resolve_duration: 7,
    };
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/accounts/${admin.accountId}`,
      headers: admin.headers,
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(payload);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/accounts/${admin.accountId}`,
      headers: admin.headers,
      payload: { support_email: 'nope', auto_resolve_duration: 0 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ attributes: string[] }>().attributes.sort()).toEqual(['auto_resolve_duration', 'support_email']);
  });

  it('refuses an agent 401', async () => {
    const agent = await buildMember(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/accounts/${agent.accountId}`,
      headers: agent.headers,
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('returns cache keys per model and limits', async () => {
    const admin = await buildAdmin(t);
    const keys = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/cache_keys`,
      headers: admin.headers,
    });
    expect(keys.json()).toEqual({
      cache_keys: { label: expect.any(Number), inbox: expect.any(Number), team: expect.any(Number) },
    });
    const limits = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/limits`,
      headers: admin.headers,
    });
    expect(limits.json()).toMatchObject({
      id: admin.accountId,
      limits: { conversation: { allowed: null, consumed: 0 } },
    });
  });

  it('answers every call of a suspended account with the suspended outcome', async () => {
    const account = await buildAccount(t, { suspended: true });
    const admin = await buildAdmin(t, { accountId: account.id });
    for (const url of [`/api/v1/accounts/${account.id}`, `/api/v1/accounts/${account.id}/agents`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ code: string }>().code).toBe('account_suspended');
    }
    // The user's account list still tells the SPA the status, so it can show the suspended page.
    const me = await t.app.inject({ method: 'GET', url: '/auth/validate_token', headers: admin.headers });
    expect(me.json<{ data: { accounts: { status: string }[] } }>().data.accounts[0]?.status).toBe('suspended');
  });
});

describe('installation', () => {
  it('tells the login page whether sign-up is open', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/installation' });
    expect(res.json()).toMatchObject({
      signup_enabled: true,
      display_manifest: true,
      support_inbox_token: null,
      enterprise: false,
      // No TRANSLATE_API_URL here: the dashboard hides Translate (e2e/firstHour.spec.ts covers the other side).
      translation_configured: false,
      // No relay password nor forwarding domain: the email screens say forwarding is not set up.
      inbound_email_configured: false,
      // Worker nodes fetch email inboxes with IMAP on (IMAP_FETCHING, on by default).
      imap_fetching: true,
    });
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../common/contracts/superAdmin.ts';
import { drainJobs } from '../../jobs/drain.ts';
import { issueSession } from '../auth/auth.service.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember, buildUser, forgedHeaders } from '../../test/factories.ts';
import type { TAuthHeaders } from '../../../common/contracts/auth.ts';

const t = setupTestApp();
const base = '/api/v1/super_admin';

const superAdmin = async () => {
  const user = await buildUser(t, { type: 'SuperAdmin' });
  return { user, headers: await issueSession(t.deps, user) };
};

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers?: TAuthHeaders, payload?: unknown) =>
  t.app.inject({ method, url, headers: { ...headers }, payload: payload as Record<string, unknown> | undefined });

/** Every console route with a valid target, so refusals are not 404s in disguise. */
const routes = async () => {
  const admin = await buildAdmin(t);
  const someone = await buildUser(t);
  return [
    ['GET', `${base}/accounts`],
    ['POST', `${base}/accounts`, { name: 'New' }],
    ['GET', `${base}/accounts/${admin.accountId}`],
    ['PATCH', `${base}/accounts/${admin.accountId}`, { status: 'active' }],
    ['DELETE', `${base}/accounts/${admin.accountId}`],
    ['POST', `${base}/accounts/${admin.accountId}/restore`],
    ['GET', `${base}/users`],
    ['GET', `${base}/users/${someone.id}`],
    ['POST', `${base}/users/${someone.id}/confirm`],
    ['POST', `${base}/users/${someone.id}/reset_password`],
    ['POST', `${base}/users/${someone.id}/reset_mfa`],
    ['POST', `${base}/users/${someone.id}/impersonate`],
    ['GET', `${base}/settings`],
    ['PATCH', `${base}/settings`, { installation_name: 'Desk' }],
    ['POST', `${base}/settings/smtp_test`, { email: 'a@example.test' }],
    ['GET', `${base}/agent_bots`],
    ['POST', `${base}/agent_bots`, { name: 'Global' }],
    ['DELETE', `${base}/agent_bots/1`],
    ['GET', `${base}/instance_status`],
    ['GET', `${base}/audit_logs`],
    ['POST', `${base}/jobs/x/00000000-0000-0000-0000-000000000000/retry`],
  ] as const;
};

describe('who may use the console', () => {
  it('answers 401 unauthenticated without a token or with a forged one', async () => {
    const admin = await buildAdmin(t);
    for (const [method, url, body] of await routes()) {
      const none = await call(method, url, undefined, body);
      expect(none.statusCode, `${method} ${url}`).toBe(401);
      expect(none.json<{ code: string }>().code).toBe('unauthenticated');
      expect((await call(method, url, forgedHeaders(admin.headers), body)).statusCode).toBe(401);
    }
  });

  it("refuses an account's administrator who is not the SuperAdmin, and an API token", async () => {
    const admin = await buildAdmin(t);
    const boss = await buildMember(t, { user: await buildUser(t, { type: 'SuperAdmin' }) });
    for (const [method, url, body] of await routes()) {
      const res = await call(method, url, admin.headers, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json<{ code: string }>().code).toBe('forbidden');
    }
    const viaToken = await t.app.inject({
      method: 'GET',
      url: `${base}/accounts`,
      headers: { api_access_token: boss.apiToken },
    });
    expect(viaToken.json<{ code: string }>().code).toBe('forbidden');
  });
});

describe('accounts', () => {
  it('lists with counts, searches, pages and shows', async () => {
    const sa = await superAdmin();
    const admin = await buildAdmin(t);
    await call('PATCH', `${base}/accounts/${admin.accountId}`, sa.headers, { name: 'Zebra Crossing Ltd' });
    const found = await call('GET', `${base}/accounts?q=zebra%20cross`, sa.headers);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      meta: { count: 1, current_page: 1, per_page: 25 },
      payload: [{ id: admin.accountId, name: 'Zebra Crossing Ltd', status: 'active', agents_count: 1 }],
    });
    const byId = await call('GET', `${base}/accounts?q=${admin.accountId}`, sa.headers);
    expect(byId.json<{ payload: { id: number }[] }>().payload.map((a) => a.id)).toContain(admin.accountId);
    const page2 = await call('GET', `${base}/accounts?page=2`, sa.headers);
    expect(page2.json<{ meta: { current_page: number } }>().meta.current_page).toBe(2);
    const shown = await call('GET', `${base}/accounts/${admin.accountId}`, sa.headers);
    expect(shown.json()).toMatchObject({
      id: admin.accountId,
      features: { macros: true },
      limits: { agents: { allowed: null, consumed: 1 }, inboxes: { allowed: null, consumed: 0 } },
      members: [{ id: admin.user.id, role: 'administrator' }],
    });
    expect((await call('GET', `${base}/accounts/999999`, sa.headers)).statusCode).toBe(404);
  });

  it('creates an account, sets flags and limits, and refuses an unknown flag', async () => {
    const sa = await superAdmin();
    const created = await call('POST', `${base}/accounts`, sa.headers, { name: 'Fresh' });
    expect(created.statusCode).toBe(200);
    const id = created.json<{ id: number }>().id;
    const patched = await call('PATCH', `${base}/accounts/${id}`, sa.headers, {
      features: { macros: false },
      limits: { agents: 3, inboxes: 2 },
    });
    expect(patched.json()).toMatchObject({
      features: { macros: false, labels: true },
      limits: { agents: { allowed: 3, consumed: 0 }, inboxes: { allowed: 2, consumed: 0 } },
    });
    const cleared = await call('PATCH', `${base}/accounts/${id}`, sa.headers, { limits: { agents: null } });
    expect(cleared.json()).toMatchObject({ limits: { agents: { allowed: null }, inboxes: { allowed: 2 } } });
    const bad = await call('PATCH', `${base}/accounts/${id}`, sa.headers, { features: { teleport: true } });
    expect(bad.statusCode).toBe(422);
  });

  it("suspending blocks the account's members; unsuspending lets them back", async () => {
    const sa = await superAdmin();
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const show = () => call('GET', `/api/v1/accounts/${admin.accountId}`, agent.headers);
    expect((await show()).statusCode).toBe(200);
    await call('PATCH', `${base}/accounts/${admin.accountId}`, sa.headers, { status: 'suspended' });
    const blocked = await show();
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json<{ code: string }>().code).toBe('account_suspended');
    await call('PATCH', `${base}/accounts/${admin.accountId}`, sa.headers, { status: 'active' });
    expect((await show()).statusCode).toBe(200);
  });

  it('deletes with a grace period: suspended at once, restorable until due, removed by the job after', async () => {
    const sa = await superAdmin();
    const admin = await buildAdmin(t);
    const other = await buildAdmin(t);
    const url = `${base}/accounts/${admin.accountId}`;
    const res = await call('DELETE', url, sa.headers);
    const due = res.json<{ deletion_due_at: string }>().deletion_due_at;
    expect(res.json()).toMatchObject({ status: 'suspended', deleting: true });
    expect(Date.parse(due) - Date.now()).toBeGreaterThan(ACCOUNT_DELETION_GRACE_DAYS * 86_400_000 - 60_000);
    expect((await call('DELETE', url, sa.headers)).statusCode).toBe(404);
    const member = () => call('GET', `/api/v1/accounts/${admin.accountId}`, admin.headers);
    expect((await member()).json<{ code: string }>().code).toBe('account_suspended');
    // Nothing runs before the day: the job waits for it.
    expect(await drainJobs(t.deps, { names: ['accounts.delete'] })).toBe(0);

    // Taken back: active again, the members back in, the pending job a no-op when its day comes.
    const restored = await call('POST', `${url}/restore`, sa.headers);
    expect(restored.json()).toMatchObject({ status: 'active', deleting: false, deletion_due_at: null });
    expect((await member()).statusCode).toBe(200);
    expect((await call('POST', `${url}/restore`, sa.headers)).statusCode).toBe(404);
    const later = new Date(Date.now() + (ACCOUNT_DELETION_GRACE_DAYS + 1) * 86_400_000);
    await drainJobs(t.deps, { names: ['accounts.delete'], now: later });
    expect((await member()).statusCode).toBe(200);

    // Deleted again, and the day comes: the account goes, the other stays.
    await call('DELETE', url, sa.headers);
    await t.deps.db.execute(sql`UPDATE accounts SET custom_attributes = custom_attributes
      || jsonb_build_object('deletion_due_at', (now() - interval '1 minute')::text) WHERE id = ${admin.accountId}`);
    expect((await call('POST', `${url}/restore`, sa.headers)).statusCode).toBe(404);
    expect(await drainJobs(t.deps, { names: ['accounts.delete'], now: later })).toBe(1);
    expect((await call('GET', url, sa.headers)).statusCode).toBe(404);
    expect((await call('GET', `${base}/accounts/${other.accountId}`, sa.headers)).statusCode).toBe(200);

    // Nothing of it went into another account's audit log.
    const log = await t.deps.db.execute<{ action: string; username: string }>(
      sql`SELECT action, username FROM audit_logs WHERE account_id = ${other.accountId}`,
    );
    expect(log.rows).toEqual([]);
  });

  it('writes the deletion and its undo into the account audit log', async () => {
    const sa = await superAdmin();
    const admin = await buildAdmin(t);
    const url = `${base}/accounts/${admin.accountId}`;
    await call('DELETE', url, sa.headers);
    await call('POST', `${url}/restore`, sa.headers);
    const log = await t.deps.db.execute<{ action: string; username: string; audited_changes: Record<string, unknown> }>(
      sql`SELECT action, username, audited_changes FROM audit_logs
          WHERE account_id = ${admin.accountId} AND auditable_type = 'Account' ORDER BY id`,
    );
    expect(log.rows.map((r) => [r.action, r.username])).toEqual([
      ['destroy', sa.user.name],
      ['update', sa.user.name],
    ]);
    expect(log.rows[1]?.audited_changes).toMatchObject({ status: ['suspended', 'active'] });
  });
});

describe('account limits', () => {
  it("refuses the agent past the limit with Chatwoot's 402, and counts real usage", async () => {
    const sa = await superAdmin();
    const admin = await buildAdmin(t);
    await call('PATCH', `${base}/accounts/${admin.accountId}`, sa.headers, { limits: { agents: 2 } });
    const invite = (email: string) =>
      call('POST', `/api/v1/accounts/${admin.accountId}/agents`, admin.headers, { name: 'A', email, role: 'agent' });
    expect((await invite('one@example.test')).statusCode).toBe(200);
    const over = await invite('two@example.test');
    expect(over.statusCode).toBe(402);
    expect(over.json()).toMatchObject({
      code: 'payment_required',
      error: 'Account limit exceeded. Please purchase more licenses',
    });
    const bulk = await call('POST', `/api/v1/accounts/${admin.accountId}/agents/bulk_create`, admin.headers, {
      emails: ['three@example.test'],
    });
    expect(bulk.statusCode).toBe(402);
    const usage = await call('GET', `/api/v1/accounts/${admin.accountId}/limits`, admin.headers);
    expect(usage.json()).toMatchObject({ limits: { agents: { allowed: 2, consumed: 2 } } });
  });

  it("refuses the inbox past the limit with Chatwoot's 402", async () => {
    const sa = await superAdmin();
    const admin = await buildAdmin(t);
    await call('PATCH', `${base}/accounts/${admin.accountId}`, sa.headers, { limits: { inboxes: 1 } });
    const create = (name: string) =>
      call('POST', `/api/v1/accounts/${admin.accountId}/inboxes`, admin.headers, {
        name,
        channel: { type: 'api' },
      });
    expect((await create('First')).statusCode).toBe(200);
    const over = await create('Second');
    expect(over.statusCode).toBe(402);
    expect(over.json()).toMatchObject({ error: 'Account limit exceeded. Upgrade to a higher plan' });
    const usage = await call('GET', `/api/v1/accounts/${admin.accountId}/limits`, admin.headers);
    expect(usage.json()).toMatchObject({
      limits: { inboxes: { allowed: 1, consumed: 1 }, non_web_inboxes: { consumed: 1 } },
    });
  });
});

describe('users', () => {
  it('searches, shows accounts and roles, confirms, resets password and two-factor', async () => {
    const sa = await superAdmin();
    const user = await buildUser(t, { name: 'Quentin Quirk', confirmed: false });
    const member = await buildMember(t, { user, role: 'administrator' });
    const list = await call('GET', `${base}/users?q=quentin`, sa.headers);
    expect(list.json()).toMatchObject({ meta: { count: 1 }, payload: [{ id: user.id, confirmed: false }] });
    const shown = await call('GET', `${base}/users/${user.id}`, sa.headers);
    expect(shown.json()).toMatchObject({ accounts: [{ id: member.accountId, role: 'administrator' }] });
    const confirmed = await call('POST', `${base}/users/${user.id}/confirm`, sa.headers);
    expect(confirmed.json()).toMatchObject({ confirmed: true });
    expect((await call('POST', `${base}/users/${user.id}/reset_password`, sa.headers)).statusCode).toBe(200);
    expect(
      await t.database.pool.query('SELECT 1 FROM users WHERE id = $1 AND reset_password_token_hash IS NOT NULL', [
        user.id,
      ]),
    ).toMatchObject({ rowCount: 1 });
    await t.database.pool.query(`INSERT INTO user_mfa (user_id, secret_sealed, enabled_at) VALUES ($1, 'x', now())`, [
      user.id,
    ]);
    expect((await call('GET', `${base}/users/${user.id}`, sa.headers)).json()).toMatchObject({ mfa_enabled: true });
    const reset = await call('POST', `${base}/users/${user.id}/reset_mfa`, sa.headers);
    expect(reset.json()).toMatchObject({ mfa_enabled: false });
    expect((await call('POST', `${base}/users/999999/confirm`, sa.headers)).statusCode).toBe(404);
  });

  it('impersonates: a session as the user, marked, that ends on sign-out', async () => {
    const sa = await superAdmin();
    const member = await buildMember(t);
    const res = await call('POST', `${base}/users/${member.user.id}/impersonate`, sa.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ headers: TAuthHeaders; account_id: number; user: { id: number } }>();
    expect(body).toMatchObject({ account_id: member.accountId, user: { id: member.user.id } });
    const asUser = await call('GET', '/api/v1/profile', body.headers);
    expect(asUser.json()).toMatchObject({ id: member.user.id });
    const marked = await t.database.pool.query<{ impersonator_id: number; hours: number }>(
      `SELECT impersonator_id, extract(epoch FROM expires_at - now()) / 3600 AS hours FROM user_tokens WHERE client = $1`,
      [body.headers.client],
    );
    expect(marked.rows[0]?.impersonator_id).toBe(sa.user.id);
    expect(Number(marked.rows[0]?.hours)).toBeLessThanOrEqual(1);
    // The impersonated session is the user's, not the console's.
    expect((await call('GET', `${base}/accounts`, body.headers)).statusCode).toBe(401);
    expect((await call('DELETE', '/auth/sign_out', body.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/profile', body.headers)).statusCode).toBe(401);
    // The super admin's own session is untouched.
    expect((await call('GET', `${base}/accounts`, sa.headers)).statusCode).toBe(200);
    expect((await call('POST', `${base}/users/${sa.user.id}/impersonate`, sa.headers)).statusCode).toBe(422);
  });
});

describe('installation settings', () => {
  it('stores name, colour, support email and sign-up; GET installation shows the branding', async () => {
    const sa = await superAdmin();
    const res = await call('PATCH', `${base}/settings`, sa.headers, {
      installation_name: 'Acme Desk',
      brand_color: '#112233',
      support_email: 'help@acme.test',
      signup_enabled: false,
    });
    expect(res.json()).toMatchObject({
      installation_name: 'Acme Desk',
      brand_color: '#112233',
      signup_enabled: false,
      signup_effective: false,
    });
    const installation = (await call('GET', '/api/v1/installation')).json();
    expect(installation).toMatchObject({ installation_name: 'Acme Desk', signup_enabled: false, logo_url: null });
    const signUp = await call('POST', '/api/v1/accounts', undefined, {
      account_name: 'X',
      user_full_name: 'X',
      email: 'x-signup@example.test',
      password: 'compiler-1952',
    });
    expect(signUp.json<{ code: string }>().code).toBe('signup_disabled');
    await call('PATCH', `${base}/settings`, sa.headers, { signup_enabled: null, installation_name: 'Helpdesk' });
    expect((await call('GET', '/api/v1/installation')).json()).toMatchObject({ signup_enabled: true });
    expect((await call('PATCH', `${base}/settings`, sa.headers, { brand_color: 'blue' })).statusCode).toBe(422);
  });

  it('uploads a logo', async () => {
    const sa = await superAdmin();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = 'x-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/settings/logo`,
      headers: { ...sa.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ logo_url: string }>().logo_url).toMatch(/^\/uploads\/installation\/.+\.png$/);
    const removed = await call('PATCH', `${base}/settings`, sa.headers, { remove_logo: true });
    expect(removed.json()).toMatchObject({ logo_url: null });
  });

  it('says clearly that no SMTP server is configured', async () => {
    const sa = await superAdmin();
    const res = await call('POST', `${base}/settings/smtp_test`, sa.headers, { email: 'ops@example.test' });
    expect(res.json()).toMatchObject({ ok: false, error: expect.stringContaining('SMTP_ADDRESS') as unknown });
  });
});

describe('global agent bots and instance status', () => {
  it('creates a system bot (token once), lists and deletes it', async () => {
    const sa = await superAdmin();
    const created = await call('POST', `${base}/agent_bots`, sa.headers, { name: 'Triage' });
    const bot = created.json<{ id: number; access_token: string }>();
    expect(bot.access_token).toMatch(/.{10,}/);
    const admin = await buildAdmin(t);
    const seen = await call('GET', `/api/v1/accounts/${admin.accountId}/agent_bots`, admin.headers);
    expect(seen.json<{ id: number; system_bot: boolean }[]>()).toContainEqual(
      expect.objectContaining({ id: bot.id, system_bot: true }),
    );
    const list = await call('GET', `${base}/agent_bots`, sa.headers);
    expect(JSON.stringify(list.json())).not.toContain(bot.access_token);
    expect((await call('DELETE', `${base}/agent_bots/${bot.id}`, sa.headers)).statusCode).toBe(200);
    expect((await call('DELETE', `${base}/agent_bots/${bot.id}`, sa.headers)).statusCode).toBe(404);
  });

  it('reports version, database, queues and this node; retries a failed job', async () => {
    const sa = await superAdmin();
    const res = await call('GET', `${base}/instance_status`, sa.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ database: { size_bytes: number }; nodes: unknown[]; version: string }>();
    expect(body.database.size_bytes).toBeGreaterThan(0);
    expect(body.nodes).toHaveLength(1);
    const { rows } = await t.database.pool.query<{ id: string }>(
      `INSERT INTO pgboss.job (name, data, state, output, completed_on)
       VALUES ('accounts.delete', '{}', 'failed', '{"message":"boom"}', now()) RETURNING id::text`,
    );
    const id = rows[0]?.id ?? '';
    const after = (await call('GET', `${base}/instance_status`, sa.headers)).json<{
      failed_jobs: { id: string; error: string }[];
      queues: { name: string; failed: number }[];
    }>();
    expect(after.failed_jobs).toContainEqual(expect.objectContaining({ id, error: 'boom' }));
    expect(after.queues).toContainEqual(expect.objectContaining({ name: 'accounts.delete', failed: 1 }));
    expect((await call('POST', `${base}/jobs/accounts.delete/${id}/retry`, sa.headers)).statusCode).toBe(200);
    expect((await call('POST', `${base}/jobs/accounts.delete/${id}/retry`, sa.headers)).statusCode).toBe(404);
  });
});

import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { issueSession } from '../auth/index.ts';
import { buildAdmin, buildMember, buildUser } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';

/** The security events issue 32 lists beside sign-in (docs/ADMIN.md "Audit logs"), and the console's acts. */
const t = setupTestApp();
let ipSeq = 0;
const freshIp = () => `10.44.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const rowsOf = async (accountId: number) =>
  (
    await t.database.pool.query<{
      action: string;
      auditable_type: string;
      user_id: number | null;
      username: string | null;
      audited_changes: Record<string, unknown>;
    }>(
      `SELECT action, auditable_type, user_id, username, audited_changes FROM audit_logs
       WHERE account_id = $1 ORDER BY id`,
      [accountId],
    )
  ).rows;

const put = (headers: Record<string, string>, profile: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/profile', headers, payload: { profile } });

/** The session headers a sign-in (or a password reset) answers with. */
const sessionOf = (h: Record<string, unknown>) =>
  Object.fromEntries(['access-token', 'client', 'uid', 'token-type', 'expiry'].map((k) => [k, String(h[k])]));

describe("a user's own security events, in each of their accounts", () => {
  it('password reset asked for and done, password and e-mail changed, API token reset, 2FA on and off', async () => {
    const me = await buildMember(t);
    const other = await buildMember(t, { user: me.user }); // a second account of the same user
    const asked = await t.app.inject({
      method: 'POST',
      url: '/auth/password',
      payload: { email: me.user.email },
      remoteAddress: freshIp(),
    });
    expect(asked.statusCode).toBe(200);
    const token = new URL(t.mails.findLast((m) => m.to === me.user.email)?.link ?? 'http://x').searchParams.get(
      'reset_password_token',
    );
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      payload: { reset_password_token: token, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // A reset ends the other sessions: the one it answers with goes on.
    const headers = sessionOf(reset.headers);
    const changed = await put(headers, {
      current_password: 'brand-new-pass',
      password: 'second-new-pass',
      password_confirmation: 'second-new-pass',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const newEmail = `moved-${Date.now()}@example.test`;
    expect((await put(headers, { email: newEmail, current_password: 'second-new-pass' })).statusCode).toBe(200);
    expect((await put(headers, { name: 'Only A Name' })).statusCode).toBe(200); // not a security event: no row
    const token2 = await t.app.inject({ method: 'POST', url: '/api/v1/profile/reset_access_token', headers });
    expect(token2.statusCode).toBe(200);

    const start = await t.app.inject({ method: 'POST', url: '/api/v1/profile/mfa', headers });
    const { secret } = start.json<{ secret: string }>();
    const now = Math.floor(Date.now() / 1000);
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/mfa/verify',
      headers,
      payload: { otp_code: await generate({ secret, epoch: now }) },
    });
    expect(on.statusCode, on.body).toBe(200);
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/profile/mfa',
      headers,
      payload: { password: 'second-new-pass', otp_code: await generate({ secret, epoch: now + 30 }) },
    });
    expect(off.statusCode, off.body).toBe(200);

    const expected = [
      'password_reset_requested User',
      'password_changed User',
      'password_changed User',
      'update User',
      'token_reset User',
      'mfa_enabled User',
      'mfa_disabled User',
    ];
    for (const accountId of [me.accountId, other.accountId]) {
      const rows = await rowsOf(accountId);
      expect(rows.map((r) => `${r.action} ${r.auditable_type}`)).toEqual(expected);
      expect(rows.every((r) => r.user_id === me.user.id)).toBe(true);
      expect(rows[3]?.audited_changes).toEqual({ email: [me.user.email, newEmail] });
      const text = JSON.stringify(rows);
      for (const secretText of ['brand-new-pass', 'second-new-pass', secret]) expect(text).not.toContain(secretText);
    }
  });
});

describe("the installation console's acts on an account and a user, in that account's log", () => {
  it('an account created, renamed, suspended, its flags and limits set; a user confirmed', async () => {
    const operator = await buildUser(t, { type: 'SuperAdmin' });
    const headers = await issueSession(t.deps, operator);
    const base = '/api/v1/super_admin';
    const created = await t.app.inject({ method: 'POST', url: `${base}/accounts`, headers, payload: { name: 'Acme' } });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: number }>().id;
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `${base}/accounts/${id}`, headers, payload });
    expect((await patch({ name: 'Acme Ltd', status: 'suspended' })).statusCode).toBe(200);
    expect((await patch({ features: { help_center: false }, limits: { agents: 3 } })).statusCode).toBe(200);
    expect((await patch({ name: 'Acme Ltd' })).statusCode).toBe(200); // nothing changed: no row
    const rows = await rowsOf(id);
    expect(rows.map((r) => `${r.action} ${r.auditable_type}`)).toEqual([
      'create Account',
      'update Account',
      'update Account',
    ]);
    expect(rows.every((r) => r.user_id === operator.id && r.username === operator.name)).toBe(true);
    expect(rows[0]?.audited_changes).toMatchObject({ name: 'Acme', status: 'active', by_installation_operator: true });
    expect(rows[1]?.audited_changes).toEqual({ name: ['Acme', 'Acme Ltd'], status: ['active', 'suspended'] });
    expect(rows[2]?.audited_changes).toMatchObject({
      features: [expect.objectContaining({ help_center: true }), expect.objectContaining({ help_center: false })],
      limits: [{}, { agents: 3 }],
    });

    const admin = await buildAdmin(t);
    const newcomer = await buildUser(t, { confirmed: false });
    await buildMember(t, { accountId: admin.accountId, user: newcomer });
    const confirm = await t.app.inject({ method: 'POST', url: `${base}/users/${newcomer.id}/confirm`, headers });
    expect(confirm.statusCode).toBe(200);
    const userRows = (await rowsOf(admin.accountId)).filter((r) => r.auditable_type === 'User');
    expect(userRows).toEqual([
      expect.objectContaining({
        action: 'update',
        user_id: operator.id,
        audited_changes: { confirmed: true, by_installation_operator: true },
      }),
    ]);
  });
});

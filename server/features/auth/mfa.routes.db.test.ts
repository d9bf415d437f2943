import { generate } from 'otplib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAuthHeaders } from '../../../common/contracts/auth.ts';
import { RATE_LIMITS } from '../../../common/limits.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildMember, PASSWORD, type TMember } from '../../test/factories.ts';

const t = setupTestApp();
let ipSeq = 0;
const freshIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

/** The code of the time step `offset` steps from now (the server accepts one step either side). */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers?: TAuthHeaders, payload?: object) =>
  t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });

const signIn = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/auth/sign_in', payload, remoteAddress: freshIp() });

/** A member with two-factor sign-in on; the enrolment used the current step. */
const enrolled = async (member?: TMember) => {
  const m = member ?? (await buildMember(t));
  const start = await call('POST', '/api/v1/profile/mfa', m.headers);
  const { secret } = start.json<{ secret: string }>();
  const verify = await call('POST', '/api/v1/profile/mfa/verify', m.headers, { otp_code: await codeAt(secret) });
  expect(verify.statusCode).toBe(200);
  return { ...m, secret, backupCodes: verify.json<{ backup_codes: string[] }>().backup_codes };
};

const mfaToken = async (email: string) => {
  const res = await signIn({ email, password: PASSWORD });
  expect(res.statusCode).toBe(206);
  return res.json<{ mfa_token: string }>().mfa_token;
};

afterEach(() => vi.restoreAllMocks());

describe('profile MFA enrolment', () => {
  it('starts disabled, enrols with a QR code and a sealed secret, turns on with a code', async () => {
    const m = await buildMember(t);
    expect((await call('GET', '/api/v1/profile/mfa', m.headers)).json()).toEqual({
      feature_available: true,
      enabled: false,
      backup_codes_generated: false,
      backup_codes_remaining: 0,
    });
    const start = await call('POST', '/api/v1/profile/mfa', m.headers);
    expect(start.statusCode).toBe(200);
    const body = start.json<{ secret: string; provisioning_url: string; qr_code_url: string }>();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.provisioning_url).toContain(`secret=${body.secret}`);
    expect(body.provisioning_url).toMatch(/^otpauth:\/\/totp\//);
    expect(body.qr_code_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qr_code_url.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    const { rows } = await t.database.pool.query<{ secret_sealed: string; enabled_at: Date | null }>(
      'SELECT secret_sealed, enabled_at FROM user_mfa WHERE user_id = $1',
      [m.user.id],
    );
    expect(rows[0]?.enabled_at).toBeNull();
    expect(rows[0]?.secret_sealed).not.toContain(body.secret);
    // Not in force before a code confirms it.
    expect((await signIn({ email: m.user.email, password: PASSWORD })).statusCode).toBe(200);

    const wrong = await call('POST', '/api/v1/profile/mfa/verify', m.headers, { otp_code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_otp' });
    const short = await call('POST', '/api/v1/profile/mfa/verify', m.headers, { otp_code: '123' });
    expect(short.statusCode).toBe(422);

    const ok = await call('POST', '/api/v1/profile/mfa/verify', m.headers, { otp_code: await codeAt(body.secret) });
    expect(ok.statusCode).toBe(200);
    const codes = ok.json<{ enabled: boolean; backup_codes: string[] }>();
    expect(codes.enabled).toBe(true);
    expect(codes.backup_codes).toHaveLength(10);
    for (const c of codes.backup_codes) expect(c).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    const stored = await t.database.pool.query('SELECT code_hash FROM user_mfa_backup_codes WHERE user_id = $1', [
      m.user.id,
    ]);
    expect(stored.rows).toHaveLength(10);
    for (const c of codes.backup_codes) expect(JSON.stringify(stored.rows)).not.toContain(c.replace('-', ''));
    expect((await call('GET', '/api/v1/profile/mfa', m.headers)).json()).toMatchObject({
      enabled: true,
      backup_codes_generated: true,
      backup_codes_remaining: 10,
    });
    // Enabled: a new enrolment cannot replace the secret in force.
    expect((await call('POST', '/api/v1/profile/mfa', m.headers)).statusCode).toBe(422);
  });

  it('refuses a code from before the secret in force and an enrolment not started', async () => {
    const m = await buildMember(t);
    const res = await call('POST', '/api/v1/profile/mfa/verify', m.headers, { otp_code: '123456' });
    expect(res.statusCode).toBe(422);
  });
});

describe('sign-in with a second factor', () => {
  it('answers 206 with an mfa_token and no session, then signs in with the code', async () => {
    const m = await enrolled();
    const first = await signIn({ email: m.user.email, password: PASSWORD });
    expect(first.statusCode).toBe(206);
    expect(first.headers['access-token']).toBeUndefined();
    const body = first.json<{ mfa_required: boolean; mfa_token: string }>();
    expect(body.mfa_required).toBe(true);
    expect(Object.keys(body).sort()).toEqual(['mfa_required', 'mfa_token']);

    // The mfa_token is no session.
    const asSession = await call('GET', '/auth/validate_token', {
      ...m.headers,
      'access-token': body.mfa_token,
    });
    expect(asSession.statusCode).toBe(401);

    const code = await codeAt(m.secret, 1);
    const second = await signIn({ mfa_token: body.mfa_token, otp_code: code });
    expect(second.statusCode).toBe(200);
    expect(second.headers['access-token']).toBeTruthy();
    expect(second.json<{ data: { id: number } }>().data.id).toBe(m.user.id);

    // The same code (its time step) is never accepted twice.
    const replay = await signIn({ mfa_token: body.mfa_token, otp_code: code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'invalid_otp' });
    expect(replay.headers['access-token']).toBeUndefined();

    // The wrong (replayed) code is a failed sign-in in the account's audit log; the code itself is not kept.
    const { rows } = await t.database.pool.query<{ action: string; audited_changes: unknown }>(
      "SELECT action, audited_changes FROM audit_logs WHERE user_id = $1 AND action LIKE 'sign_in%' ORDER BY id",
      [m.user.id],
    );
    expect(rows.map((r) => r.action)).toEqual(['sign_in', 'sign_in_failed']);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('names the missing code in a 422 (second step without otp_code or backup_code)', async () => {
    const m = await enrolled();
    const res = await signIn({ mfa_token: await mfaToken(m.user.email) });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ attributes: string[] }>().attributes).toEqual(['otp_code']);
  });

  it('signs in with a backup code once only', async () => {
    const m = await enrolled();
    const token = await mfaToken(m.user.email);
    const code = m.backupCodes[3] ?? '';
    const ok = await signIn({ mfa_token: token, backup_code: code.toLowerCase().replace('-', ' ') });
    expect(ok.statusCode).toBe(200);
    const again = await signIn({ mfa_token: await mfaToken(m.user.email), backup_code: code });
    expect(again.statusCode).toBe(400);
    expect((await call('GET', '/api/v1/profile/mfa', m.headers)).json()).toMatchObject({ backup_codes_remaining: 9 });
  });

  it('limits wrong codes per user: past the limit even the right code is refused', async () => {
    const m = await enrolled();
    const token = await mfaToken(m.user.email);
    for (let i = 0; i < RATE_LIMITS.mfaFailuresPerUser.max; i++) {
      expect((await signIn({ mfa_token: token, otp_code: '000000' })).statusCode).toBe(400);
    }
    const limited = await signIn({ mfa_token: token, otp_code: await codeAt(m.secret, 1) });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['access-token']).toBeUndefined();
    // The profile routes count against the same limit.
    const verify = await call('POST', '/api/v1/profile/mfa/backup_codes', m.headers, {
      otp_code: await codeAt(m.secret, 1),
    });
    expect(verify.statusCode).toBe(429);
  });

  it('refuses an expired, forged or foreign mfa_token (401)', async () => {
    const m = await enrolled();
    const token = await mfaToken(m.user.email);
    const code = await codeAt(m.secret, 1);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 5 * 60 * 1000 + 1000);
    const expired = await signIn({ mfa_token: token, otp_code: code });
    vi.restoreAllMocks();
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'invalid_mfa_token' });

    const [body, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as Record<string, unknown>;
    const other = await enrolled();
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, sub: other.user.id })).toString('base64url');
    expect((await signIn({ mfa_token: `${forgedBody}.${sig}`, otp_code: code })).statusCode).toBe(401);
    expect((await signIn({ mfa_token: 'nonsense', otp_code: code })).statusCode).toBe(401);
    // Within its lifetime it still works.
    expect((await signIn({ mfa_token: token, otp_code: code })).statusCode).toBe(200);
  });

  it('a password reset does not skip the second factor', async () => {
    const m = await enrolled();
    await t.app.inject({ method: 'POST', url: '/auth/password', payload: { email: m.user.email } });
    const link = t.mails.findLast((x) => x.to === m.user.email)?.link ?? '';
    const resetToken = new URL(link).searchParams.get('reset_password_token');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      payload: { reset_password_token: resetToken, password: 'new-secret-9', password_confirmation: 'new-secret-9' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['access-token']).toBeUndefined();
    const { mfa_token } = res.json<{ mfa_token: string }>();
    const done = await signIn({ mfa_token, otp_code: await codeAt(m.secret, 1) });
    expect(done.statusCode).toBe(200);
  });
});

describe('backup codes and disabling', () => {
  it('regenerates backup codes with a code: the old ones stop working', async () => {
    const m = await enrolled();
    const res = await call('POST', '/api/v1/profile/mfa/backup_codes', m.headers, {
      otp_code: await codeAt(m.secret, 1),
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ backup_codes: string[] }>().backup_codes;
    expect(fresh).toHaveLength(10);
    const token = await mfaToken(m.user.email);
    expect((await signIn({ mfa_token: token, backup_code: m.backupCodes[0] })).statusCode).toBe(400);
    expect((await signIn({ mfa_token: token, backup_code: fresh[0] })).statusCode).toBe(200);
  });

  it('disables with the password and a code; sign-in needs no code after', async () => {
    const m = await enrolled();
    const code = await codeAt(m.secret, 1);
    const badPassword = await call('DELETE', '/api/v1/profile/mfa', m.headers, { password: 'nope', otp_code: code });
    expect(badPassword.statusCode).toBe(422);
    const badCode = await call('DELETE', '/api/v1/profile/mfa', m.headers, { password: PASSWORD, otp_code: '000000' });
    expect(badCode.statusCode).toBe(400);
    const noCode = await call('DELETE', '/api/v1/profile/mfa', m.headers, { password: PASSWORD });
    expect(noCode.statusCode).toBe(422);
    const ok = await call('DELETE', '/api/v1/profile/mfa', m.headers, { password: PASSWORD, otp_code: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ enabled: false });
    const { rows } = await t.database.pool.query(
      'SELECT (SELECT count(*) FROM user_mfa WHERE user_id = $1)::int AS mfa, (SELECT count(*) FROM user_mfa_backup_codes WHERE user_id = $1)::int AS codes',
      [m.user.id],
    );
    expect(rows[0]).toEqual({ mfa: 0, codes: 0 });
    expect((await signIn({ email: m.user.email, password: PASSWORD })).statusCode).toBe(200);
    expect(
      (await call('DELETE', '/api/v1/profile/mfa', m.headers, { password: PASSWORD, otp_code: code })).statusCode,
    ).toBe(422);
  });

  it('disables with a backup code when the phone is lost', async () => {
    const m = await enrolled();
    const res = await call('DELETE', '/api/v1/profile/mfa', m.headers, {
      password: PASSWORD,
      backup_code: m.backupCodes[9],
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('tenancy', () => {
  it('401 on every MFA route without a session', async () => {
    const routes = [
      ['GET', '/api/v1/profile/mfa'],
      ['POST', '/api/v1/profile/mfa'],
      ['POST', '/api/v1/profile/mfa/verify'],
      ['DELETE', '/api/v1/profile/mfa'],
      ['POST', '/api/v1/profile/mfa/backup_codes'],
    ] as const;
    for (const [method, url] of routes) {
      const res = await call(method, url, undefined, { otp_code: '123456', password: PASSWORD });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("another user's session cannot read, replace, use or remove someone's second factor", async () => {
    const owner = await enrolled();
    const other = await buildMember(t, { accountId: owner.accountId, role: 'administrator' });
    expect((await call('GET', '/api/v1/profile/mfa', other.headers)).json()).toMatchObject({ enabled: false });
    // The other's own enrolment leaves the owner's secret alone.
    await call('POST', '/api/v1/profile/mfa', other.headers);
    const code = await codeAt(owner.secret, 1);
    const del = await call('DELETE', '/api/v1/profile/mfa', other.headers, { password: PASSWORD, otp_code: code });
    expect(del.statusCode).toBe(422);
    const regen = await call('POST', '/api/v1/profile/mfa/backup_codes', other.headers, { otp_code: code });
    expect(regen.statusCode).toBe(422);
    const verify = await call('POST', '/api/v1/profile/mfa/verify', other.headers, { otp_code: code });
    expect(verify.statusCode).toBe(400);
    // The owner's factor is untouched: the same code still signs the owner in.
    const done = await signIn({ mfa_token: await mfaToken(owner.user.email), otp_code: code });
    expect(done.statusCode).toBe(200);
    expect(done.json<{ data: { id: number } }>().data.id).toBe(owner.user.id);
  });
});

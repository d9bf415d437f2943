import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../common/limits.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildUser, forgedHeaders, PASSWORD } from '../../test/factories.ts';

const t = setupTestApp();
let ipSeq = 0;
/** Each test signs in from its own address so the per-IP limit only bites where a test wants it to. */
const freshIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const signIn = (email: string, password: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/auth/sign_in', payload: { email, password }, remoteAddress: ip });

describe('POST /auth/sign_in', () => {
  it('returns the current user and the five session headers', async () => {
    const admin = await buildAdmin(t);
    const res = await signIn(admin.user.email.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.headers['token-type']).toBe('Bearer');
    expect(res.headers.uid).toBe(admin.user.email);
    for (const h of ['access-token', 'client', 'expiry']) expect(res.headers[h]).toBeTruthy();
    const expiry = Number(res.headers.expiry);
    const twoMonths = 60 * 24 * 60 * 60;
    expect(Math.abs(expiry - (Date.now() / 1000 + twoMonths))).toBeLessThan(60);
    const { data } = res.json<{ data: Record<string, unknown> }>();
    expect(data).toMatchObject({
      id: admin.user.id,
      account_id: admin.accountId,
      email: admin.user.email,
      name: admin.user.name,
      confirmed: true,
      pubsub_token: admin.user.pubsubToken,
      access_token: '',
      accounts: [{ id: admin.accountId, role: 'administrator', custom_role_id: null }],
      availability_status: 'online',
      ui_settings: {},
      avatar_url: '',
      message_signature: null,
    });
    expect(data).toHaveProperty('display_name');
  });

  it('gives one message for an unknown email and a wrong password alike', async () => {
    const user = await buildUser(t);
    const wrong = await signIn(user.email, 'not-the-password');
    const unknown = await signIn('nobody@example.test', 'whatever');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json<{ message: string }>().message).toBe(unknown.json<{ message: string }>().message);
  });

  it('stores only a hash of the session token', async () => {
    const user = await buildUser(t);
    const res = await signIn(user.email, PASSWORD);
    const token = String(res.headers['access-token']);
    const { rows } = await t.database.pool.query('SELECT token_hash FROM user_tokens WHERE user_id = $1', [user.id]);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('keeps several devices signed in at once', async () => {
    const user = await buildUser(t);
    const a = await signIn(user.email, PASSWORD);
    const b = await signIn(user.email, PASSWORD);
    for (const res of [a, b]) {
      const v = await t.app.inject({
        method: 'GET',
        url: '/auth/validate_token',
        headers: res.headers as Record<string, string>,
      });
      expect(v.statusCode).toBe(200);
    }
  });

  it('counts only failures: an office signing in many times from one address is never refused', async () => {
    const ip = freshIp();
    const people = await Promise.all([buildUser(t), buildUser(t), buildUser(t)]);
    for (let round = 0; round < 4; round++)
      for (const p of people) expect((await signIn(p.email, PASSWORD, ip)).statusCode).toBe(200);
    // A couple of typos on the way do not change that.
    expect((await signIn(people[0].email, 'typo', ip)).statusCode).toBe(401);
    expect((await signIn(people[0].email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('refuses one address after 5 failures on one account; the real user elsewhere signs in', async () => {
    const user = await buildUser(t);
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, 'bad', attacker)).statusCode).toBe(401);
    const blocked = await signIn(user.email, PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ code: string }>().code).toBe('rate_limited');
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('ten failures from several addresses do not lock the account out', async () => {
    const user = await buildUser(t);
    for (let ip = 0; ip < 3; ip++) {
      const from = freshIp();
      for (let i = 0; i < 4; i++) expect((await signIn(user.email, 'bad', from)).statusCode).toBe(401);
    }
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses one address spraying many accounts after 20 failures', async () => {
    const user = await buildUser(t);
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      expect((await signIn(`nobody-${i}-${ip}@example.test`, 'bad', ip)).statusCode).toBe(401);
    expect((await signIn(user.email, PASSWORD, ip)).statusCode).toBe(429);
  });

  it('slows, never refuses, an account guessed from many addresses past 50 failures', async () => {
    const user = await buildUser(t);
    for (let ip = 0; ip < 10; ip++) {
      const from = freshIp();
      await Promise.all(Array.from({ length: 5 }, () => signIn(user.email, 'bad', from)));
    }
    const started = Date.now();
    const res = await signIn(user.email, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(RATE_LIMITS.signInFailuresPerEmail.delayMs - 50);
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('bad_request');
  });

  it('accepts an empty body sent as application/json where none is needed', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/auth/sign_out',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });

  it('names missing fields in a 422', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/sign_in', payload: {}, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ attributes: string[] }>().attributes.sort()).toEqual(['email', 'password']);
  });
});

describe('session lifecycle', () => {
  it('validate_token: 401 without headers, with a forged token, and after sign-out', async () => {
    const admin = await buildAdmin(t);
    expect((await t.app.inject({ method: 'GET', url: '/auth/validate_token' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/auth/validate_token',
      headers: forgedHeaders(admin.headers),
    });
    expect(forged.statusCode).toBe(401);
    const ok = await t.app.inject({ method: 'GET', url: '/auth/validate_token', headers: admin.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ success: boolean; data: { id: number } }>()).toMatchObject({
      success: true,
      data: { id: admin.user.id },
    });
    const out = await t.app.inject({ method: 'DELETE', url: '/auth/sign_out', headers: admin.headers });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/validate_token', headers: admin.headers })).statusCode,
    ).toBe(401);
  });

  it('rejects an expired token', async () => {
    const admin = await buildAdmin(t);
    await t.database.db.execute(
      sql`UPDATE user_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${admin.user.id}`,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/validate_token', headers: admin.headers })).statusCode,
    ).toBe(401);
  });

  it('authenticates API clients by the api_access_token header', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { api_access_token: admin.apiToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ id: number }>().id).toBe(admin.user.id);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: { api_access_token: 'nope' } });
    expect(bad.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a link whose token sets a new password and signs in', async () => {
    const user = await buildUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/password',
      payload: { email: user.email },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    const mail = t.mails.findLast((m) => m.to === user.email);
    const token = new URL(mail?.link ?? 'http://x').searchParams.get('reset_password_token');
    expect(token).toBeTruthy();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      payload: { reset_password_token: token, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.headers['access-token']).toBeTruthy();
    expect((await signIn(user.email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(401);
    // A token works once.
    const again = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      payload: { reset_password_token: token, password: 'another-pass', password_confirmation: 'another-pass' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json<{ attributes: string[] }>().attributes).toEqual(['reset_password_token']);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/password',
      payload: { email: 'ghost@example.test' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(t.mails.length).toBe(before);
  });

  it('rejects a mismatched confirmation naming the field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      payload: { reset_password_token: 'abc', password: 'brand-new-pass', password_confirmation: 'different' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ attributes: string[] }>().attributes).toContain('password_confirmation');
  });
});

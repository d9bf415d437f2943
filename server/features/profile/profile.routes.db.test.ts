import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { and, eq } from 'drizzle-orm';
import { accessTokens } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import { buildAdmin, buildMember, PASSWORD } from '../../test/factories.ts';

const t = setupTestApp();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const multipart = (fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) => {
  const boundary = '----helpdesk' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="a"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

describe('GET/PUT /api/v1/profile', () => {
  it('updates name and display name', async () => {
    const me = await buildMember(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: me.headers,
      payload: { profile: { name: 'New Name', display_name: 'Newbie', message_signature: '-- N' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'New Name',
      display_name: 'Newbie',
      available_name: 'Newbie',
      message_signature: '-- N',
    });
  });

  it('merges ui_settings instead of replacing them', async () => {
    const me = await buildMember(t);
    const put = (ui: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/profile',
        headers: me.headers,
        payload: { profile: { ui_settings: ui } },
      });
    await put({ enter_to_send_enabled: true });
    const res = await put({ editor_message_key: 'cmd_enter' });
    expect(res.json<{ ui_settings: unknown }>().ui_settings).toEqual({
      enter_to_send_enabled: true,
      editor_message_key: 'cmd_enter',
    });
  });

  it('changes the password only when both password and confirmation are given', async () => {
    const me = await buildMember(t);
    const only = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: me.headers,
      payload: { profile: { password: 'zzzzzzzz' } },
    });
    expect(only.statusCode).toBe(200);
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/sign_in',
        payload: { email: me.user.email, password },
        remoteAddress: `10.2.0.${Math.floor(Math.random() * 250)}`,
      });
    expect((await signIn(PASSWORD)).statusCode).toBe(200);
    const wrongCurrent = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: me.headers,
      payload: {
        profile: { current_password: 'nope', password: 'new-password-1', password_confirmation: 'new-password-1' },
      },
    });
    expect(wrongCurrent.statusCode).toBe(422);
    expect(wrongCurrent.json<{ attributes: string[] }>().attributes).toEqual(['current_password']);
    const mismatch = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: me.headers,
      payload: { profile: { current_password: PASSWORD, password: 'new-password-1', password_confirmation: 'other' } },
    });
    expect(mismatch.statusCode).toBe(422);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: me.headers,
      payload: {
        profile: { current_password: PASSWORD, password: 'new-password-1', password_confirmation: 'new-password-1' },
      },
    });
    expect(ok.statusCode).toBe(200);
    expect((await signIn('new-password-1')).statusCode).toBe(200);
  });

  it('changing the email needs the current password, a new confirmation, and refuses a taken address', async () => {
    const me = await buildMember(t);
    const other = await buildMember(t);
    const put = (profile: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/profile', headers: me.headers, payload: { profile } });
    for (const profile of [
      { email: 'moved@example.test' },
      { email: 'moved@example.test', current_password: 'wrong-password' },
    ]) {
      const res = await put(profile);
      expect(res.statusCode).toBe(422);
      expect(res.json<{ attributes: string[] }>().attributes).toEqual(['current_password']);
    }
    // A borrowed session does not learn which addresses have accounts either.
    expect((await put({ email: other.user.email })).json<{ attributes: string[] }>().attributes).toEqual([
      'current_password',
    ]);
    const taken = await put({ email: other.user.email, current_password: PASSWORD });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<{ attributes: string[] }>().attributes).toEqual(['email']);
    // The same address (any case) and other fields need no password.
    expect((await put({ email: me.user.email.toUpperCase(), name: 'Same Me' })).statusCode).toBe(200);
    const res = await put({ email: 'moved@example.test', current_password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'moved@example.test', confirmed: false });
    expect(t.mails.findLast((m) => m.to === 'moved@example.test')).toBeTruthy();
    // The session survives the change of uid.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: me.headers })).statusCode).toBe(200);
  });

  it('uploads an avatar by multipart and deletes it', async () => {
    const me = await buildMember(t);
    const body = multipart(
      { 'profile[display_name]': 'Pic' },
      { name: 'profile[avatar]', bytes: PNG, type: 'image/png' },
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: { ...me.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const url = res.json<{ avatar_url: string }>().avatar_url;
    expect(url).toMatch(/^\/uploads\/avatars\/.+\.png$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const del = await t.app.inject({ method: 'DELETE', url: '/api/v1/profile/avatar', headers: me.headers });
    expect(del.json<{ avatar_url: string }>().avatar_url).toBe('');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, and one over 4 MB', async () => {
    const me = await buildMember(t);
    const svg = multipart(
      {},
      { name: 'profile[avatar]', bytes: Buffer.from('<svg onload="alert(1)"/>'), type: 'image/png' },
    );
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: { ...me.headers, ...svg.headers },
      payload: svg.payload,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ attributes: string[] }>().attributes).toEqual(['avatar']);
    const big = multipart(
      {},
      { name: 'profile[avatar]', bytes: Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]), type: 'image/png' },
    );
    const huge = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: { ...me.headers, ...big.headers },
      payload: big.payload,
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('per-account presence settings', () => {
  it('sets availability and auto-offline for one account only', async () => {
    const me = await buildMember(t);
    const second = await buildMember(t, { user: me.user });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/availability',
      headers: me.headers,
      payload: { profile: { availability: 'busy', account_id: second.accountId } },
    });
    expect(res.statusCode).toBe(200);
    const accounts = res.json<{ accounts: { id: number; availability_status: string }[] }>().accounts;
    expect(accounts.find((a) => a.id === second.accountId)?.availability_status).toBe('busy');
    expect(accounts.find((a) => a.id === me.accountId)?.availability_status).toBe('online');
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/auto_offline',
      headers: me.headers,
      payload: { profile: { auto_offline: false, account_id: me.accountId } },
    });
    expect(
      off.json<{ accounts: { id: number; auto_offline: boolean }[] }>().accounts.find((a) => a.id === me.accountId)
        ?.auto_offline,
    ).toBe(false);
  });

  it('refuses an account the user is not in, and a bad availability', async () => {
    const me = await buildMember(t);
    const stranger = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/availability',
      headers: me.headers,
      payload: { profile: { availability: 'busy', account_id: stranger.accountId } },
    });
    expect(res.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/availability',
      headers: me.headers,
      payload: { profile: { availability: 'asleep', account_id: me.accountId } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ attributes: string[] }>().attributes).toEqual(['availability']);
  });

  it('set_active_account makes that account the current one', async () => {
    const me = await buildMember(t);
    const second = await buildMember(t, { user: me.user });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile/set_active_account',
      headers: me.headers,
      payload: { profile: { account_id: second.accountId } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ account_id: number }>().account_id).toBe(second.accountId);
  });

  it('resends the confirmation mail to an unconfirmed user', async () => {
    const me = await buildMember(t);
    await t.database.pool.query('UPDATE users SET confirmed_at = NULL WHERE id = $1', [me.user.id]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/profile/resend_confirmation', headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(t.mails.findLast((m) => m.to === me.user.email)?.link).toContain('confirmation_token=');
  });

  it('stores only a hash of the API token and shows it once, on reset', async () => {
    const me = await buildMember(t);
    const stored = await t.database.db
      .select()
      .from(accessTokens)
      .where(and(eq(accessTokens.ownerType, 'User'), eq(accessTokens.ownerId, me.user.id)));
    expect(stored.map((r) => r.tokenDigest)).toEqual([sha256(me.apiToken)]);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: me.headers })).json();
    expect(profile).toMatchObject({ access_token: '' });
    expect(JSON.stringify(profile)).not.toContain(me.apiToken);

    const res = await t.app.inject({ method: 'POST', url: '/api/v1/profile/reset_access_token', headers: me.headers });
    const token = res.json<{ access_token: string }>().access_token;
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(token).not.toBe(me.apiToken);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: { api_access_token: me.apiToken } }))
        .statusCode,
    ).toBe(401);
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/profile', headers: { api_access_token: token } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ access_token: '' });
    // The account API takes it too (the prepared credentials lookup).
    const accountRes = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${me.accountId}/labels`,
      headers: { api_access_token: token },
    });
    expect(accountRes.statusCode).toBe(200);
  });

  it('401 for every profile call without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/profile'],
      ['PUT', '/api/v1/profile'],
      ['DELETE', '/api/v1/profile/avatar'],
      ['POST', '/api/v1/profile/availability'],
      ['POST', '/api/v1/profile/auto_offline'],
      ['PUT', '/api/v1/profile/set_active_account'],
      ['POST', '/api/v1/profile/resend_confirmation'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

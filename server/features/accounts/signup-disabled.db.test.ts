import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin } from '../../test/factories.ts';

const t = setupTestApp({ ENABLE_ACCOUNT_SIGNUP: 'false' });
const payload = (email: string) => ({
  account_name: 'Desk',
  user_full_name: 'Grace',
  email,
  password: 'compiler-1952',
});

describe('with ENABLE_ACCOUNT_SIGNUP=false', () => {
  it('still lets the very first user in (as SuperAdmin), then closes sign-up', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/installation' })).json()).toMatchObject({
      fresh_install: true,
      signup_enabled: true,
    });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      payload: payload('first@example.test'),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: { type: string } }>().data.type).toBe('SuperAdmin');
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      payload: payload('second@example.test'),
    });
    expect(second.statusCode).toBe(403);
    expect(second.json<{ code: string }>().code).toBe('signup_disabled');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/installation' })).json()).toMatchObject({
      signup_enabled: false,
    });
  });

  it('stops ordinary users from creating more accounts', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts',
      headers: admin.headers,
      payload: { account_name: 'More' },
    });
    expect(res.statusCode).toBe(401);
  });
});

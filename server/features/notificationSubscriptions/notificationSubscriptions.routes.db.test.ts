import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildMember, forgedHeaders, type TMember } from '../../test/factories.ts';

const t = setupTestApp();
const path = '/api/v1/notification_subscriptions';
const KEY = Buffer.alloc(65, 4).toString('base64url');
const AUTH = Buffer.alloc(16, 7).toString('base64url');
let n = 0;
const attrs = (over: Record<string, string> = {}) => ({
  endpoint: `https://push.example.test/send/${Date.now()}-${++n}`,
  p256dh: KEY,
  auth: AUTH,
  ...over,
});
const post = (m: TMember | null, attributes: unknown, type = 'browser_push') =>
  t.app.inject({
    method: 'POST',
    url: path,
    ...(m && { headers: m.headers }),
    payload: { subscription_type: type, subscription_attributes: attributes },
  });
const rowsOf = async (endpoint: string) =>
  (
    await t.database.pool.query<{ user_id: number; subscription_attributes: Record<string, string> }>(
      'SELECT user_id, subscription_attributes FROM notification_subscriptions WHERE identifier = $1',
      [endpoint],
    )
  ).rows;

describe('POST /api/v1/notification_subscriptions', () => {
  it('401 without a token or with a forged one', async () => {
    const m = await buildMember(t);
    expect((await post(null, attrs())).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: path,
      headers: forgedHeaders(m.headers),
      payload: { subscription_type: 'browser_push', subscription_attributes: attrs() },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('422 naming the bad field, and nothing stored', async () => {
    const m = await buildMember(t);
    const cases: [unknown, string][] = [
      [attrs({ p256dh: 'short' }), 'subscription_attributes.p256dh'],
      [attrs({ auth: KEY }), 'subscription_attributes.auth'],
      [attrs({ endpoint: 'javascript:alert(1)' }), 'subscription_attributes.endpoint'],
      // Push services are https and public: anything else would let a user make the server POST inward.
      [attrs({ endpoint: 'http://push.example.test/x' }), 'subscription_attributes.endpoint'],
      [attrs({ endpoint: 'https://127.0.0.1/x' }), 'subscription_attributes.endpoint'],
      [attrs({ endpoint: 'https://localhost:3000/x' }), 'subscription_attributes.endpoint'],
    ];
    for (const [body, field] of cases) {
      const res = await post(m, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.json()), JSON.stringify(body)).toContain(field);
    }
    expect((await post(m, attrs(), 'carrier_pigeon')).statusCode).toBe(422);
    const { rows } = await t.database.pool.query('SELECT 1 FROM notification_subscriptions WHERE user_id = $1', [
      m.user.id,
    ]);
    expect(rows).toEqual([]);
  });

  it("stores the browser in Chatwoot's shape, once per endpoint; another user on that browser takes it over", async () => {
    const a = await buildMember(t);
    const b = await buildMember(t);
    const first = attrs();
    const res = await post(a, first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user_id: a.user.id,
      subscription_type: 'browser_push',
      subscription_attributes: first,
      identifier: first.endpoint,
    });
    const again = await post(a, { ...first, auth: Buffer.alloc(16, 9).toString('base64url') });
    expect(again.json<{ id: number }>().id).toBe(res.json<{ id: number }>().id);
    expect(await rowsOf(first.endpoint)).toHaveLength(1);
    await post(b, first);
    expect((await rowsOf(first.endpoint)).map((r) => r.user_id)).toEqual([b.user.id]);
  });

  it("keeps the mobile app's FCM token (not delivered to: no FCM sender)", async () => {
    const m = await buildMember(t);
    const res = await post(m, { push_token: `fcm-${Date.now()}` }, 'fcm');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subscription_type: 'fcm', user_id: m.user.id });
  });
});

describe('DELETE /api/v1/notification_subscriptions', () => {
  it("forgets the caller's own device only: 404 for another user's, 401 without a token", async () => {
    const a = await buildMember(t);
    const b = await buildMember(t);
    const mine = attrs();
    await post(a, mine);
    const del = (m: TMember | null, query: string) =>
      t.app.inject({ method: 'DELETE', url: `${path}?${query}`, ...(m && { headers: m.headers }) });
    expect((await del(null, `endpoint=${encodeURIComponent(mine.endpoint)}`)).statusCode).toBe(401);
    expect((await del(b, `endpoint=${encodeURIComponent(mine.endpoint)}`)).statusCode).toBe(404);
    expect(await rowsOf(mine.endpoint)).toHaveLength(1);
    expect((await del(a, '')).statusCode).toBe(422);
    expect((await del(a, `endpoint=${encodeURIComponent(mine.endpoint)}`)).statusCode).toBe(200);
    expect(await rowsOf(mine.endpoint)).toEqual([]);
    // Chatwoot's mobile app names its device by push_token, in a JSON body.
    await post(a, { push_token: 'fcm-token-1' }, 'fcm');
    const res = await t.app.inject({
      method: 'DELETE',
      url: path,
      headers: a.headers,
      payload: { push_token: 'fcm-token-1' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the VAPID key pair', () => {
  it('is made once, kept in installation_configs, and only its public half is shown', async () => {
    const shown = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/installation' })).json<{ vapid_public_key: string }>()
        .vapid_public_key;
    const key = await shown();
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(await shown()).toBe(key);
    const { rows } = await t.database.pool.query<{ value: { public_key: string; private_key: string } }>(
      `SELECT value FROM installation_configs WHERE name = 'VAPID_KEYS'`,
    );
    expect(rows[0]!.value.public_key).toBe(key);
    const body = (await t.app.inject({ method: 'GET', url: '/api/v1/installation' })).body;
    expect(body).not.toContain(rows[0]!.value.private_key);
  });
});

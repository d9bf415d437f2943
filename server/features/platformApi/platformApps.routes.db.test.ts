import { describe, expect, it } from 'vitest';
import { issueSession } from '../auth/index.ts';
import { buildAdmin, buildUser } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';

const t = setupTestApp();
const base = '/api/v1/super_admin/platform_apps';

const superAdmin = async () => issueSession(t.deps, await buildUser(t, { type: 'SuperAdmin' }));

describe('installation console: platform apps', () => {
  it('401 without a session and for an account administrator who is not the SuperAdmin', async () => {
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
    const admin = await buildAdmin(t);
    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['DELETE', `${base}/1`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: admin.headers, payload: { name: 'X' } });
      expect([method, res.statusCode]).toEqual([method, 401]);
    }
  });

  it('creates an app (its token shown once), lists it without the token, deletes it (the token stops working)', async () => {
    const headers = await superAdmin();
    const created = await t.app.inject({ method: 'POST', url: base, headers, payload: { name: 'Provisioner' } });
    expect(created.statusCode).toBe(200);
    const app = created.json<{ id: number; name: string; created_at: string; access_token: string }>();
    expect(app).toMatchObject({
      name: 'Provisioner',
      access_token: expect.any(String),
      created_at: expect.any(String),
    });
    const list = await t.app.inject({ method: 'GET', url: base, headers });
    expect(list.json()).toEqual({ payload: [{ id: app.id, name: 'Provisioner', created_at: app.created_at }] });
    expect(list.body).not.toContain(app.access_token);
    const platformCall = () =>
      t.app.inject({
        method: 'POST',
        url: '/platform/api/v1/accounts',
        headers: { api_access_token: app.access_token },
        payload: { name: 'Made by the app' },
      });
    expect((await platformCall()).statusCode).toBe(200);
    const removed = await t.app.inject({ method: 'DELETE', url: `${base}/${app.id}`, headers });
    expect([removed.statusCode, removed.json()]).toEqual([200, {}]);
    expect((await platformCall()).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${app.id}`, headers })).statusCode).toBe(404);
  });

  it('422 naming the field for a blank name', async () => {
    const res = await t.app.inject({ method: 'POST', url: base, headers: await superAdmin(), payload: { name: ' ' } });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('name');
  });
});

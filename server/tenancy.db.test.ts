import { describe, expect, it } from 'vitest';
import { setupTestApp } from './test/harness.ts';
import { buildAdmin, buildMember, forgedHeaders, type TMember } from './test/factories.ts';

const t = setupTestApp();
const ACCOUNT_PREFIX = '/api/v1/accounts/:accountId';

/**
 * Walks every account-scoped route the app registered — including ones added
 * after this test was written — and proves another tenant gets nothing.
 */
describe('tenant isolation over every account-scoped route', () => {
  const accountRoutes = () =>
    t.app.routeList.filter((r) => r.url === ACCOUNT_PREFIX || r.url.startsWith(`${ACCOUNT_PREFIX}/`));

  const fill = (url: string, victim: TMember) =>
    url
      .replace(':accountId', String(victim.accountId))
      .replace(/:([A-Za-z_]+)/g, (_m, name: string) =>
        name === 'id' || name.endsWith('Id') || name.endsWith('_id') ? String(victim.user.id) : 'x',
      );

  const call = (method: string, url: string, headers: Record<string, string>) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers,
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });

  it('finds the routes to check', () => {
    expect(accountRoutes().length).toBeGreaterThanOrEqual(8);
  });

  it('answers 401 with no token, or with a forged one, and leaks nothing', async () => {
    const victim = await buildAdmin(t);
    for (const r of accountRoutes()) {
      for (const headers of [{}, forgedHeaders(victim.headers), { api_access_token: 'not-a-token' }] as Record<
        string,
        string
      >[]) {
        const res = await call(r.method, fill(r.url, victim), headers);
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
        expect(res.body).not.toContain(victim.user.email);
      }
    }
  });

  it("refuses another account's administrator (session and API token) with 401/403/404 and no data", async () => {
    const victim = await buildAdmin(t);
    await buildMember(t, { accountId: victim.accountId });
    const intruder = await buildAdmin(t);
    const victimName = (
      await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${victim.accountId}`, headers: victim.headers })
    ).json<{ name: string }>().name;
    for (const r of accountRoutes()) {
      for (const headers of [intruder.headers, { api_access_token: intruder.apiToken }] as Record<string, string>[]) {
        const res = await call(r.method, fill(r.url, victim), headers);
        expect([401, 403, 404], `${r.method} ${r.url} → ${res.statusCode}`).toContain(res.statusCode);
        expect(res.body).not.toContain(victim.user.email);
        expect(res.body).not.toContain(victimName);
      }
    }
    // And nothing changed: the victim's data is intact.
    const agents = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${victim.accountId}/agents`,
      headers: victim.headers,
    });
    expect(agents.json<unknown[]>().length).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { setupTestApp } from './test/harness.ts';
import { buildAdmin, buildMember, forgedHeaders, REFUSED, type TMember } from './test/factories.ts';
import { buildConversation } from './test/conversationFactories.ts';

const t = setupTestApp();
/** A walk calls every account route (hundreds, once per role or token): more than one ordinary test's time. */
const WALK_TIMEOUT = 120_000;
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

  it('answers 401 with no token, or with a forged one, and leaks nothing', { timeout: WALK_TIMEOUT }, async () => {
    const victim = await buildAdmin(t);
    for (const r of accountRoutes()) {
      for (const headers of [{}, forgedHeaders(victim.headers), { api_access_token: 'not-a-token' }] as Record<
        string,
        string
      >[]) {
        const res = await call(r.method, fill(r.url, victim), headers);
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
        // A lost session, never mistaken for "not allowed" (the SPA signs out on this code only).
        expect(res.json<{ code: string }>().code, `${r.method} ${r.url}`).toBe('unauthenticated');
        expect(res.body).not.toContain(victim.user.email);
      }
    }
  });

  it(
    "answers another account's administrator (session and API token) 404 with Chatwoot's error and no data",
    { timeout: WALK_TIMEOUT },
    async () => {
      const victim = await buildAdmin(t);
      await buildMember(t, { accountId: victim.accountId });
      const intruder = await buildAdmin(t);
      const victimName = (
        await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${victim.accountId}`, headers: victim.headers })
      ).json<{ name: string }>().name;
      for (const r of accountRoutes()) {
        for (const headers of [intruder.headers, { api_access_token: intruder.apiToken }] as Record<string, string>[]) {
          const res = await call(r.method, fill(r.url, victim), headers);
          expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
          expect(res.json(), `${r.method} ${r.url}`).toMatchObject({
            code: 'not_found',
            error: 'Resource could not be found',
          });
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
    },
  );

  it(
    'answers an agent outside the inbox 401 with the error body on every conversation route, and leaks nothing',
    { timeout: WALK_TIMEOUT },
    async () => {
      const admin = await buildAdmin(t);
      const outsider = await buildMember(t, { accountId: admin.accountId });
      const { displayId } = await buildConversation(t, admin, { message: 'secret words' });
      const routes = accountRoutes().filter((r) => r.url.startsWith(`${ACCOUNT_PREFIX}/conversations/:conversationId`));
      expect(routes.length).toBeGreaterThanOrEqual(20);
      let refused = 0;
      for (const r of routes) {
        const url = r.url
          .replace(':accountId', String(admin.accountId))
          .replace(':conversationId', String(displayId))
          .replace(/:([A-Za-z_]+)/g, '1');
        for (const headers of [outsider.headers, { api_access_token: outsider.apiToken }] as Record<string, string>[]) {
          const res = await call(r.method, url, headers);
          expect(res.body, `${r.method} ${r.url}`).not.toContain('secret words');
          // A body the route cannot parse is refused first (422 naming the field), which tells nothing either.
          if (res.statusCode === 422) continue;
          expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
          expect(res.json(), `${r.method} ${r.url}`).toMatchObject(REFUSED);
          refused += 1;
        }
      }
      expect(refused).toBeGreaterThanOrEqual(routes.length);
      // A conversation number the account does not have stays a 404.
      const missing = await call('GET', `/api/v1/accounts/${admin.accountId}/conversations/999999`, outsider.headers);
      expect(missing.statusCode).toBe(404);
    },
  );

  it(
    "answers an agent on an administrator's route 401 with Chatwoot's error body",
    { timeout: WALK_TIMEOUT },
    async () => {
      const admin = await buildAdmin(t);
      const agent = await buildMember(t, { accountId: admin.accountId });
      const res = await call('POST', `/api/v1/accounts/${admin.accountId}/labels`, agent.headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject(REFUSED);
      const inbox = (await buildConversation(t, admin)).inboxId;
      const other = await call('GET', `/api/v1/accounts/${admin.accountId}/inboxes/${inbox}`, agent.headers);
      expect(other.statusCode).toBe(401);
      expect(other.json()).toMatchObject(REFUSED);
    },
  );

  /** Chatwoot's bot whitelist: the only account routes a bot's token opens (in the inboxes it answers). */
  const BOT_ROUTES = new Set([
    `POST ${ACCOUNT_PREFIX}/conversations/:conversationId/messages`,
    `POST ${ACCOUNT_PREFIX}/conversations/:conversationId/toggle_status`,
    `POST ${ACCOUNT_PREFIX}/conversations/:conversationId/toggle_priority`,
    `POST ${ACCOUNT_PREFIX}/conversations/:conversationId/assignments`,
    `POST ${ACCOUNT_PREFIX}/conversations/:conversationId/toggle_typing_status`,
    `PATCH ${ACCOUNT_PREFIX}/conversations/:conversationId`,
    `PUT ${ACCOUNT_PREFIX}/conversations/:conversationId`,
  ]);

  it(
    "answers an agent bot's token 401 on every account route but the bot whitelist",
    { timeout: WALK_TIMEOUT },
    async () => {
      const admin = await buildAdmin(t);
      const bot = await t.app.inject({
        method: 'POST',
        url: `/api/v1/accounts/${admin.accountId}/agent_bots`,
        headers: admin.headers,
        payload: { name: 'Bot' },
      });
      const token = bot.json<{ access_token?: string }>().access_token;
      expect(token).toBeTruthy();
      const headers = { api_access_token: token ?? '' };
      const res = await call('GET', `/api/v1/accounts/${admin.accountId}/agents`, headers);
      expect(res.json()).toMatchObject({ error: expect.any(String) });
      for (const r of accountRoutes()) {
        const answer = await call(r.method, fill(r.url, admin), headers);
        const key = `${r.method} ${r.url}`;
        // On the whitelist the bot is let in, and finds no conversation of its inboxes (or a bad body).
        if (BOT_ROUTES.has(key)) expect([404, 422], key).toContain(answer.statusCode);
        else expect(answer.statusCode, key).toBe(401);
      }
    },
  );
});

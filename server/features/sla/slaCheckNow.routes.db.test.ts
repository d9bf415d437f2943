import { describe, expect, it } from 'vitest';
import { buildAdmin, buildMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { ageConversation, buildSlaConversation } from '../../test/slaFactories.ts';
import { helpers } from '../conversations/testHelpers.ts';

// The E2E server's env: the route exists (slaPolicies.routes.db.test.ts shows it does not without it).
const t = setupTestApp({ E2E_SLA_CHECK_ROUTE: 'true' });
const h = helpers(t);

interface TConvBody {
  applied_sla?: { sla_status: string };
  sla_events?: { event_type: string }[];
}

describe('POST e2e/sla_check (E2E servers only)', () => {
  it('runs the scheduled check now: a due first response is recorded missed, once', async () => {
    const { admin, c } = await buildSlaConversation(t, { frt: 600 });
    const show = async () => (await h.call<TConvBody>(admin, 'GET', `/conversations/${c.displayId}`)).body;
    const early = await h.call<{ missed: number }>(admin, 'POST', '/e2e/sla_check');
    expect(early.status).toBe(200);
    expect(early.body).toEqual({ missed: 0 });
    expect((await show()).applied_sla?.sla_status).toBe('active');
    // Ten minutes later: the deadline has passed.
    await ageConversation(t, admin.accountId, c.displayId, 601);
    await t.database.pool.query(
      `UPDATE applied_slas SET first_response_due_at = now() - interval '1 second' WHERE conversation_id =
       (SELECT id FROM conversations WHERE account_id = $1 AND display_id = $2)`,
      [admin.accountId, c.displayId],
    );
    expect((await h.call(admin, 'POST', '/e2e/sla_check')).body).toEqual({ missed: 1 });
    expect((await h.call(admin, 'POST', '/e2e/sla_check')).body).toEqual({ missed: 0 });
    const body = await show();
    expect(body.applied_sla?.sla_status).toBe('active_with_misses');
    expect(body.sla_events?.map((e) => e.event_type)).toEqual(['frt']);
  });

  it("is for administrators: no token 401, an agent 401, another account's administrator 404", async () => {
    const { admin } = await buildSlaConversation(t, { frt: 600 });
    const agent = await buildMember(t, { accountId: admin.accountId });
    const url = `/api/v1/accounts/${admin.accountId}/e2e/sla_check`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await h.call(agent, 'POST', '/e2e/sla_check')).status).toBe(401);
    const intruder = await buildAdmin(t);
    expect((await t.app.inject({ method: 'POST', url, headers: intruder.headers })).statusCode).toBe(404);
  });
});

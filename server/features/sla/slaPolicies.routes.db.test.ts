import { describe, expect, it } from 'vitest';
import { buildAdmin, buildMember, forgedHeaders, REFUSED } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { helpers } from '../conversations/testHelpers.ts';

const t = setupTestApp();
const h = helpers(t);

interface TPolicyBody {
  payload: {
    id: number;
    name: string;
    first_response_time_threshold: number | null;
    only_during_business_hours: boolean;
  };
}

const gold = {
  name: 'Gold',
  description: 'Paying customers',
  first_response_time_threshold: 900,
  resolution_time_threshold: 86400,
};

describe('sla_policies routes', () => {
  it('creates, shows, lists, updates and deletes a policy (Chatwoot shapes)', async () => {
    const admin = await buildAdmin(t);
    const created = await h.call<TPolicyBody>(admin, 'POST', '/sla_policies', { sla_policy: gold });
    expect(created.status).toBe(200);
    expect(created.body.payload).toEqual({
      id: expect.any(Number),
      name: 'Gold',
      description: 'Paying customers',
      first_response_time_threshold: 900,
      next_response_time_threshold: null,
      resolution_time_threshold: 86400,
      only_during_business_hours: false,
    });
    const id = created.body.payload.id;
    expect((await h.call<TPolicyBody>(admin, 'GET', `/sla_policies/${id}`)).body.payload.name).toBe('Gold');
    const patched = await h.call<TPolicyBody>(admin, 'PATCH', `/sla_policies/${id}`, {
      name: 'Platinum',
      only_during_business_hours: true,
    });
    expect(patched.body.payload).toMatchObject({
      name: 'Platinum',
      first_response_time_threshold: 900,
      only_during_business_hours: true,
    });
    const list = await h.call<{ payload: { name: string }[] }>(admin, 'GET', '/sla_policies');
    expect(list.body.payload.map((p) => p.name)).toEqual(['Platinum']);
    expect((await h.call(admin, 'DELETE', `/sla_policies/${id}`)).status).toBe(200);
    expect((await h.call(admin, 'GET', `/sla_policies/${id}`)).status).toBe(404);
  });

  it('422 naming the field: a blank name, no threshold, a threshold that is not positive', async () => {
    const admin = await buildAdmin(t);
    const blank = await h.call<{ errors: Record<string, unknown> }>(admin, 'POST', '/sla_policies', {
      ...gold,
      name: ' ',
    });
    expect(blank.status).toBe(422);
    expect(JSON.stringify(blank.body)).toContain('name');
    const none = await h.call(admin, 'POST', '/sla_policies', { name: 'Empty' });
    expect(none.status).toBe(422);
    expect(JSON.stringify(none.body)).toContain('at least one threshold');
    const negative = await h.call(admin, 'POST', '/sla_policies', { name: 'Bad', first_response_time_threshold: -5 });
    expect(negative.status).toBe(422);
    expect(JSON.stringify(negative.body)).toContain('first_response_time_threshold');
    const { id } = (await h.call<TPolicyBody>(admin, 'POST', '/sla_policies', gold)).body.payload;
    const cleared = await h.call(admin, 'PATCH', `/sla_policies/${id}`, {
      first_response_time_threshold: null,
      resolution_time_threshold: null,
    });
    expect(cleared.status).toBe(422);
  });

  it('tenant walk: no token 401, a forged token 401, an agent may read but not write, another account 404', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const { id } = (await h.call<TPolicyBody>(admin, 'POST', '/sla_policies', gold)).body.payload;
    const url = `/api/v1/accounts/${admin.accountId}/sla_policies`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: forgedHeaders(admin.headers) })).statusCode).toBe(401);
    expect((await h.call(agent, 'GET', '/sla_policies')).status).toBe(200);
    const refused = await h.call(agent, 'POST', '/sla_policies', gold);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject(REFUSED);
    expect((await h.call(agent, 'PATCH', `/sla_policies/${id}`, { name: 'x' })).status).toBe(401);
    expect((await h.call(agent, 'DELETE', `/sla_policies/${id}`)).status).toBe(401);
    const intruder = await buildAdmin(t);
    const foreign = await t.app.inject({ method: 'GET', url: `${url}/${id}`, headers: intruder.headers });
    expect(foreign.statusCode).toBe(404);
    expect((await h.call(intruder, 'GET', `/sla_policies/${id}`)).status).toBe(404);
    expect((await h.call(intruder, 'PATCH', `/sla_policies/${id}`, { name: 'x' })).status).toBe(404);
    expect((await h.call(intruder, 'DELETE', `/sla_policies/${id}`)).status).toBe(404);
    expect((await h.call<{ payload: unknown[] }>(intruder, 'GET', '/sla_policies')).body.payload).toEqual([]);
  });

  it('has no "run the SLA check now" route unless the E2E server asks for it (E2E_SLA_CHECK_ROUTE)', async () => {
    const admin = await buildAdmin(t);
    expect((await h.call(admin, 'POST', '/e2e/sla_check')).status).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { contractProblems, loadChatwootSpec } from './test/contract.ts';
import { setupTestApp } from './test/harness.ts';
import { buildAdmin, buildMember } from './test/factories.ts';

const t = setupTestApp();
const spec = loadChatwootSpec();

/** Where the product spec overrides Chatwoot's OpenAPI (the spec wins, DESIGN §1). */
const DEVIATIONS = {
  // Spec part 1 §4: availability is online, busy, offline; the OpenAPI's `available` is accepted on input.
  'agent.availability_status': 'online instead of available',
};

describe("responses match Chatwoot's published OpenAPI", () => {
  const schemas = spec.components.schemas;

  it('GET /api/v1/profile is a user', async () => {
    const me = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { api_access_token: me.apiToken },
    });
    expect(contractProblems(schemas, 'user', res.json(), DEVIATIONS)).toEqual([]);
  });

  it('GET agents is a list of agent', async () => {
    const admin = await buildAdmin(t);
    await buildMember(t, { accountId: admin.accountId });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/agents`,
      headers: admin.headers,
    });
    const list = res.json<unknown[]>();
    expect(list).toHaveLength(2);
    for (const agent of list) expect(contractProblems(schemas, 'agent', agent, DEVIATIONS)).toEqual([]);
  });

  it('GET account is an account', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}`,
      headers: admin.headers,
    });
    expect(contractProblems(schemas, 'account', res.json(), DEVIATIONS)).toEqual([]);
  });

  it('accepts the OpenAPI agent payloads, including availability_status "available"', async () => {
    const admin = await buildAdmin(t);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/agents`,
      headers: admin.headers,
      payload: {
        name: 'Bo',
        email: 'bo@example.test',
        role: 'agent',
        availability_status: 'available',
        auto_offline: false,
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ availability_status: 'online', auto_offline: false });
    const id = created.json<{ id: number }>().id;
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/accounts/${admin.accountId}/agents/${id}`,
      headers: admin.headers,
      payload: { availability_status: 'busy', role: 'administrator' },
    });
    expect(updated.json()).toMatchObject({ availability_status: 'busy', role: 'administrator' });
  });
});

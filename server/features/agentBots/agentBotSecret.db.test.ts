import { describe, expect, it } from 'vitest';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';

/** Issue 42 item 8: a bot's signing secret and access token are shown on create and on reset only. */
const t = setupTestApp();
const api = async (m: TMember, method: 'GET' | 'POST' | 'PATCH', rest: string, payload?: Record<string, unknown>) => {
  const res = await t.app.inject({
    method,
    url: `/api/v1/accounts/${m.accountId}${rest}`,
    headers: m.headers,
    ...(payload && { payload }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('agent bot credentials', () => {
  it('shows the signing secret and access token on create and reset, never on list, show or update', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const created = (
      await api(admin, 'POST', '/agent_bots', { name: 'Triage', outgoing_url: 'https://bot.acme.test/hook' })
    ).json<{ id: number; secret: string; access_token: string }>();
    expect(created.secret).toMatch(/^\S{16,}$/);
    expect(created.access_token).toMatch(/^\S{16,}$/);

    const reads = [
      await api(admin, 'GET', '/agent_bots'),
      await api(admin, 'GET', `/agent_bots/${created.id}`),
      await api(admin, 'PATCH', `/agent_bots/${created.id}`, { name: 'Triage 2' }),
      await api(agent, 'GET', '/agent_bots'),
      await api(agent, 'GET', `/agent_bots/${created.id}`),
    ];
    for (const res of reads) {
      expect(res.body).not.toContain(created.secret);
      expect(res.body).not.toContain(created.access_token);
      expect(res.body).not.toMatch(/"secret"|"access_token"/);
    }

    const reset = (await api(admin, 'POST', `/agent_bots/${created.id}/reset_access_token`)).json<{
      secret: string;
      access_token: string;
    }>();
    expect(reset.secret).toBe(created.secret);
    expect(reset.access_token).toMatch(/^\S{16,}$/);
    expect(reset.access_token).not.toBe(created.access_token);
    expect((await api(admin, 'GET', `/agent_bots/${created.id}`)).body).not.toContain(reset.secret);
  });
});

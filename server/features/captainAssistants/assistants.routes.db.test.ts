import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { TAssistant, TCustomTool } from '../../../common/contracts/captainAssistants.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { setupTestApp, type TTestContext } from '../../test/harness.ts';
import { buildWebsiteInbox } from '../widget/widgetTestKit.ts';

const t = setupTestApp();
// Tenant targets may be on loopback here (the custom tool's local server); `t` keeps the production guard.
const open = setupTestApp({ ALLOW_PRIVATE_NETWORK_TARGETS: 'true' });

const call = async <T = Record<string, unknown>>(
  who: TMember | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: unknown,
  ctx: TTestContext = t,
) => {
  const res = await ctx.app.inject({
    method,
    url: `/api/v1/accounts/${who?.accountId ?? 1}/captain${path}`,
    headers: who?.headers ?? {},
    payload: payload as never,
  });
  return { status: res.statusCode, body: res.json<T>() };
};

const auditRows = async (accountId: number) =>
  (
    await t.database.pool.query<{ auditable_type: string; action: string; audited_changes: unknown }>(
      'SELECT auditable_type, action, audited_changes FROM audit_logs WHERE account_id = $1 ORDER BY id',
      [accountId],
    )
  ).rows;

describe('captain/assistants', () => {
  it('creates (Chatwoot wrapping), lists, shows, updates (config merged) and deletes, each audited', async () => {
    const admin = await buildAdmin(t);
    const created = await call<TAssistant>(admin, 'POST', '/assistants', {
      assistant: {
        name: 'Helper',
        description: 'Answers orders',
        config: { product_name: 'Acme', temperature: 0.2, handoff_message: 'A person will help.' },
        response_guidelines: ['Be brief'],
        guardrails: ['Never promise refunds'],
      },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Helper',
      account_id: admin.accountId,
      config: { product_name: 'Acme', temperature: 0.2 },
      response_guidelines: ['Be brief'],
      guardrails: ['Never promise refunds'],
    });
    const id = created.body.id;
    const list = await call<{ payload: TAssistant[]; meta: { total_count: number } }>(admin, 'GET', '/assistants');
    expect(list.body.meta.total_count).toBe(1);
    expect(list.body.payload.map((a) => a.id)).toEqual([id]);
    const updated = await call<TAssistant>(admin, 'PATCH', `/assistants/${id}`, { config: { max_turns: 3 } });
    expect(updated.body.config).toMatchObject({ product_name: 'Acme', max_turns: 3, temperature: 0.2 });
    expect((await call(admin, 'GET', `/assistants/${id}`)).body).toMatchObject({ config: { max_turns: 3 } });
    expect((await call(admin, 'DELETE', `/assistants/${id}`)).status).toBe(200);
    expect((await call(admin, 'GET', `/assistants/${id}`)).status).toBe(404);
    expect((await auditRows(admin.accountId)).map((r) => `${r.auditable_type}:${r.action}`)).toEqual([
      'CaptainAssistant:create',
      'CaptainAssistant:update',
      'CaptainAssistant:destroy',
    ]);
  });

  it('422s naming the field: blank or long name, temperature outside 0–1, max_turns outside 1–20', async () => {
    const admin = await buildAdmin(t);
    for (const [body, field] of [
      [{ name: '  ' }, 'name'],
      [{ name: 'x'.repeat(256) }, 'name'],
      [{ name: 'A', config: { temperature: 1.5 } }, 'config.temperature'],
      [{ name: 'A', config: { max_turns: 0 } }, 'config.max_turns'],
      [{ name: 'A', config: { max_turns: 21 } }, 'config.max_turns'],
    ] as const) {
      const res = await call<{ details: Record<string, string[]> }>(admin, 'POST', '/assistants', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.details)).toEqual([field]);
    }
  });

  it('tenancy: no token 401, another account 404, an agent reads but may not write (401)', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const other = await buildAdmin(t);
    const { body } = await call<TAssistant>(admin, 'POST', '/assistants', { name: 'Mine' });
    const noToken = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/captain/assistants`,
    });
    expect(noToken.statusCode).toBe(401);
    expect((await call(other, 'GET', `/assistants/${body.id}`)).status).toBe(404);
    expect((await call(other, 'PATCH', `/assistants/${body.id}`, { name: 'Theirs' })).status).toBe(404);
    expect((await call(other, 'DELETE', `/assistants/${body.id}`)).status).toBe(404);
    expect((await call(agent, 'GET', `/assistants/${body.id}`)).status).toBe(200);
    expect((await call(agent, 'POST', '/assistants', { name: 'Nope' })).status).toBe(401);
    expect((await call(agent, 'PATCH', `/assistants/${body.id}`, { name: 'Nope' })).status).toBe(401);
    expect((await call(agent, 'DELETE', `/assistants/${body.id}`)).status).toBe(401);
    expect((await call(admin, 'GET', `/assistants/${body.id}`)).body).toMatchObject({ name: 'Mine' });
  });

  it('connects inboxes of the account, one assistant an inbox (422), and disconnects', async () => {
    const admin = await buildAdmin(t);
    const other = await buildAdmin(t);
    const inbox = await buildWebsiteInbox(t, admin);
    const foreignInbox = await buildWebsiteInbox(t, other);
    const a = (await call<TAssistant>(admin, 'POST', '/assistants', { name: 'A' })).body;
    const b = (await call<TAssistant>(admin, 'POST', '/assistants', { name: 'B' })).body;
    const connected = await call(admin, 'POST', `/assistants/${a.id}/inboxes`, { inbox: { inbox_id: inbox.id } });
    expect(connected).toMatchObject({
      status: 200,
      body: { id: inbox.id, name: 'Website', channel_type: 'Channel::WebWidget' },
    });
    const taken = await call<{ details: Record<string, string[]> }>(admin, 'POST', `/assistants/${b.id}/inboxes`, {
      inbox_id: inbox.id,
    });
    expect(taken.status).toBe(422);
    expect(Object.keys(taken.body.details)).toEqual(['inbox_id']);
    expect((await call(admin, 'POST', `/assistants/${a.id}/inboxes`, { inbox_id: foreignInbox.id })).status).toBe(404);
    expect((await call(other, 'GET', `/assistants/${a.id}/inboxes`)).status).toBe(404);
    const listed = await call<{ payload: { id: number }[] }>(admin, 'GET', `/assistants/${a.id}/inboxes`);
    expect(listed.body.payload.map((i) => i.id)).toEqual([inbox.id]);
    expect((await call(admin, 'DELETE', `/assistants/${a.id}/inboxes/${inbox.id}`)).status).toBe(200);
    expect((await call(admin, 'DELETE', `/assistants/${a.id}/inboxes/${inbox.id}`)).status).toBe(404);
    expect((await call(admin, 'POST', `/assistants/${b.id}/inboxes`, { inbox_id: inbox.id })).status).toBe(200);
  });
});

describe('captain/custom_tools', () => {
  const server = http.createServer((_req, res) => res.end('{}'));
  const ready = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const tool = (url: string, extra: Record<string, unknown> = {}) => ({
    title: 'Order status',
    description: 'Looks an order up',
    http_method: 'GET',
    endpoint_url: `${url}/orders/{{order_id}}`,
    auth_type: 'bearer',
    auth_config: { token: 'secret-token-123456' },
    param_schema: [{ name: 'order_id', type: 'string', description: 'The order number', required: true }],
    ...extra,
  });

  it('saves a tool with its secret sealed and masked, keeps it on update, lists it among the assistant tools', async () => {
    const url = await ready;
    const admin = await buildAdmin(open);
    const created = await call<TCustomTool>(admin, 'POST', '/custom_tools', { custom_tool: tool(url) }, open);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      slug: 'order_status',
      auth_type: 'bearer',
      auth_config: { token: '••••3456' },
    });
    expect(JSON.stringify(created.body)).not.toContain('secret-token');
    const stored = await open.database.pool.query<{ auth_config: string }>(
      'SELECT auth_config FROM captain_custom_tools WHERE id = $1',
      [created.body.id],
    );
    expect(stored.rows[0]?.auth_config).not.toContain('secret-token');
    const renamed = await call<TCustomTool>(
      admin,
      'PATCH',
      `/custom_tools/${created.body.id}`,
      { title: 'Orders' },
      open,
    );
    expect(renamed.body).toMatchObject({ title: 'Orders', slug: 'order_status', auth_config: { token: '••••3456' } });
    const tools = await call<{ payload: { id: string; kind: string }[] }>(
      admin,
      'GET',
      '/assistants/tools',
      undefined,
      open,
    );
    expect(tools.body.payload.map((x) => x.id)).toEqual([
      'faq_lookup',
      'search_help_center',
      'add_label',
      'add_private_note',
      'update_priority',
      'resolve',
      'handoff',
      'custom_order_status',
    ]);
    const audit = await open.database.pool.query<{ audited_changes: unknown }>(
      "SELECT audited_changes FROM audit_logs WHERE auditable_type = 'CaptainCustomTool' AND account_id = $1",
      [admin.accountId],
    );
    expect(audit.rows).toHaveLength(2);
    expect(JSON.stringify(audit.rows)).not.toContain('secret-token');
  });

  it('refuses a private endpoint at save where the guard applies, a missing secret, and a 16th tool', async () => {
    const url = await ready;
    const admin = await buildAdmin(t);
    const refused = await call<{ details: Record<string, string[]> }>(admin, 'POST', '/custom_tools', tool(url));
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.details)).toEqual(['endpoint_url']);
    const openAdmin = await buildAdmin(open);
    const noSecret = await call<{ details: Record<string, string[]> }>(
      openAdmin,
      'POST',
      '/custom_tools',
      tool(url, { auth_config: {} }),
      open,
    );
    expect(noSecret.status).toBe(422);
    expect(Object.keys(noSecret.body.details)).toEqual(['auth_config.token']);
    for (let i = 0; i < 15; i++)
      expect((await call(openAdmin, 'POST', '/custom_tools', tool(url, { title: `Tool ${i}` }), open)).status).toBe(
        200,
      );
    const sixteenth = await call<{ message: string }>(openAdmin, 'POST', '/custom_tools', tool(url), open);
    expect(sixteenth.status).toBe(422);
    expect(sixteenth.body.message).toContain('15');
  });

  it('tenancy: another account 404, an agent reads but may not write, no token 401', async () => {
    const url = await ready;
    const admin = await buildAdmin(open);
    const agent = await buildMember(open, { accountId: admin.accountId });
    const other = await buildAdmin(open);
    const { body } = await call<TCustomTool>(admin, 'POST', '/custom_tools', tool(url), open);
    expect((await call(other, 'GET', `/custom_tools/${body.id}`, undefined, open)).status).toBe(404);
    expect((await call(other, 'DELETE', `/custom_tools/${body.id}`, undefined, open)).status).toBe(404);
    expect((await call(agent, 'GET', `/custom_tools/${body.id}`, undefined, open)).status).toBe(200);
    expect((await call(agent, 'PATCH', `/custom_tools/${body.id}`, { title: 'x' }, open)).status).toBe(401);
    expect((await call(agent, 'POST', '/custom_tools', tool(url), open)).status).toBe(401);
    const noToken = await open.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/captain/custom_tools`,
    });
    expect(noToken.statusCode).toBe(401);
    expect((await call(admin, 'DELETE', `/custom_tools/${body.id}`, undefined, open)).status).toBe(200);
  });
});

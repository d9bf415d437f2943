import { describe, expect, it } from 'vitest';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildLabels, buildMember, REFUSED } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { helpers } from '../conversations/testHelpers.ts';

const t = setupTestApp();
const h = helpers(t);

const rule = (over: Record<string, unknown> = {}) => ({
  name: 'VIP',
  description: 'Label VIP chats',
  event_name: 'conversation_created',
  conditions: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'], query_operator: null }],
  actions: [{ action_name: 'add_label', action_params: ['vip'] }],
  ...over,
});

interface TRuleBody {
  payload: { id: number; name: string; active: boolean; event_name: string; conditions: unknown[]; actions: unknown[] };
}

describe('automation rule routes', () => {
  it('401 without a token', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${admin.accountId}/automation_rules` });
    expect(res.statusCode).toBe(401);
  });

  it('is for administrators: an agent is refused (401, Chatwoot), another account finds nothing', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const created = await h.call<TRuleBody>(admin, 'POST', '/automation_rules', rule());
    const id = created.body.payload.id;
    const refused = await h.call(agent, 'GET', '/automation_rules');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject(REFUSED);
    const intruder = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/accounts/${admin.accountId}/automation_rules/${id}`,
      headers: intruder.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await h.call(intruder, 'GET', `/automation_rules/${id}`)).status).toBe(404);
    expect((await h.call(intruder, 'POST', `/automation_rules/${id}/clone`)).status).toBe(404);
    expect((await h.call(intruder, 'DELETE', `/automation_rules/${id}`)).status).toBe(404);
  });

  it('creates, lists, shows, updates (PATCH and PUT), clones and deletes in Chatwoot shape', async () => {
    const admin = await buildAdmin(t);
    const created = await h.call<TRuleBody>(admin, 'POST', '/automation_rules', rule());
    expect(created.status).toBe(200);
    const { id } = created.body.payload;
    expect(created.body.payload).toMatchObject({
      name: 'VIP',
      event_name: 'conversation_created',
      active: true,
      conditions: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'], query_operator: 'and' }],
      actions: [{ action_name: 'add_label', action_params: ['vip'] }],
    });
    expect((await h.call<TRuleBody>(admin, 'GET', `/automation_rules/${id}`)).body.payload.id).toBe(id);
    const patched = await h.call<TRuleBody>(admin, 'PATCH', `/automation_rules/${id}`, { active: false });
    expect(patched.body.payload).toMatchObject({ active: false, name: 'VIP' });
    const put = await h.call<TRuleBody>(admin, 'PUT', `/automation_rules/${id}`, { name: 'VIP 2' });
    expect(put.body.payload).toMatchObject({ active: false, name: 'VIP 2' });
    const copy = await h.call<TRuleBody>(admin, 'POST', `/automation_rules/${id}/clone`);
    expect(copy.body.payload).toMatchObject({ name: 'VIP 2 - Copy', active: false, actions: put.body.payload.actions });
    expect(copy.body.payload.id).not.toBe(id);
    const list = await h.call<{ payload: { id: number }[] }>(admin, 'GET', '/automation_rules');
    expect(list.body.payload.map((r) => r.id)).toEqual([id, copy.body.payload.id]);
    expect((await h.call(admin, 'DELETE', `/automation_rules/${id}`)).status).toBe(200);
    expect((await h.call(admin, 'GET', `/automation_rules/${id}`)).status).toBe(404);
  });

  it('answers 422 naming the field for bad conditions and actions', async () => {
    const admin = await buildAdmin(t);
    const fieldOf = async (body: Record<string, unknown>) => {
      const res = await h.call<{ attributes?: string[] }>(admin, 'POST', '/automation_rules', body);
      expect(res.status).toBe(422);
      return res.body.attributes;
    };
    expect(await fieldOf(rule({ name: ' ' }))).toEqual(['name']);
    expect(await fieldOf(rule({ event_name: 'contact_created' }))).toEqual(['event_name']);
    expect(
      await fieldOf(rule({ conditions: [{ attribute_key: 'status', filter_operator: 'contains', values: ['open'] }] })),
    ).toEqual(['conditions.0.filter_operator']);
    expect(
      await fieldOf(rule({ conditions: [{ attribute_key: 'content', filter_operator: 'contains', values: ['x'] }] })),
    ).toEqual(['conditions.0.attribute_key']);
    expect(
      await fieldOf(rule({ conditions: [{ attribute_key: 'plan', filter_operator: 'equal_to', values: ['x'] }] })),
    ).toEqual(['conditions.0.attribute_key']);
    expect(await fieldOf(rule({ actions: [{ action_name: 'assign_agent', action_params: [] }] }))).toEqual([
      'actions.0.action_params',
    ]);
    expect(await fieldOf(rule({ actions: [{ action_name: 'change_status', action_params: ['open'] }] }))).toEqual([
      'actions.0.action_name',
    ]);
    expect(await fieldOf(rule({ actions: [{ action_name: 'assign_team', action_params: [999999] }] }))).toEqual([
      'actions.0.action_params',
    ]);
    expect(
      await fieldOf(rule({ actions: [{ action_name: 'send_webhook_event', action_params: ['http://127.0.0.1/x'] }] })),
    ).toEqual(['actions.0.action_params']);
    // An attachment key must stay inside the account's uploads (issue 42 item 10).
    for (const key of [
      `accounts/${admin.accountId}/uploads/../../1/uploads/x.png`,
      `accounts/${admin.accountId}/uploads/a/../x.png`,
      `accounts/${admin.accountId}/uploads/..`,
      `accounts/${admin.accountId}/uploads/a\\..\\x.png`,
      `accounts/${admin.accountId + 1}/uploads/x.png`,
    ])
      expect(await fieldOf(rule({ actions: [{ action_name: 'send_attachment', action_params: [key] }] }))).toEqual([
        'actions.0.action_params',
      ]);
    // A custom attribute's operators follow its type.
    await h.call(admin, 'POST', '/custom_attribute_definitions', {
      attribute_display_name: 'Seats',
      attribute_key: 'seats',
      attribute_display_type: 'number',
      attribute_model: 'conversation_attribute',
    });
    expect(
      await fieldOf(rule({ conditions: [{ attribute_key: 'seats', filter_operator: 'contains', values: ['1'] }] })),
    ).toEqual(['conditions.0.filter_operator']);
    const ok = await h.call(
      admin,
      'POST',
      '/automation_rules',
      rule({ conditions: [{ attribute_key: 'seats', filter_operator: 'is_greater_than', values: [5] }] }),
    );
    expect(ok.status).toBe(200);
  });

  it('tests a rule over the last 30 days of conversations without changing them', async () => {
    const admin = await buildAdmin(t);
    await buildLabels(t, admin.accountId, ['vip']);
    const a = await buildConversation(t, admin, { message: 'Need a refund please' });
    const b = await buildConversation(t, admin);
    const old = await buildConversation(t, admin);
    await h.call(admin, 'POST', `/conversations/${b.displayId}/labels`, { labels: ['vip'] });
    await t.database.pool.query(
      "UPDATE conversations SET created_at = now() - interval '40 days' WHERE account_id = $1 AND display_id = $2",
      [admin.accountId, old.displayId],
    );
    const res = await h.call<{ payload: { id: number }[]; meta: Record<string, number> }>(
      admin,
      'POST',
      '/automation_rules/test',
      {
        event_name: 'conversation_updated',
        conditions: [
          { attribute_key: 'labels', filter_operator: 'equal_to', values: ['vip'], query_operator: 'or' },
          { attribute_key: 'inbox_id', filter_operator: 'equal_to', values: [a.inboxId] },
        ],
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.payload.map((c) => c.id).sort()).toEqual([a.displayId, b.displayId].sort());
    expect(res.body.meta).toEqual({ checked: 2, matched: 2, days: 30 });
    const bad = await h.call<{ attributes: string[] }>(admin, 'POST', '/automation_rules/test', {
      event_name: 'conversation_updated',
      conditions: [{ attribute_key: 'content', filter_operator: 'contains', values: ['refund'] }],
    });
    expect(bad.body.attributes).toEqual(['conditions.0.attribute_key']);
    // A message condition reads each conversation's latest incoming message; an agent's reply is not one.
    const byMessage = await h.call<{ payload: { id: number }[] }>(admin, 'POST', '/automation_rules/test', {
      event_name: 'message_created',
      conditions: [{ attribute_key: 'content', filter_operator: 'contains', values: ['refund'] }],
    });
    expect(byMessage.body.payload.map((c) => c.id)).toEqual([]);
  });
});

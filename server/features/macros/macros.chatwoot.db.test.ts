import { describe, expect, it } from 'vitest';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildLabels, buildMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { helpers } from '../conversations/testHelpers.ts';

/**
 * Chatwoot's own controller cases for macros and bulk actions (its macros_controller_spec and
 * bulk_actions_controller_spec), replayed black-box: the same requests — form-encoded, as Rails request specs
 * send them — and the same outcomes.
 */
const t = setupTestApp();
const h = helpers(t);
type TConv = {
  status: string;
  labels: string[];
  meta: { assignee: { id: number } | null; team: { id: number; name: string } | null };
};

/** Rails' form encoding of nested params (`a[b]=`, `a[]=`, `a[][b]=`). */
const form = (value: unknown, prefix = ''): string[] => {
  if (Array.isArray(value)) return value.flatMap((v) => form(v, `${prefix}[]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => form(v, prefix ? `${prefix}[${k}]` : k));
  const text = typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);
  return [`${encodeURIComponent(prefix)}=${encodeURIComponent(text)}`];
};
const post = (who: { accountId: number; headers: Record<string, string> }, path: string, params: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/accounts/${who.accountId}${path}`,
    headers: { ...who.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(params).join('&'),
  });
const conv = async (admin: { accountId: number } & Parameters<typeof h.call>[0], displayId: number) =>
  (await h.call<TConv>(admin, 'GET', `/conversations/${displayId}`)).body;

describe('macros, in Chatwoot’s cases', () => {
  it('creates a macro from form params with parameterless actions', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const params = {
      name: 'Add label, send message and close the chat, remove label',
      actions: [
        { action_name: 'add_label', action_params: ['support', 'priority_customer'] },
        { action_name: 'remove_assigned_team' },
        { action_name: 'send_message', action_params: ['Welcome to the chatwoot platform.'] },
        { action_name: 'resolve_conversation' },
        { action_name: 'remove_label', action_params: ['support'] },
      ],
      visibility: 'global',
    };
    const res = await post(admin, '/macros', params);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ payload: { visibility: string; created_by: { id: number } } }>().payload).toMatchObject({
      visibility: 'global',
      created_by: { id: admin.user.id },
    });
    // An agent's macro is personal, whatever it asks.
    const mine = await post(agent, '/macros', params);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<{ payload: { visibility: string } }>().payload.visibility).toBe('personal');
  });

  it('executes assign_team, add_label, snooze, assign_agent (inbox member), send_message and a note', async () => {
    const admin = await buildAdmin(t);
    // Labels are the account's (a difference from Chatwoot's free tags: docs/API.md).
    await buildLabels(t, admin.accountId, ['support', 'priority_customer']);
    const user1 = await buildMember(t, { accountId: admin.accountId });
    const team = (await h.call<{ id: number }>(admin, 'POST', '/teams', { name: `Team ${Date.now()}` })).body;
    await h.call(admin, 'POST', `/teams/${team.id}/team_members`, { user_ids: [user1.user.id] });
    const c = await buildConversation(t, admin, { members: [user1] });
    const macro = await post(admin, '/macros', {
      name: 'Everything',
      visibility: 'global',
      actions: [
        { action_name: 'assign_team', action_params: [team.id] },
        { action_name: 'add_label', action_params: ['support', 'priority_customer'] },
        { action_name: 'snooze_conversation' },
        { action_name: 'assign_agent', action_params: [user1.user.id] },
        { action_name: 'send_message', action_params: ['Send this message.'] },
        { action_name: 'add_private_note', action_params: ['We are sending greeting message to customer.'] },
      ],
    });
    expect(macro.statusCode, macro.body).toBe(200);
    const { id } = macro.json<{ payload: { id: number } }>().payload;
    const run = await post(admin, `/macros/${id}/execute`, { conversation_ids: [c.displayId] });
    expect(run.statusCode, run.body).toBe(200);
    const got = await conv(admin, c.displayId);
    expect(got.status).toBe('snoozed');
    expect(got.labels.sort()).toEqual(['priority_customer', 'support']);
    expect(got.meta.team?.id).toBe(team.id);
    expect(got.meta.assignee?.id).toBe(user1.user.id);
    const { rows } = await t.database.pool.query<{ content: string; private: boolean; sender_id: number }>(
      `SELECT m.content, m.private, m.sender_id FROM messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE c.account_id = $1 AND c.display_id = $2 AND m.message_type = 1 ORDER BY m.id`,
      [admin.accountId, c.displayId],
    );
    expect(rows).toEqual([
      { content: 'Send this message.', private: false, sender_id: admin.user.id },
      { content: 'We are sending greeting message to customer.', private: true, sender_id: admin.user.id },
    ]);
  });

  it('does not assign an agent who is not a member of the inbox; removes a label and the team', async () => {
    const admin = await buildAdmin(t);
    const outsider = await buildMember(t, { accountId: admin.accountId });
    await buildLabels(t, admin.accountId, ['support', 'priority_customer']);
    const team = (await h.call<{ id: number }>(admin, 'POST', '/teams', { name: `Team ${Date.now()}` })).body;
    const c = await buildConversation(t, admin);
    await h.call(admin, 'POST', `/conversations/${c.displayId}/labels`, { labels: ['support', 'priority_customer'] });
    await h.call(admin, 'POST', `/conversations/${c.displayId}/assignments`, { team_id: team.id });
    const macro = await post(admin, '/macros', {
      name: 'Tidy',
      visibility: 'global',
      actions: [
        { action_name: 'assign_agent', action_params: [outsider.user.id] },
        { action_name: 'remove_label', action_params: ['support'] },
        { action_name: 'remove_assigned_team' },
      ],
    });
    expect(macro.statusCode, macro.body).toBe(200);
    const { id } = macro.json<{ payload: { id: number } }>().payload;
    expect((await post(admin, `/macros/${id}/execute`, { conversation_ids: [c.displayId] })).statusCode).toBe(200);
    const got = await conv(admin, c.displayId);
    expect(got.meta.assignee).toBeNull();
    expect(got.labels).toEqual(['priority_customer']);
    expect(got.meta.team).toBeNull();
  });
});

describe('bulk actions, in Chatwoot’s cases', () => {
  const setup = async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    await buildLabels(t, admin.accountId, ['support', 'priority_customer']);
    const team = (await h.call<{ id: number; name: string }>(admin, 'POST', '/teams', { name: `T ${Date.now()}` }))
      .body;
    const a = await buildConversation(t, admin, { members: [agent] });
    const b = await buildConversation(t, admin, { members: [agent] });
    await h.call(admin, 'POST', `/conversations/${a.displayId}/assignments`, { team_id: team.id });
    return { admin, agent, team, a, b };
  };

  it('refuses another type with 422; snoozes; ignores a nil status', async () => {
    const { agent, a, b } = await setup();
    expect(
      (await post(agent, '/bulk_actions', { type: 'Test', fields: { status: 'snoozed' }, ids: [1] })).statusCode,
    ).toBe(422);
    const nil = await post(agent, '/bulk_actions', {
      type: 'Conversation',
      fields: { status: null },
      ids: [a.displayId],
    });
    expect(nil.statusCode, nil.body).toBe(200);
    expect((await conv(agent, a.displayId)).status).toBe('open');
    const res = await post(agent, '/bulk_actions', {
      type: 'Conversation',
      fields: { status: 'snoozed' },
      ids: [a.displayId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await conv(agent, a.displayId)).status).toBe('snoozed');
    expect((await conv(agent, b.displayId)).status).toBe('open');
  });

  it('team_id 0 unassigns the team, a team id assigns it, with Chatwoot’s activity lines', async () => {
    const { agent, team, a, b } = await setup();
    const none = await post(agent, '/bulk_actions', {
      type: 'Conversation',
      fields: { team_id: 0 },
      ids: [a.displayId],
    });
    expect(none.statusCode, none.body).toBe(200);
    expect((await conv(agent, a.displayId)).meta.team).toBeNull();
    expect((await h.activities(agent.accountId, a.displayId)).at(-1)).toBe(
      `Unassigned from ${team.name} by ${agent.user.name}`,
    );
    const to = await post(agent, '/bulk_actions', {
      type: 'Conversation',
      fields: { team_id: team.id },
      ids: [b.displayId],
    });
    expect(to.statusCode, to.body).toBe(200);
    expect((await conv(agent, b.displayId)).meta.team?.id).toBe(team.id);
    expect((await h.activities(agent.accountId, b.displayId)).at(-1)).toBe(
      `Assigned to ${team.name} by ${agent.user.name}`,
    );
  });

  it('a nil assignee unassigns; labels are added and removed', async () => {
    const { admin, agent, a, b } = await setup();
    await h.call(admin, 'POST', `/conversations/${a.displayId}/assignments`, { assignee_id: agent.user.id });
    const res = await post(agent, '/bulk_actions', {
      type: 'Conversation',
      fields: { assignee_id: null },
      ids: [a.displayId, b.displayId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await conv(agent, a.displayId)).meta.assignee).toBeNull();
    expect((await conv(agent, a.displayId)).status).toBe('open');
    const add = await post(agent, '/bulk_actions', {
      type: 'Conversation',
      ids: [a.displayId, b.displayId],
      labels: { add: ['support', 'priority_customer'] },
    });
    expect(add.statusCode, add.body).toBe(200);
    expect((await conv(agent, b.displayId)).labels.sort()).toEqual(['priority_customer', 'support']);
    const remove = await post(agent, '/bulk_actions', {
      type: 'Conversation',
      ids: [a.displayId, b.displayId],
      labels: { remove: ['support'] },
    });
    expect(remove.statusCode, remove.body).toBe(200);
    expect((await conv(agent, a.displayId)).labels).toEqual(['priority_customer']);
  });
});

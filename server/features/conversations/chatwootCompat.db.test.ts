import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { helpers } from './testHelpers.ts';

/** Chatwoot's behaviour for the conversation routes integrations rely on (issue 17 item 3). */
const t = setupTestApp();
const { call, activities } = helpers(t);
const conv = (id: number, rest = '') => `/conversations/${id}${rest}`;
type TConv = { id: number; status: string; priority: string | null; meta: { assignee: { id: number } | null } };
type TPage = { meta: Record<string, number>; payload: TConv[] };

const row = async (accountId: number, displayId: number) =>
  (
    await t.database.pool.query<{
      assignee_id: number | null;
      team_id: number | null;
      priority: number | null;
      agent_last_seen_at: Date | null;
      assignee_last_seen_at: Date | null;
    }>(
      `SELECT assignee_id, team_id, priority, agent_last_seen_at, assignee_last_seen_at FROM conversations
       WHERE account_id = $1 AND display_id = $2`,
      [accountId, displayId],
    )
  ).rows[0];

/** A live tab for the member (the presence the cable heartbeat writes). */
const online = (who: TMember) =>
  t.database.pool.query(
    `INSERT INTO presences (account_id, owner_type, owner_id, node_id) VALUES ($1, 'User', $2, 'test-node')`,
    [who.accountId, who.user.id],
  );

describe('conversation list and create', () => {
  it('GET conversations without assignee_type lists every visible conversation, not only mine', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const res = await call<{ data: TPage }>(admin, 'GET', '/conversations');
    expect(res.body.data.payload.map((x) => x.id)).toEqual([c.displayId]);
    expect(res.body.data.meta).toMatchObject({ mine_count: 0, unassigned_count: 1, all_count: 1 });
  });

  it('POST conversations with source_id alone takes inbox and contact from the contact inbox', async () => {
    const admin = await buildAdmin(t);
    const first = await buildConversation(t, admin);
    const { rows } = await t.database.pool.query<{ source_id: string }>(
      `SELECT ci.source_id FROM contact_inboxes ci WHERE ci.inbox_id = $1 AND ci.contact_id = $2`,
      [first.inboxId, first.contactId],
    );
    const sourceId = rows[0]?.source_id ?? '';
    const res = await call<{ id: number; inbox_id: number; meta: { sender: { id: number } } }>(
      admin,
      'POST',
      '/conversations',
      { source_id: sourceId, message: { content: 'hi' } },
    );
    expect(res.status).toBe(200);
    expect(res.body.inbox_id).toBe(first.inboxId);
    expect(res.body.meta.sender.id).toBe(first.contactId);
    expect(res.body.id).not.toBe(first.displayId);
    expect((await call(admin, 'POST', '/conversations', { source_id: 'nobody-has-this' })).status).toBe(404);
    expect((await call(admin, 'POST', '/conversations', {})).status).toBe(422);
  });
});

describe('status, priority and assignment actions', () => {
  it('toggle_status without a status toggles open ↔ resolved and reopens pending', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const toggle = async () => {
      const r = await call<{ payload: { current_status: string } }>(admin, 'POST', conv(c.displayId, '/toggle_status'));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r;
    };
    expect((await toggle()).body.payload.current_status).toBe('resolved');
    expect((await toggle()).body.payload.current_status).toBe('open');
    await call(admin, 'POST', conv(c.displayId, '/toggle_status'), { status: 'pending' });
    expect((await toggle()).body.payload.current_status).toBe('open');
    // An empty status is no status (Chatwoot's `params[:status].present?`): it toggles too.
    const empty = await call<{ payload: { current_status: string } }>(
      admin,
      'POST',
      conv(c.displayId, '/toggle_status'),
      {
        status: '',
      },
    );
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(empty.body.payload.current_status).toBe('resolved');
  });

  it('an agent who opens an unassigned pending conversation is assigned to it; an administrator is not', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const mine = await buildConversation(t, admin, { members: [agent] });
    await call(admin, 'POST', conv(mine.displayId, '/toggle_status'), { status: 'pending' });
    const opened = await call(agent, 'POST', conv(mine.displayId, '/toggle_status'), { status: 'open' });
    expect(opened.status).toBe(200);
    expect((await row(admin.accountId, mine.displayId))?.assignee_id).toBe(agent.user.id);
    expect(await activities(admin.accountId, mine.displayId)).toContain(
      `${agent.user.name} self-assigned this conversation`,
    );

    const byAdmin = await buildConversation(t, admin, { members: [agent] });
    await call(admin, 'POST', conv(byAdmin.displayId, '/toggle_status'), { status: 'pending' });
    expect((await call(admin, 'POST', conv(byAdmin.displayId, '/toggle_status'))).status).toBe(200);
    expect((await row(admin.accountId, byAdmin.displayId))?.assignee_id).toBeNull();

    // Already assigned to someone else: the agent opening it does not take it.
    const taken = await buildConversation(t, admin, { members: [agent], assigneeId: admin.user.id });
    await call(admin, 'POST', conv(taken.displayId, '/toggle_status'), { status: 'pending' });
    expect((await call(agent, 'POST', conv(taken.displayId, '/toggle_status'))).status).toBe(200);
    expect((await row(admin.accountId, taken.displayId))?.assignee_id).toBe(admin.user.id);
  });

  it('toggle_priority with no priority clears it', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    await call(admin, 'POST', conv(c.displayId, '/toggle_priority'), { priority: 'high' });
    expect((await row(admin.accountId, c.displayId))?.priority).toBe(2);
    const cleared = await call(admin, 'POST', conv(c.displayId, '/toggle_priority'), {});
    expect(cleared.status).toBe(200);
    expect((await row(admin.accountId, c.displayId))?.priority).toBeNull();
    await call(admin, 'POST', conv(c.displayId, '/toggle_priority'), { priority: 'low' });
    expect((await call(admin, 'POST', conv(c.displayId, '/toggle_priority'))).status).toBe(200);
    expect((await row(admin.accountId, c.displayId))?.priority).toBeNull();
  });

  it('team_id 0 removes the team; a team with auto-assignment gives the conversation to an online member', async () => {
    const admin = await buildAdmin(t);
    const away = await buildMember(t, { accountId: admin.accountId });
    const here = await buildMember(t, { accountId: admin.accountId });
    const notInInbox = await buildMember(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin, { members: [away, here] });
    const team = await call<{ id: number; name: string }>(admin, 'POST', '/teams', { name: 'Billing desk' });
    await call(admin, 'POST', `/teams/${team.body.id}/team_members`, {
      user_ids: [away.user.id, here.user.id, notInInbox.user.id],
    });
    await online(here);
    await online(notInInbox);
    const assigned = await call<{ id: number }>(admin, 'POST', conv(c.displayId, '/assignments'), {
      team_id: team.body.id,
    });
    expect(assigned.body.id).toBe(team.body.id);
    expect(await row(admin.accountId, c.displayId)).toMatchObject({ team_id: team.body.id, assignee_id: here.user.id });
    expect(await activities(admin.accountId, c.displayId)).toContain(
      `Assigned to ${here.user.name} via Billing desk by ${admin.user.name}`,
    );

    const removed = await call(admin, 'POST', conv(c.displayId, '/assignments'), { team_id: 0 });
    expect(removed.status).toBe(200);
    expect(await row(admin.accountId, c.displayId)).toMatchObject({ team_id: null, assignee_id: here.user.id });

    // Auto-assignment off: an assignee outside the team is removed and nobody is picked.
    const quiet = await call<{ id: number }>(admin, 'POST', '/teams', { name: 'Quiet', allow_auto_assign: false });
    await call(admin, 'POST', `/teams/${quiet.body.id}/team_members`, { user_ids: [away.user.id] });
    await call(admin, 'POST', conv(c.displayId, '/assignments'), { team_id: quiet.body.id });
    expect(await row(admin.accountId, c.displayId)).toMatchObject({ team_id: quiet.body.id, assignee_id: null });
  });

  it('unread moves assignee_last_seen_at back too, whoever marks it', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin, { members: [agent], assigneeId: agent.user.id });
    await t.database.pool.query(
      `INSERT INTO messages (account_id, inbox_id, conversation_id, message_type, content, created_at, updated_at)
       SELECT account_id, inbox_id, id, 0, 'hello', now() - interval '1 minute', now() FROM conversations
       WHERE account_id = $1 AND display_id = $2`,
      [admin.accountId, c.displayId],
    );
    await call(agent, 'POST', conv(c.displayId, '/update_last_seen'));
    const seen = await row(admin.accountId, c.displayId);
    expect(seen?.assignee_last_seen_at).not.toBeNull();
    const res = await call(admin, 'POST', conv(c.displayId, '/unread'));
    expect(res.status).toBe(200);
    const after = await row(admin.accountId, c.displayId);
    expect(after?.assignee_last_seen_at?.getTime()).toBe(after?.agent_last_seen_at?.getTime());
    expect(after?.assignee_last_seen_at?.getTime()).toBeLessThan(seen?.assignee_last_seen_at?.getTime() ?? 0);
  });
});

describe('filter and search', () => {
  it('POST conversations/filter answers {meta, payload}; a bad attribute or operator is a 422 with error', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const res = await call<TPage>(admin, 'POST', '/conversations/filter', {
      payload: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'] }],
    });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('data');
    expect(res.body.payload.map((x) => x.id)).toEqual([c.displayId]);
    expect(res.body.meta).toMatchObject({ all_count: 1, unassigned_count: 1, mine_count: 0 });
    const everything = await call<TPage>(admin, 'POST', '/conversations/filter', { payload: [] });
    expect(everything.body.payload).toHaveLength(1);

    const badKey = await call<{ error: string }>(admin, 'POST', '/conversations/filter', {
      payload: [{ attribute_key: 'no_such_thing', filter_operator: 'equal_to', values: ['x'] }],
    });
    expect(badKey.status).toBe(422);
    expect(badKey.body.error).toMatch(/no_such_thing/);
    const badOp = await call<{ error: string }>(admin, 'POST', '/conversations/filter', {
      payload: [{ attribute_key: 'status', filter_operator: 'starts_with', values: ['open'] }],
    });
    expect(badOp.status).toBe(422);
    expect(badOp.body.error).toMatch(/starts_with/);

    // A conversation custom attribute defined in the account is a valid key.
    await call(admin, 'POST', '/custom_attribute_definitions', {
      attribute_display_name: 'Plan',
      attribute_key: 'plan',
      attribute_display_type: 'text',
      attribute_model: 'conversation_attribute',
    });
    const custom = await call<TPage>(admin, 'POST', '/conversations/filter', {
      payload: [{ attribute_key: 'plan', filter_operator: 'is_not_present', values: [] }],
    });
    expect(custom.status).toBe(200);
    expect(custom.body.payload).toHaveLength(1);
  });

  it('conversation search shows the message that matched, not the last one', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin, { message: 'Your parcel tracking code is ZX-4411' });
    await call(admin, 'POST', conv(c.displayId, '/messages'), { content: 'Anything else I can help with?' });
    const res = await call<{ data: { payload: { id: number; messages: { content: string }[] }[] } }>(
      admin,
      'GET',
      '/conversations/search?q=tracking',
    );
    expect(res.body.data.payload.map((x) => x.id)).toEqual([c.displayId]);
    expect(res.body.data.payload[0]?.messages[0]?.content).toBe('Your parcel tracking code is ZX-4411');
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_VALUE } from '../../../common/enums.ts';
import { CONSUMERS } from '../../consumers/index.ts';
import { accountUsers } from '../../db/schema/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { heartbeat } from '../../realtime/presence.repo.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { adminCall } from '../widget/widgetTestKit.ts';
import { autoAssign } from './autoAssignment.ts';

const t = setupTestApp();

/** An API inbox with `n` online agents (in membership order), and a way to open conversations in it. */
const setup = async (n: number, settings: Record<string, unknown> = {}) => {
  const admin = await buildAdmin(t);
  const call = adminCall(t, admin);
  const inbox = await call<{ id: number }>('POST', '/inboxes', { name: 'Support', channel: { type: 'api' } });
  if (Object.keys(settings).length) await call('PATCH', `/inboxes/${inbox.id}`, settings);
  const agents: TMember[] = [];
  for (let i = 0; i < n; i++) agents.push(await buildMember(t, { accountId: admin.accountId }));
  await call('POST', '/inbox_members', { inbox_id: inbox.id, user_ids: agents.map((a) => a.user.id) });
  for (const a of agents) await heartbeat(t.database.db, admin.accountId, 'User', a.user.id, 'node-1');
  const contact = await call<{ payload: { contact: { id: number } } }>('POST', '/contacts', { name: 'Kim' });
  const open = async () =>
    (
      await call<{ id: number }>('POST', '/conversations', {
        inbox_id: inbox.id,
        contact_id: contact.payload.contact.id,
      })
    ).id;
  const assigneeOf = async (id: number) =>
    (await call<{ meta: { assignee: { id: number } | null } }>('GET', `/conversations/${id}`)).meta.assignee?.id ??
    null;
  return { admin, call, inbox, agents, open, assigneeOf };
};

const run = () => drainConsumers(t.deps, CONSUMERS);

describe('auto-assignment', () => {
  it('gives new conversations to the online members in turn, with an activity line', async () => {
    const { agents, open, assigneeOf, call } = await setup(3);
    const ids = [];
    for (let i = 0; i < 4; i++) {
      ids.push(await open());
      await run();
    }
    const got = await Promise.all(ids.map(assigneeOf));
    const [a, b, c] = agents.map((x) => x.user.id);
    expect(got).toEqual([a, b, c, a]);
    const messages = await call<{ payload: { content: string }[] }>('GET', `/conversations/${ids[0]}/messages`);
    expect(messages.payload.map((m) => m.content)).toContain(`Assigned to ${agents[0]?.user.name} by auto-assignment`);
  });

  it('skips members at capacity and members who are offline; nobody available leaves it unassigned', async () => {
    const { inbox, agents, open, assigneeOf, call } = await setup(2);
    const [a, b] = agents.map((x) => x.user.id);
    await call('PATCH', `/inboxes/${inbox.id}/agent_capacities`, {
      capacities: [{ user_id: a, max_open_conversations: 1 }],
    });
    const first = await open();
    await run();
    expect(await assigneeOf(first)).toBe(a);
    // a is full (1 open conversation here): the next two go to b.
    const second = await open();
    await run();
    const third = await open();
    await run();
    expect([await assigneeOf(second), await assigneeOf(third)]).toEqual([b, b]);
    const capacities = await call<{ payload: unknown[] }>('GET', `/inboxes/${inbox.id}/agent_capacities`);
    expect(capacities.payload).toEqual([
      { user_id: a, max_open_conversations: 1, open_conversations: 1 },
      { user_id: b, max_open_conversations: null, open_conversations: 2 },
    ]);
    // b goes offline; a is still full: nobody can take the next one.
    await t.database.db
      .update(accountUsers)
      .set({ availability: AVAILABILITY_VALUE.offline })
      .where(eq(accountUsers.userId, b ?? 0));
    const fourth = await open();
    await run();
    expect(await assigneeOf(fourth)).toBeNull();
    // Resolving a's conversation frees room: a conversation returning to unassigned is given out again.
    await call('POST', `/conversations/${first}/toggle_status`, { status: 'resolved' });
    await call('POST', `/conversations/${second}/assignments`, { assignee_id: 0 });
    await run();
    expect(await assigneeOf(second)).toBe(a);
  });

  it("takes the inbox's maximum assignment limit for members without a capacity of their own", async () => {
    const { agents, open, assigneeOf } = await setup(2, { auto_assignment_config: { max_assignment_limit: 1 } });
    const ids = [];
    for (let i = 0; i < 3; i++) {
      ids.push(await open());
      await run();
    }
    const got = await Promise.all(ids.map(assigneeOf));
    expect(got).toEqual([agents[0]?.user.id, agents[1]?.user.id, null]);
  });

  it('leaves an inbox without "assign automatically" alone, and never a member without a live tab', async () => {
    const off = await setup(1, { enable_auto_assignment: false });
    const id = await off.open();
    await run();
    expect(await off.assigneeOf(id)).toBeNull();
    const away = await setup(1);
    await t.database.db.execute(
      `delete from presences where owner_id = ${away.agents[0]?.user.id ?? 0} and owner_type = 'User'`,
    );
    const other = await away.open();
    await run();
    expect(await away.assigneeOf(other)).toBeNull();
  });

  it('gives two conversations assigned at the same moment to two different members', async () => {
    const { admin, agents, open, assigneeOf } = await setup(2);
    // The API assigns nothing inline (the consumer would, after commit): both start unassigned.
    const first = await open();
    const second = await open();
    const picked = await Promise.all(
      [first, second].map((id) => t.database.db.transaction((tx) => autoAssign(tx, admin.accountId, id))),
    );
    expect(new Set(picked).size).toBe(2);
    expect(picked.sort()).toEqual(agents.map((a) => a.user.id).sort());
    expect([await assigneeOf(first), await assigneeOf(second)].sort()).toEqual(picked);
  });
});

describe('agent capacities', () => {
  it('are for administrators of the account, naming a bad entry', async () => {
    const { admin, inbox, agents, call } = await setup(1);
    const url = `/api/v1/accounts/${admin.accountId}/inboxes/${inbox.id}/agent_capacities`;
    const outsider = await buildMember(t, { accountId: admin.accountId });
    const bad = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { capacities: [{ user_id: outsider.user.id, max_open_conversations: 3 }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ attributes: string[] }>().attributes).toEqual(['capacities.0.user_id']);
    const zero = await t.app.inject({
      method: 'PATCH',
      url,
      headers: admin.headers,
      payload: { capacities: [{ user_id: agents[0]?.user.id, max_open_conversations: 0 }] },
    });
    expect(zero.statusCode).toBe(422);
    expect(JSON.stringify(zero.json())).toContain('max_open_conversations');
    expect((await call<{ payload: unknown[] }>('GET', `/inboxes/${inbox.id}/agent_capacities`)).payload).toHaveLength(
      1,
    );
    const agent = agents[0];
    if (!agent) throw new Error('no agent');
    expect((await t.app.inject({ method: 'GET', url, headers: agent.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const other = await buildAdmin(t);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: url.replace(`/${admin.accountId}/`, `/${other.accountId}/`),
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import {
  botActor,
  contactActor,
  macroActor,
  ruleActor,
  systemActor,
  userActor,
  type Actor,
} from '../../../../common/actor.ts';
import { STATUS_VALUE } from '../../../../common/contracts/conversations.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { buildAdmin, buildMember, type TMember } from '../../../test/factories.ts';
import { buildConversation } from '../../../test/conversationFactories.ts';
import { findConversationByDisplayId } from '../../conversationCore/index.ts';
import { helpers } from '../testHelpers.ts';
import { heartbeat } from '../../../realtime/presence.repo.ts';
import {
  addLabels,
  addNote,
  assign,
  autoAssign,
  changeStatus,
  removeLabels,
  sendMessage,
  setPriority,
} from '../index.ts';

const t = setupTestApp();
const { call, activities } = helpers(t);

/** An account with one inbox answered by a bot, an agent in it, an agent outside it, and a way to open conversations. */
const setup = async () => {
  const admin = await buildAdmin(t);
  const agent = await buildMember(t, { accountId: admin.accountId });
  const outsider = await buildMember(t, { accountId: admin.accountId });
  const first = await buildConversation(t, admin, { members: [agent] });
  const bot = (
    await call<{ id: number; name: string }>(admin, 'POST', '/agent_bots', { name: `Greeter ${Date.now()}` })
  ).body;
  const set = await call(admin, 'POST', `/inboxes/${first.inboxId}/set_agent_bot`, { agent_bot: bot.id });
  expect(set.status).toBe(204);
  const open = async () => {
    const res = await call<{ id: number }>(admin, 'POST', '/conversations', {
      inbox_id: first.inboxId,
      contact_id: first.contactId,
      status: 'open',
    });
    const row = await findConversationByDisplayId(t.database.db, admin.accountId, res.body.id);
    if (!row) throw new Error('conversation not found');
    return row;
  };
  return { admin, agent, outsider, bot, open };
};

const asUser = (m: TMember, role: 'administrator' | 'agent' = 'agent') =>
  userActor(m.accountId, { id: m.user.id, name: m.user.name, role });

/** The conversation's events by name, as the event log stored them. */
const eventsOf = async (accountId: number, displayId: number) => {
  const { rows } = await t.database.pool.query<{ name: string; data: Record<string, unknown> }>(
    `SELECT name, data FROM events WHERE account_id = $1 AND (data->>'id')::int = $2 ORDER BY id`,
    [accountId, displayId],
  );
  return rows;
};

describe('conversation commands, one for every actor', () => {
  it('resolve: each actor writes its own line and the same event once', async () => {
    const { admin, agent, bot, open } = await setup();
    const cases: [Actor, string, Record<string, unknown> | undefined][] = [
      [asUser(admin, 'administrator'), admin.user.name, undefined],
      [botActor(admin.accountId, bot), bot.name, undefined],
      [
        ruleActor({ id: 41, name: 'VIP', accountId: admin.accountId }),
        'Automation rule "VIP"',
        { type: 'automation_rule', id: 41 },
      ],
      [
        macroActor({ id: 42, name: 'Close' }, admin.accountId, {
          id: agent.user.id,
          name: agent.user.name,
          role: 'agent',
        }),
        `${agent.user.name} (macro "Close")`,
        { type: 'macro', id: 42 },
      ],
      [systemActor(admin.accountId, 'test'), 'System', undefined],
    ];
    for (const [actor, name, performedBy] of cases) {
      const c = await open();
      const before = (await eventsOf(admin.accountId, c.displayId)).length;
      const row = await t.database.db.transaction((tx) => changeStatus(tx, actor, c, { status: 'resolved' }));
      expect(row.status).toBe(STATUS_VALUE.resolved);
      expect(await activities(admin.accountId, c.displayId)).toEqual([`Conversation was marked resolved by ${name}`]);
      const after = (await eventsOf(admin.accountId, c.displayId)).slice(before);
      expect(after.map((e) => e.name)).toEqual(['conversation.status_changed']);
      expect(after[0]?.data.performed_by).toEqual(performedBy);
    }
  });

  it('assign: the user or the macro runner is the performer, a self-assignment says so; bots and rules name none', async () => {
    const { admin, agent, bot, open } = await setup();
    const macro = macroActor({ id: 7, name: 'Mine' }, admin.accountId, {
      id: agent.user.id,
      name: agent.user.name,
      role: 'agent',
    });
    const cases: [Actor, string, number | undefined][] = [
      [asUser(agent), `${agent.user.name} self-assigned this conversation`, agent.user.id],
      [macro, `${agent.user.name} (macro "Mine") self-assigned this conversation`, agent.user.id],
      [botActor(admin.accountId, bot), `Assigned to ${agent.user.name} by ${bot.name}`, undefined],
      [
        ruleActor({ id: 3, name: 'Route', accountId: admin.accountId }),
        `Assigned to ${agent.user.name} by Automation rule "Route"`,
        undefined,
      ],
    ];
    for (const [actor, line, performer] of cases) {
      const c = await open();
      await t.database.db.transaction((tx) => assign(tx, actor, c, { assignee_id: agent.user.id }));
      expect(await activities(admin.accountId, c.displayId)).toEqual([line]);
      const changed = (await eventsOf(admin.accountId, c.displayId)).filter((e) => e.name === 'assignee.changed');
      expect(changed).toHaveLength(1);
      expect(changed[0]?.data.performer).toEqual(performer === undefined ? undefined : { id: performer, type: 'user' });
    }
  });

  it('refuses an actor that may not act on the conversation, and writes nothing', async () => {
    const { admin, outsider, bot, open } = await setup();
    const other = await buildAdmin(t);
    const strangers: Actor[] = [
      asUser(outsider),
      macroActor({ id: 9, name: 'Reach' }, admin.accountId, {
        id: outsider.user.id,
        name: outsider.user.name,
        role: 'agent',
      }),
      botActor(other.accountId, bot),
      ruleActor({ id: 5, name: 'Elsewhere', accountId: other.accountId }),
      asUser(other, 'administrator'),
    ];
    const c = await open();
    const before = await eventsOf(admin.accountId, c.displayId);
    for (const actor of strangers) {
      await expect(t.database.db.transaction((tx) => setPriority(tx, actor, c, 'urgent'))).rejects.toMatchObject({
        code: 'forbidden',
      });
      await expect(
        t.database.db.transaction((tx) => changeStatus(tx, actor, c, { status: 'resolved' })),
      ).rejects.toMatchObject({ code: 'forbidden' });
    }
    const row = await findConversationByDisplayId(t.database.db, admin.accountId, c.displayId);
    expect(row).toMatchObject({ status: c.status, priority: null });
    expect(await activities(admin.accountId, c.displayId)).toEqual([]);
    expect(await eventsOf(admin.accountId, c.displayId)).toEqual(before);
  });

  it('a bot answers only in the inboxes it is linked to', async () => {
    const { admin, open } = await setup();
    const c = await open();
    const loose = (await call<{ id: number; name: string }>(admin, 'POST', '/agent_bots', { name: 'Loose' })).body;
    await expect(
      t.database.db.transaction((tx) => setPriority(tx, botActor(admin.accountId, loose), c, 'high')),
    ).rejects.toMatchObject({ code: 'forbidden' });
    expect(await activities(admin.accountId, c.displayId)).toEqual([]);
  });

  it('send message and add note: the author and the marker follow from the actor, one message.created each', async () => {
    const { admin, agent, bot, open } = await setup();
    const c = await open();
    const rule = ruleActor({ id: 11, name: 'Greet', accountId: admin.accountId });
    const macro = macroActor({ id: 12, name: 'Ask' }, admin.accountId, {
      id: agent.user.id,
      name: agent.user.name,
      role: 'agent',
    });
    await t.database.db.transaction(async (tx) => {
      await sendMessage(tx, asUser(agent), c, { content: 'by hand' });
      await sendMessage(tx, botActor(admin.accountId, bot), c, { content: 'by bot' });
      await sendMessage(tx, rule, c, { content: 'by rule' });
      await addNote(tx, macro, c, { content: 'by macro' });
    });
    const { rows } = await t.database.pool.query<{
      content: string;
      sender_type: string | null;
      sender_id: number | null;
      private: boolean;
      content_attributes: Record<string, unknown>;
    }>(
      `SELECT content, sender_type, sender_id, private, content_attributes FROM messages
       WHERE conversation_id = $1 AND message_type = 1 ORDER BY id`,
      [c.id],
    );
    expect(rows).toMatchObject([
      { content: 'by hand', sender_type: 'User', sender_id: agent.user.id, private: false },
      { content: 'by bot', sender_type: 'AgentBot', sender_id: bot.id, private: false },
      { content: 'by rule', sender_type: null, private: false, content_attributes: { automation_rule_id: 11 } },
      {
        content: 'by macro',
        sender_type: 'User',
        sender_id: agent.user.id,
        private: true,
        content_attributes: { macro_id: 12 },
      },
    ]);
    const created = await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE account_id = $1 AND name = 'message.created'
         AND (data->>'conversation_id')::int = $2`,
      [admin.accountId, c.displayId],
    );
    expect(created.rows[0]?.n).toBe(4);
  });

  it('auto-assignment: assign as the system job, its own line, assignee.changed once naming no performer', async () => {
    const { admin, agent } = await setup();
    // An inbox without a bot (its conversations start open) where the agent has a live tab: its
    // auto-assignment (on, as inboxes start) can pick them.
    const open = async () => {
      const made = await buildConversation(t, admin, { members: [agent] });
      const row = await findConversationByDisplayId(t.database.db, admin.accountId, made.displayId);
      if (!row) throw new Error('conversation not found');
      return row;
    };
    await heartbeat(t.database.db, admin.accountId, 'User', agent.user.id, 'node-1');
    const c = await open();
    expect(c).toMatchObject({ status: STATUS_VALUE.open, assigneeId: null });
    const picked = await t.database.db.transaction((tx) => autoAssign(tx, admin.accountId, c.displayId));
    expect(picked).toBe(agent.user.id);
    expect(await activities(admin.accountId, c.displayId)).toEqual([
      `Assigned to ${agent.user.name} by auto-assignment`,
    ]);
    const after = await eventsOf(admin.accountId, c.displayId);
    const changed = after.filter((e) => e.name === 'assignee.changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]?.data).toMatchObject({ meta: { assignee: { id: agent.user.id } } });
    expect(changed[0]?.data.performer).toBeUndefined();
    expect(changed[0]?.data.performed_by).toBeUndefined();
    // Assigned already (a repeated event): nothing more.
    expect(await t.database.db.transaction((tx) => autoAssign(tx, admin.accountId, c.displayId))).toBeNull();
    expect(await eventsOf(admin.accountId, c.displayId)).toEqual(after);
    // The same command refuses the job of another account, writing nothing.
    const other = await buildAdmin(t);
    const fresh = await open();
    const before = await eventsOf(admin.accountId, fresh.displayId);
    await expect(
      t.database.db.transaction((tx) =>
        assign(tx, systemActor(other.accountId, 'auto_assignment'), fresh, {
          assignee_id: agent.user.id,
          assignedLine: (name) => (w) => w.assignee.autoAssigned(name),
        }),
      ),
    ).rejects.toMatchObject({ code: 'forbidden' });
    expect(await findConversationByDisplayId(t.database.db, admin.accountId, fresh.displayId)).toMatchObject({
      assigneeId: null,
    });
    expect(await activities(admin.accountId, fresh.displayId)).toEqual([]);
    expect(await eventsOf(admin.accountId, fresh.displayId)).toEqual(before);
  });

  it("labels: a visitor's change writes no line and the same conversation.updated once; an agent's names them", async () => {
    const { admin, agent, open } = await setup();
    for (const title of ['vip', 'billing'])
      expect((await call(admin, 'POST', '/labels', { title, color: '#ff0000' })).status).toBe(200);
    const c = await open();
    const visitor = contactActor(admin.accountId, { id: c.contactId, name: 'Customer' });
    const before = (await eventsOf(admin.accountId, c.displayId)).length;
    const added = await t.database.db.transaction((tx) => addLabels(tx, visitor, c, ['vip']));
    expect(added.labels).toEqual(['vip']);
    const removed = await t.database.db.transaction((tx) => removeLabels(tx, visitor, added, ['VIP']));
    expect(removed.labels).toEqual([]);
    expect(await activities(admin.accountId, c.displayId)).toEqual([]);
    const events = (await eventsOf(admin.accountId, c.displayId)).slice(before);
    expect(events.map((e) => [e.name, e.data.labels, e.data.performer])).toEqual([
      ['conversation.updated', ['vip'], undefined],
      ['conversation.updated', [], undefined],
    ]);
    // An agent's change through the same command names them.
    await t.database.db.transaction((tx) => addLabels(tx, asUser(agent), removed, ['billing']));
    expect(await activities(admin.accountId, c.displayId)).toEqual([`${agent.user.name} added billing`]);
  });

  it("refuses a visitor on another contact's conversation, and another account's, writing nothing", async () => {
    const { admin, open } = await setup();
    expect((await call(admin, 'POST', '/labels', { title: 'vip', color: '#ff0000' })).status).toBe(200);
    const c = await open();
    const other = await buildAdmin(t);
    const stranger = (
      await call<{ payload: { contact: { id: number } } }>(admin, 'POST', '/contacts', { name: 'Stranger' })
    ).body.payload.contact;
    const strangers: Actor[] = [
      contactActor(admin.accountId, { id: stranger.id, name: 'Stranger' }),
      contactActor(other.accountId, { id: c.contactId, name: 'Customer' }),
    ];
    const before = await eventsOf(admin.accountId, c.displayId);
    for (const actor of strangers) {
      await expect(t.database.db.transaction((tx) => addLabels(tx, actor, c, ['vip']))).rejects.toMatchObject({
        code: 'forbidden',
      });
    }
    expect(await findConversationByDisplayId(t.database.db, admin.accountId, c.displayId)).toMatchObject({
      labels: [],
    });
    expect(await activities(admin.accountId, c.displayId)).toEqual([]);
    expect(await eventsOf(admin.accountId, c.displayId)).toEqual(before);
  });
});

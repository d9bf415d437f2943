import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, type TNotificationType } from '../../../common/notifications.ts';
import { notificationsConsumer } from '../../consumers/notifications.consumer.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { findConversationByDisplayId } from '../conversationCore/conversations.repo.ts';
import { helpers } from '../conversations/testHelpers.ts';
import { notifySlaMissed } from './notificationRules.ts';

/** Which agents are notified of what (issue 18 item 6), through the consumer as in production. */
const t = setupTestApp();
const h = helpers(t);

const typeName = (n: number) => Object.entries(NOTIFICATION_TYPES).find(([, v]) => v === n)?.[0];
interface TRow {
  id: number;
  type: TNotificationType;
  conversation: number;
  read: boolean;
  last_activity_at: Date;
}
const rowsOf = async (who: TMember): Promise<TRow[]> =>
  (
    await t.database.pool.query<{
      id: number;
      notification_type: number;
      primary_actor_id: number;
      read_at: Date | null;
      last_activity_at: Date;
    }>(
      'SELECT id, notification_type, primary_actor_id, read_at, last_activity_at FROM notifications WHERE user_id = $1 ORDER BY id',
      [who.user.id],
    )
  ).rows.map((r) => ({
    id: Number(r.id),
    type: typeName(r.notification_type) as TNotificationType,
    conversation: r.primary_actor_id,
    read: r.read_at !== null,
    last_activity_at: r.last_activity_at,
  }));
const typesOf = async (who: TMember) => (await rowsOf(who)).map((r) => r.type);
const drain = () => drainConsumers(t.deps, [notificationsConsumer]);
/** Feeds the account's whole log to the consumer again, as a crash before the cursor moved would. */
const replay = async (accountId: number) => {
  await t.database.pool.query('UPDATE event_dispatch SET seq = 0 WHERE account_id = $1', [accountId]);
  await drain();
};
const choose = (who: TMember, email: string[], push: string[] = []) =>
  h.call(who, 'PATCH', '/notification_settings', {
    notification_settings: { selected_email_flags: email, selected_push_flags: push },
  });
const incoming = (admin: TMember, displayId: number, content: string) =>
  h.call(admin, 'POST', `/conversations/${displayId}/messages`, { content, message_type: 'incoming' });
const reply = (who: TMember, displayId: number, content: string, isPrivate = false) =>
  h.call(who, 'POST', `/conversations/${displayId}/messages`, { content, private: isPrivate });
const notificationEvents = async (who: TMember) =>
  (
    await t.database.pool.query<{ name: string; data: { notification: { notification_type: string } | null } }>(
      `SELECT name, data FROM events WHERE account_id = $1 AND name LIKE 'notification.%'
         AND audience->>'userId' = $2 ORDER BY id`,
      [who.accountId, String(who.user.id)],
    )
  ).rows.flatMap((r) => (r.data.notification ? [[r.name, r.data.notification.notification_type]] : []));

describe('notification generation', () => {
  it('conversation_creation: inbox members and administrators who chose it, never the creator', async () => {
    const admin = await buildAdmin(t);
    const chooser = await buildMember(t, { accountId: admin.accountId });
    const other = await buildMember(t, { accountId: admin.accountId });
    const outsider = await buildMember(t, { accountId: admin.accountId });
    const admin2 = await buildAdmin(t, { accountId: admin.accountId });
    for (const who of [admin, chooser, outsider]) await choose(who, ['email_conversation_creation']);
    await choose(admin2, [], ['push_conversation_creation']);
    const c = await buildConversation(t, admin, { members: [chooser, other] });
    await drain();
    expect(await typesOf(chooser)).toEqual(['conversation_creation']);
    expect(await typesOf(admin2)).toEqual(['conversation_creation']);
    // Not chosen (the defaults are assignment only), not in the inbox, or the one who created it.
    expect(await typesOf(other)).toEqual([]);
    expect(await typesOf(outsider)).toEqual([]);
    expect(await typesOf(admin)).toEqual([]);
    expect((await rowsOf(chooser))[0]?.conversation).toBe(c.displayId);
    expect(await notificationEvents(chooser)).toEqual([['notification.created', 'conversation_creation']]);
  });

  it('assigned_conversation_new_message: the assignee, for messages they did not write', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin, { members: [agent], assigneeId: agent.user.id });
    await drain();
    await reply(agent, c.displayId, 'On it');
    await drain();
    expect(await typesOf(agent)).toEqual([]);
    await incoming(admin, c.displayId, 'Still broken');
    await drain();
    expect(await typesOf(agent)).toEqual(['assigned_conversation_new_message']);
  });

  it('participating_conversation_new_message: participants but the author; a mention is told once', async () => {
    const admin = await buildAdmin(t);
    const [p1, p2, p3] = await Promise.all([1, 2, 3].map(() => buildMember(t, { accountId: admin.accountId })));
    if (!p1 || !p2 || !p3) throw new Error('members');
    const c = await buildConversation(t, admin, { members: [p1, p2, p3] });
    expect(
      (
        await h.call(admin, 'POST', `/conversations/${c.displayId}/participants`, {
          user_ids: [p1.user.id, p2.user.id, p3.user.id],
        })
      ).status,
    ).toBe(200);
    await drain();
    await reply(p1, c.displayId, `ask [@p2](mention://user/${p2.user.id}/p2)`, true);
    await drain();
    expect(await typesOf(p1)).toEqual([]);
    expect(await typesOf(p2)).toEqual(['conversation_mention']);
    expect(await typesOf(p3)).toEqual(['participating_conversation_new_message']);
  });

  it('groups per conversation and type: a new event refreshes the row, unread and on top', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin, { members: [agent], assigneeId: agent.user.id });
    const other = await buildConversation(t, admin, { members: [agent], assigneeId: agent.user.id });
    await incoming(admin, c.displayId, 'one');
    await drain();
    const [first] = await rowsOf(agent);
    if (!first) throw new Error('no notification');
    await h.call(agent, 'PATCH', `/notifications/${first.id}`);
    await incoming(admin, other.displayId, 'elsewhere');
    await drain();
    await incoming(admin, c.displayId, 'two');
    await drain();
    const rows = await rowsOf(agent);
    expect(rows.map((r) => [r.id, r.conversation, r.read])).toEqual([
      [first.id, c.displayId, false],
      [expect.any(Number), other.displayId, false],
    ]);
    expect(rows[0]!.last_activity_at.getTime()).toBeGreaterThan(rows[1]!.last_activity_at.getTime());
    const list = await h.call<{ data: { payload: { id: number }[] } }>(agent, 'GET', '/notifications');
    expect(list.body.data.payload[0]?.id).toBe(first.id);
    expect(await notificationEvents(agent)).toEqual([
      ['notification.created', 'assigned_conversation_new_message'],
      ['notification.updated', 'assigned_conversation_new_message'],
      ['notification.created', 'assigned_conversation_new_message'],
      ['notification.updated', 'assigned_conversation_new_message'],
    ]);
  });

  it('a replayed log notifies nobody twice and leaves read ones read', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    await choose(agent, ['email_conversation_creation']);
    const c = await buildConversation(t, admin, { members: [agent] });
    await h.call(admin, 'POST', `/conversations/${c.displayId}/assignments`, { assignee_id: agent.user.id });
    await incoming(admin, c.displayId, 'hello');
    await drain();
    await h.call(agent, 'POST', '/notifications/read_all');
    const before = await rowsOf(agent);
    const events = (await notificationEvents(agent)).length;
    expect(before.map((r) => [r.type, r.read]).sort()).toEqual([
      ['assigned_conversation_new_message', true],
      ['conversation_assignment', true],
      ['conversation_creation', true],
    ]);
    await replay(admin.accountId);
    expect(await rowsOf(agent)).toEqual(before);
    expect(await notificationEvents(agent)).toHaveLength(events);
  });

  it('nothing about a blocked contact but mentions', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin, { members: [agent], assigneeId: agent.user.id });
    await t.database.pool.query('UPDATE contacts SET blocked = true WHERE id = $1', [c.contactId]);
    await incoming(admin, c.displayId, 'spam');
    await reply(admin, c.displayId, `see [@a](mention://user/${agent.user.id}/a)`, true);
    await drain();
    expect(await typesOf(agent)).toEqual(['conversation_mention']);
  });

  it('notifySlaMissed reaches the assignee, the participants and the administrators', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const bystander = await buildMember(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin, { members: [agent, bystander], assigneeId: agent.user.id });
    await t.database.db.transaction(async (tx) => {
      const conv = await findConversationByDisplayId(tx, admin.accountId, c.displayId);
      if (!conv) throw new Error('no conversation');
      await notifySlaMissed(tx, conv, 'first_response');
    });
    expect(await typesOf(agent)).toEqual(['sla_missed_first_response']);
    expect(await typesOf(admin)).toEqual(['sla_missed_first_response']);
    expect(await typesOf(bystander)).toEqual([]);
  });
});

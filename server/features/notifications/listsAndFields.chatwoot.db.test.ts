import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { buildAdmin, buildMember, type TMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { accountCaller } from '../../test/accountCall.ts';

/** List metas and fields as Chatwoot sends them (issue 17 item 8). */
const t = setupTestApp();

const call = accountCaller(t);

const notifyAbout = (who: TMember, conversationIds: number[]) =>
  t.database.db.insert(notifications).values(
    conversationIds.map((id, i) => ({
      accountId: who.accountId,
      userId: who.user.id,
      // One row per conversation and type: repeats of a conversation take other types.
      notificationType: 1 + conversationIds.slice(0, i).filter((x) => x === id).length,
      primaryActorType: 'Conversation',
      primaryActorId: id,
      meta: { push_message_title: `Conversation #${id}` },
    })),
  );

type TNotificationList = {
  data: { meta: { current_page: number | string }; payload: { primary_actor_id: number; read_at: number | null }[] };
};

describe('lists and fields as Chatwoot sends them', () => {
  it('notifications meta.current_page is the page string sent, else the number 1', async () => {
    const me = await buildMember(t);
    await notifyAbout(me, [1]);
    expect((await call<TNotificationList>(me, 'GET', '/notifications')).body.data.meta.current_page).toBe(1);
    expect((await call<TNotificationList>(me, 'GET', '/notifications?page=1')).body.data.meta.current_page).toBe('1');
  });

  it('read_all with a primary actor marks only the notifications about it', async () => {
    const me = await buildMember(t);
    await notifyAbout(me, [7, 7, 8]);
    const res = await call(me, 'POST', '/notifications/read_all', {
      primary_actor_type: 'Conversation',
      primary_actor_id: 7,
    });
    expect(res.status).toBe(200);
    const rows = (await call<TNotificationList>(me, 'GET', '/notifications?includes[]=read')).body.data.payload;
    expect(rows.map((r) => [r.primary_actor_id, r.read_at !== null]).sort()).toEqual([
      [7, true],
      [7, true],
      [8, false],
    ]);
    // An unknown actor type marks everything, as Chatwoot ignores it.
    await call(me, 'POST', '/notifications/read_all', { primary_actor_type: 'Nope', primary_actor_id: 7 });
    expect((await call(me, 'GET', '/notifications/unread_count')).body).toBe(0);
  });

  it('the messages meta carries agent_last_seen_at and assignee_last_seen_at as ISO times or null', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin, { message: 'hi' });
    type TMeta = { meta: { agent_last_seen_at: string | null; assignee_last_seen_at: string | null } };
    const before = (await call<TMeta>(admin, 'GET', `/conversations/${c.displayId}/messages`)).body.meta;
    expect(before).toMatchObject({ agent_last_seen_at: null, assignee_last_seen_at: null });
    await t.database.pool.query(
      `UPDATE conversations SET agent_last_seen_at = '2025-03-04T05:06:07.890Z' WHERE account_id = $1 AND display_id = $2`,
      [admin.accountId, c.displayId],
    );
    const after = (await call<TMeta>(admin, 'GET', `/conversations/${c.displayId}/messages`)).body.meta;
    expect(after).toMatchObject({ agent_last_seen_at: '2025-03-04T05:06:07.890Z', assignee_last_seen_at: null });
  });

  it('the agent list carries custom_attributes when the user has any', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    await t.database.pool.query(`UPDATE users SET custom_attributes = '{"team":"night"}' WHERE id = $1`, [
      agent.user.id,
    ]);
    const list = (await call<{ id: number; custom_attributes?: object }[]>(admin, 'GET', '/agents')).body;
    expect(list.find((a) => a.id === agent.user.id)?.custom_attributes).toEqual({ team: 'night' });
    expect(list.find((a) => a.id === admin.user.id)).not.toHaveProperty('custom_attributes');
  });
});

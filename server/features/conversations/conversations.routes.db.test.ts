import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildCustomRole, buildMember, REFUSED } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { connectCable } from '../../test/cableClient.ts';

const t = setupTestApp();
let base = '';
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
const sockets: Awaited<ReturnType<typeof connectCable>>[] = [];
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
});
const url = (accountId: number, rest = '') => `/api/v1/accounts/${accountId}/conversations${rest}`;

describe('conversations', () => {
  it('creates a conversation with per-account display ids and shows it with Chatwoot’s shape', async () => {
    const admin = await buildAdmin(t);
    const a = await buildConversation(t, admin, { message: 'Hello from us' });
    const b = await buildConversation(t, admin);
    expect([a.displayId, b.displayId]).toEqual([1, 2]);
    const res = await t.app.inject({
      method: 'GET',
      url: url(admin.accountId, `/${a.displayId}`),
      headers: admin.headers,
    });
    expect(res.json()).toMatchObject({
      id: 1,
      inbox_id: a.inboxId,
      status: 'open',
      priority: null,
      meta: { sender: { id: a.contactId, name: 'Customer' }, assignee: null, channel: 'Channel::WebWidget' },
      messages: [{ content: 'Hello from us', message_type: 1 }],
      first_reply_created_at: expect.any(Number),
    });
  });

  it('lists by tab with the four counts from one query, filters by status and sorts by priority', async () => {
    const admin = await buildAdmin(t);
    const mine = await buildConversation(t, admin, { assigneeId: admin.user.id });
    const free = await buildConversation(t, admin);
    await t.app.inject({
      method: 'POST',
      url: url(admin.accountId, `/${free.displayId}/toggle_priority`),
      headers: admin.headers,
      payload: { priority: 'urgent' },
    });
    const list = (q: string) =>
      t.app.inject({ method: 'GET', url: `${url(admin.accountId)}?${q}`, headers: admin.headers });
    const me = (await list('assignee_type=me')).json<{
      data: { meta: Record<string, number>; payload: { id: number }[] };
    }>().data;
    expect(me.meta).toEqual({ mine_count: 1, unassigned_count: 1, assigned_count: 1, all_count: 2 });
    expect(me.payload.map((c) => c.id)).toEqual([mine.displayId]);
    const byPriority = (await list('assignee_type=all&sort_by=priority_desc')).json<{
      data: { payload: { id: number }[] };
    }>().data.payload;
    expect(byPriority.map((c) => c.id)).toEqual([free.displayId, mine.displayId]);
    const ascending = (await list('assignee_type=all&sort_by=priority_asc')).json<{
      data: { payload: { id: number }[] };
    }>().data.payload;
    expect(ascending.map((c) => c.id)).toEqual([free.displayId, mine.displayId]);
    await t.app.inject({
      method: 'POST',
      url: url(admin.accountId, `/${mine.displayId}/toggle_status`),
      headers: admin.headers,
      payload: { status: 'resolved' },
    });
    const open = (await list('assignee_type=all')).json<{ data: { payload: { id: number }[] } }>().data.payload;
    expect(open.map((c) => c.id)).toEqual([free.displayId]);
    const all = (await list('assignee_type=all&status=all')).json<{ data: { payload: unknown[] } }>().data.payload;
    expect(all).toHaveLength(2);
    const meta = await t.app.inject({
      method: 'GET',
      url: `${url(admin.accountId, '/meta')}?status=all`,
      headers: admin.headers,
    });
    expect(meta.json()).toEqual({ meta: { mine_count: 1, unassigned_count: 1, assigned_count: 1, all_count: 2 } });
  });

  it('hides conversations of other inboxes from an agent, and narrows custom roles', async () => {
    const admin = await buildAdmin(t);
    const insider = await buildMember(t, { accountId: admin.accountId });
    const outsider = await buildMember(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin, { members: [insider] });
    expect(
      (await t.app.inject({ method: 'GET', url: url(admin.accountId, `/${c.displayId}`), headers: insider.headers }))
        .statusCode,
    ).toBe(200);
    const refused = await t.app.inject({
      method: 'GET',
      url: url(admin.accountId, `/${c.displayId}`),
      headers: outsider.headers,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject(REFUSED);
    const outList = await t.app.inject({
      method: 'GET',
      url: `${url(admin.accountId)}?assignee_type=all`,
      headers: outsider.headers,
    });
    expect(outList.json<{ data: { meta: { all_count: number } } }>().data.meta.all_count).toBe(0);
    const role = await buildCustomRole(t, admin.accountId, ['conversation_participating_manage']);
    const narrow = await buildMember(t, { accountId: admin.accountId, customRoleId: role.id });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/accounts/${admin.accountId}/inbox_members`,
      headers: admin.headers,
      payload: { inbox_id: c.inboxId, user_ids: [insider.user.id, narrow.user.id] },
    });
    const narrowed = await t.app.inject({
      method: 'GET',
      url: url(admin.accountId, `/${c.displayId}`),
      headers: narrow.headers,
    });
    expect(narrowed.statusCode).toBe(401);
    expect(narrowed.json()).toMatchObject(REFUSED);
    await t.app.inject({
      method: 'POST',
      url: `${url(admin.accountId, `/${c.displayId}/assignments`)}?assignee_id=${narrow.user.id}`,
      headers: admin.headers,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: url(admin.accountId, `/${c.displayId}`), headers: narrow.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('toggles status (snooze needs a future time), priority and assignment, naming bad input', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const outsider = await buildMember(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin, { members: [agent] });
    const toggle = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: url(admin.accountId, `/${c.displayId}/toggle_status`),
        headers: admin.headers,
        payload: payload as never,
      });
    expect((await toggle({})).json()).toMatchObject({ payload: { current_status: 'resolved' } });
    expect((await toggle({})).json()).toMatchObject({ payload: { current_status: 'open' } });
    const past = await toggle({ status: 'snoozed', snoozed_until: Math.floor(Date.now() / 1000) - 10 });
    expect(past.json<{ attributes: string[] }>().attributes).toEqual(['snoozed_until']);
    const until = Math.floor(Date.now() / 1000) + 3600;
    expect((await toggle({ status: 'snoozed', snoozed_until: until })).json()).toMatchObject({
      payload: { current_status: 'snoozed', snoozed_until: until },
    });
    const assigned = await t.app.inject({
      method: 'POST',
      url: `${url(admin.accountId, `/${c.displayId}/assignments`)}?assignee_id=${agent.user.id}`,
      headers: admin.headers,
    });
    expect(assigned.json()).toMatchObject({ id: agent.user.id });
    const bad = await t.app.inject({
      method: 'POST',
      url: `${url(admin.accountId, `/${c.displayId}/assignments`)}?assignee_id=${outsider.user.id}`,
      headers: admin.headers,
    });
    expect(bad.json<{ attributes: string[] }>().attributes).toEqual(['assignee_id']);
    const badPriority = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId, `/${c.displayId}/toggle_priority`),
      headers: admin.headers,
      payload: { priority: 'critical' },
    });
    expect(badPriority.statusCode).toBe(422);
  });
});

describe('messages', () => {
  it('sends, pages (latest 20, before, after) and deletes messages', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const post = (content: string, extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: url(admin.accountId, `/${c.displayId}/messages`),
        headers: admin.headers,
        payload: { content, ...extra },
      });
    const ids: number[] = [];
    for (let i = 1; i <= 25; i++) ids.push((await post(`m${i}`)).json<{ id: number }>().id);
    const latest = await t.app.inject({
      method: 'GET',
      url: url(admin.accountId, `/${c.displayId}/messages`),
      headers: admin.headers,
    });
    const body = latest.json<{
      meta: { contact: { id: number } };
      payload: { content: string; sender: { id: number } }[];
    }>();
    expect(body.payload.map((m) => m.content)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 6}`));
    expect(body.payload[0]?.sender).toMatchObject({ id: admin.user.id });
    expect(body.meta.contact.id).toBe(c.contactId);
    const older = await t.app.inject({
      method: 'GET',
      url: `${url(admin.accountId, `/${c.displayId}/messages`)}?before=${ids[5]}`,
      headers: admin.headers,
    });
    expect(older.json<{ payload: { content: string }[] }>().payload.map((m) => m.content)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
    ]);
    const newer = await t.app.inject({
      method: 'GET',
      url: `${url(admin.accountId, `/${c.displayId}/messages`)}?after=${ids[22]}`,
      headers: admin.headers,
    });
    expect(newer.json<{ payload: { content: string }[] }>().payload.map((m) => m.content)).toEqual(['m24', 'm25']);
    const del = await t.app.inject({
      method: 'DELETE',
      url: url(admin.accountId, `/${c.displayId}/messages/${ids[0]}`),
      headers: admin.headers,
    });
    expect(del.json()).toMatchObject({ content: 'This message was deleted', content_attributes: { deleted: true } });
    const blank = await post('   ');
    expect(blank.json<{ attributes: string[] }>().attributes).toEqual(['content']);
    const huge = await post('x'.repeat(150_001));
    expect(huge.json<{ attributes: string[] }>().attributes).toEqual(['content']);
  });

  it('delivers message.created to inbox members only, private notes never to the visitor, with echo_id', async () => {
    const admin = await buildAdmin(t);
    const insider = await buildMember(t, { accountId: admin.accountId });
    const outsider = await buildMember(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin, { members: [insider] });
    const subscribe = async (m: typeof insider) => {
      const s = await connectCable(base);
      sockets.push(s);
      await s.subscribe({ pubsub_token: m.user.pubsubToken, account_id: m.accountId, user_id: m.user.id });
      return s;
    };
    const [inSock, outSock] = [await subscribe(insider), await subscribe(outsider)];
    await t.app.inject({
      method: 'POST',
      url: url(admin.accountId, `/${c.displayId}/messages`),
      headers: admin.headers,
      payload: { content: 'first reply', echo_id: 'tmp-1' },
    });
    await t.app.inject({
      method: 'POST',
      url: url(admin.accountId, `/${c.displayId}/messages`),
      headers: admin.headers,
      payload: { content: 'a note', private: true },
    });
    const created = await inSock.waitFor(
      (f) =>
        typeof f.message === 'object' && f.message.event === 'message.created' && f.message.data.content === 'a note',
    );
    expect(created.message).toMatchObject({ data: { private: true, conversation_id: c.displayId } });
    const first = inSock.events().find((e) => e.event === 'message.created' && e.data.content === 'first reply');
    expect(first?.data).toMatchObject({
      echo_id: 'tmp-1',
      message_type: 1,
      conversation: { last_activity_at: expect.any(Number) },
    });
    expect(inSock.events().map((e) => e.event)).toContain('first.reply.created');
    expect(outSock.events().filter((e) => e.event.startsWith('message.'))).toEqual([]);
    const { rows } = await t.database.pool.query<{ audience: { private: boolean } }>(
      "SELECT audience FROM events WHERE account_id = $1 AND name = 'message.created' AND data->>'content' = 'a note'",
      [admin.accountId],
    );
    expect(rows[0]?.audience.private).toBe(true);
  });
});

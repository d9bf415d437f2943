import { describe, expect, it } from 'vitest';
import { CONSUMERS } from '../../consumers/index.ts';
import { drainConsumers } from '../../events/dispatcher.ts';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildCustomRole, buildLabels, buildMember, REFUSED } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { helpers } from './testHelpers.ts';
import { announceContactChanged } from '../conversationCore/conversationEvents.ts';

const t = setupTestApp();
const { call, events, visitorHears, activities } = helpers(t);
const conv = (id: number, rest = '') => `/conversations/${id}${rest}`;
const REFUSED_CALL = { status: 401, body: REFUSED };

describe('conversation labels, update and custom attributes', () => {
  it('replaces labels with activity lines and a conversation.updated event', async () => {
    const admin = await buildAdmin(t);
    await buildLabels(t, admin.accountId, ['billing', 'vip', 'bug']);
    const c = await buildConversation(t, admin);
    expect((await call(admin, 'GET', conv(c.displayId, '/labels'))).body).toEqual({ payload: [] });
    const set = await call(admin, 'POST', conv(c.displayId, '/labels'), { labels: ['billing', 'vip', 'Billing'] });
    expect(set.body).toEqual({ payload: ['billing', 'vip'] });
    await call(admin, 'POST', conv(c.displayId, '/labels'), { labels: ['vip', 'bug'] });
    expect((await call(admin, 'GET', conv(c.displayId, '/labels'))).body).toEqual({ payload: ['vip', 'bug'] });
    const name = admin.user.name;
    expect(await activities(admin.accountId, c.displayId)).toEqual([
      `${name} added billing, vip`,
      `${name} added bug`,
      `${name} removed billing`,
    ]);
    const updated = await events(admin.accountId, 'conversation.updated');
    expect(updated.at(-1)?.data).toMatchObject({ id: c.displayId, labels: ['vip', 'bug'] });
    const activity = (await events(admin.accountId, 'message.created')).at(-1);
    expect(activity?.data).toMatchObject({ message_type: 2, content: `${name} removed billing` });
    expect(activity?.audience).toMatchObject({ private: true });
    const bad = await call<{ attributes: string[] }>(admin, 'POST', conv(c.displayId, '/labels'), { labels: 'x' });
    expect(bad.status).toBe(422);
  });

  it('keeps only labels that exist in the account, in its spelling; carried labels stay', async () => {
    const admin = await buildAdmin(t);
    await buildLabels(t, admin.accountId, ['billing']);
    const c = await buildConversation(t, admin);
    const set = await call(admin, 'POST', conv(c.displayId, '/labels'), { labels: ['nope', 'BILLING'] });
    expect(set.body).toEqual({ payload: ['billing'] });
    await t.database.pool.query(`DELETE FROM labels WHERE account_id = $1`, [admin.accountId]);
    // A label deleted since stays on the conversation while it is sent back; a new unknown one is dropped.
    const again = await call(admin, 'POST', conv(c.displayId, '/labels'), { labels: ['billing', 'other'] });
    expect(again.body).toEqual({ payload: ['billing'] });
    expect(await activities(admin.accountId, c.displayId)).toEqual([`${admin.user.name} added billing`]);
  });

  it('PATCH sets the priority with Chatwoot wording; custom_attributes replace the set', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const patched = await call(admin, 'PATCH', conv(c.displayId), { priority: 'high' });
    expect(patched.body).toMatchObject({ id: c.displayId, priority: 'high' });
    await call(admin, 'PATCH', conv(c.displayId), { priority: 'urgent' });
    await call(admin, 'PATCH', conv(c.displayId), { priority: 'none' });
    const n = admin.user.name;
    expect(await activities(admin.accountId, c.displayId)).toEqual([
      `${n} set the priority to high`,
      `${n} changed the priority from high to urgent`,
      `${n} removed the priority`,
    ]);
    expect((await call(admin, 'PATCH', conv(c.displayId), { priority: 'meh' })).status).toBe(422);
    expect((await call(admin, 'PATCH', conv(c.displayId), { sla_policy_id: 3 })).status).toBe(422);
    const attrs = await call(admin, 'POST', conv(c.displayId, '/custom_attributes'), {
      custom_attributes: { order_id: '12345' },
    });
    expect(attrs.body).toEqual({ custom_attributes: { order_id: '12345' } });
    await call(admin, 'POST', conv(c.displayId, '/custom_attributes'), { custom_attributes: { plan: 'pro' } });
    expect((await call(admin, 'GET', conv(c.displayId))).body).toMatchObject({ custom_attributes: { plan: 'pro' } });
  });
});

describe('participants and mentions', () => {
  it('lists, adds, replaces and removes participants; refuses agents outside the inbox', async () => {
    const admin = await buildAdmin(t);
    const a = await buildMember(t, { accountId: admin.accountId });
    const b = await buildMember(t, { accountId: admin.accountId });
    const outsider = await buildMember(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin, { members: [a, b] });
    const ids = (r: { body: unknown }) => (r.body as { id: number }[]).map((u) => u.id);
    expect(ids(await call(admin, 'POST', conv(c.displayId, '/participants'), { user_ids: [a.user.id] }))).toEqual([
      a.user.id,
    ]);
    expect(
      ids(await call(admin, 'PATCH', conv(c.displayId, '/participants'), { user_ids: [b.user.id, admin.user.id] })),
    ).toEqual([b.user.id, admin.user.id]);
    expect(ids(await call(admin, 'DELETE', conv(c.displayId, '/participants'), { user_ids: [b.user.id] }))).toEqual([
      admin.user.id,
    ]);
    const list = await call<{ id: number; name: string; thumbnail: string }[]>(
      admin,
      'GET',
      conv(c.displayId, '/participants'),
    );
    expect(list.body[0]).toMatchObject({ id: admin.user.id, name: admin.user.name });
    const refused = await call<{ attributes: string[] }>(admin, 'PATCH', conv(c.displayId, '/participants'), {
      user_ids: [outsider.user.id],
    });
    expect(refused.body.attributes).toEqual(['user_ids']);
  });

  it('a private note with @mentions records them, notifies the agent and emits conversation.mentioned to them only', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const outsider = await buildMember(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin, { members: [agent] });
    const note = `Please look [@${agent.user.name}](mention://user/${agent.user.id}/${encodeURIComponent(agent.user.name)}) and [@X](mention://user/${outsider.user.id}/X)`;
    const sent = await call(admin, 'POST', conv(c.displayId, '/messages'), { content: note, private: true });
    expect(sent.status).toBe(200);
    const mentioned = await events(admin.accountId, 'conversation.mentioned');
    expect(mentioned).toHaveLength(1);
    expect(mentioned[0]?.audience).toEqual({ kind: 'user', userId: agent.user.id });
    expect(mentioned[0]?.data).toMatchObject({
      id: c.displayId,
      inbox_id: c.inboxId,
      meta: { sender: { id: c.contactId } },
    });
    await drainConsumers(t.deps, CONSUMERS); // notifications are the notifications consumer's
    const notified = await events(admin.accountId, 'notification.created');
    expect(notified[0]?.audience).toEqual({ kind: 'user', userId: agent.user.id });
    expect(notified[0]?.data).toMatchObject({
      notification: {
        notification_type: 'conversation_mention',
        primary_actor_type: 'Conversation',
        primary_actor_id: c.displayId,
        primary_actor: { id: c.displayId },
        push_message_title: `You have been mentioned in conversation #${c.displayId}`,
        read_at: null,
      },
      unread_count: 1,
      count: 1,
    });
    const inbox = await call<{ data: { payload: { notification_type: string }[] } }>(agent, 'GET', '/notifications');
    expect(inbox.body.data.payload.map((n) => n.notification_type)).toEqual(['conversation_mention']);
    const parts = await call<{ id: number }[]>(admin, 'GET', conv(c.displayId, '/participants'));
    expect(parts.body.map((p) => p.id)).toEqual([agent.user.id]);
    type TList = { data: { meta: { all_count: number }; payload: { id: number }[] } };
    const view = async (who: typeof agent, type: string) =>
      (await call<TList>(who, 'GET', `/conversations?assignee_type=all&conversation_type=${type}`)).body.data;
    expect((await view(agent, 'mention')).payload.map((x) => x.id)).toEqual([c.displayId]);
    expect((await view(agent, 'participating')).meta.all_count).toBe(1);
    expect((await view(admin, 'mention')).payload).toEqual([]);
    // No public reply yet: unattended.
    expect((await view(admin, 'unattended')).payload.map((x) => x.id)).toEqual([c.displayId]);
    await call(admin, 'POST', conv(c.displayId, '/messages'), { content: 'public reply' });
    expect((await view(admin, 'unattended')).payload).toEqual([]);
    // The note and its event never reach the visitor.
    const created = (await events(admin.accountId, 'message.created')).find((e) => e.data.content === note);
    const ci = (await call<{ contact_inbox: unknown }>(admin, 'GET', conv(c.displayId))).body;
    expect(ci).toBeTruthy();
    const { rows } = await t.database.pool.query<{ contact_inbox_id: number }>(
      'SELECT contact_inbox_id FROM conversations WHERE account_id = $1 AND display_id = $2',
      [admin.accountId, c.displayId],
    );
    expect(visitorHears(created!.audience, rows[0]!.contact_inbox_id)).toBe(false);
  });

  it('a participating custom role sees conversations it participates in, and events reach it', async () => {
    const admin = await buildAdmin(t);
    const role = await buildCustomRole(t, admin.accountId, ['conversation_participating_manage']);
    const narrow = await buildMember(t, { accountId: admin.accountId, customRoleId: role.id });
    await buildLabels(t, admin.accountId, ['y']);
    const c = await buildConversation(t, admin, { members: [narrow] });
    // Not participating yet: refused as Chatwoot does (401 forbidden), not hidden.
    expect(await call(narrow, 'GET', conv(c.displayId))).toMatchObject(REFUSED_CALL);
    expect(await call(narrow, 'POST', conv(c.displayId, '/labels'), { labels: ['x'] })).toMatchObject(REFUSED_CALL);
    await call(admin, 'POST', conv(c.displayId, '/participants'), { user_ids: [narrow.user.id] });
    expect((await call(narrow, 'GET', conv(c.displayId))).status).toBe(200);
    const list = await call<{ data: { meta: { all_count: number } } }>(
      narrow,
      'GET',
      '/conversations?assignee_type=all',
    );
    expect(list.body.data.meta.all_count).toBe(1);
    await call(admin, 'POST', conv(c.displayId, '/labels'), { labels: ['y'] });
    const ev = (await events(admin.accountId, 'conversation.updated')).at(-1);
    expect(ev?.audience).toMatchObject({ participantIds: [narrow.user.id] });
  });

  it('an unassigned-manage role acts on unassigned conversations only', async () => {
    const admin = await buildAdmin(t);
    const role = await buildCustomRole(t, admin.accountId, ['conversation_unassigned_manage']);
    const narrow = await buildMember(t, { accountId: admin.accountId, customRoleId: role.id });
    const other = await buildMember(t, { accountId: admin.accountId });
    const free = await buildConversation(t, admin, { members: [narrow, other] });
    expect((await call(narrow, 'POST', conv(free.displayId, '/labels'), { labels: ['a'] })).status).toBe(200);
    await call(admin, 'POST', `${conv(free.displayId, '/assignments')}?assignee_id=${other.user.id}`);
    expect(await call(narrow, 'POST', conv(free.displayId, '/labels'), { labels: ['b'] })).toMatchObject(REFUSED_CALL);
    expect(await call(narrow, 'POST', conv(free.displayId, '/mute'))).toMatchObject(REFUSED_CALL);
  });
});

describe('seen, unread, typing, mute and transcript', () => {
  it('update_last_seen sets agent and assignee seen times and emits conversation.read; unread moves it back', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin, { assigneeId: admin.user.id });
    await call(admin, 'POST', conv(c.displayId, '/messages'), { content: 'hi', message_type: 'incoming' });
    await call(admin, 'POST', conv(c.displayId, '/messages'), { content: 'there', message_type: 'incoming' });
    expect((await call(admin, 'GET', conv(c.displayId))).body).toMatchObject({ unread_count: 2 });
    const seen = await call<{ agent_last_seen_at: number; assignee_last_seen_at: number; unread_count: number }>(
      admin,
      'POST',
      conv(c.displayId, '/update_last_seen'),
    );
    expect(seen.body.unread_count).toBe(0);
    expect(seen.body.agent_last_seen_at).toBeGreaterThan(0);
    expect(seen.body.assignee_last_seen_at).toBe(seen.body.agent_last_seen_at);
    const read = await events(admin.accountId, 'conversation.read');
    expect(read.at(-1)?.data).toMatchObject({
      id: c.displayId,
      unread_count: 0,
      agent_last_seen_at: expect.any(Number),
    });
    const unread = await call<{ unread_count: number }>(admin, 'POST', conv(c.displayId, '/unread'));
    // Seen moves to one second before the newest incoming message (Chatwoot), so it counts as unread again.
    expect(unread.body.unread_count).toBeGreaterThanOrEqual(1);
  });

  it('typing on/off is announced with the user and is_private, never stored, private typing hidden from the visitor', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    expect(
      (await call(admin, 'POST', conv(c.displayId, '/toggle_typing_status'), { typing_status: 'on', is_private: true }))
        .status,
    ).toBe(200);
    await call(admin, 'POST', conv(c.displayId, '/toggle_typing_status'), { typing_status: 'off' });
    const on = (await events(admin.accountId, 'conversation.typing_on'))[0];
    const off = (await events(admin.accountId, 'conversation.typing_off'))[0];
    expect(on?.data).toMatchObject({
      conversation: { id: c.displayId },
      user: { id: admin.user.id, name: admin.user.name, type: 'user' },
      is_private: true,
    });
    expect(off?.data).toMatchObject({ is_private: false, user: { id: admin.user.id } });
    const ci = on!.audience.kind === 'conversation' ? (on!.audience.contactInboxId ?? 0) : 0;
    expect(visitorHears(on!.audience, ci)).toBe(false);
    expect(visitorHears(off!.audience, ci)).toBe(true);
    const bad = await call(admin, 'POST', conv(c.displayId, '/toggle_typing_status'), { typing_status: 'maybe' });
    expect(bad.status).toBe(422);
  });

  it('mute resolves and keeps customer messages from reopening; unmute restores', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    await call(admin, 'POST', conv(c.displayId, '/mute'));
    expect((await call(admin, 'GET', conv(c.displayId))).body).toMatchObject({ muted: true, status: 'resolved' });
    await call(admin, 'POST', conv(c.displayId, '/messages'), { content: 'still there?', message_type: 'incoming' });
    expect((await call(admin, 'GET', conv(c.displayId))).body).toMatchObject({ status: 'resolved' });
    await call(admin, 'POST', conv(c.displayId, '/unmute'));
    await call(admin, 'POST', conv(c.displayId, '/messages'), { content: 'hello?', message_type: 'incoming' });
    expect((await call(admin, 'GET', conv(c.displayId))).body).toMatchObject({ muted: false, status: 'open' });
    const n = admin.user.name;
    expect(await activities(admin.accountId, c.displayId)).toEqual([
      `Conversation was marked resolved by ${n}`,
      `${n} has muted the conversation`,
      `${n} has unmuted the conversation`,
      'System reopened the conversation due to a new incoming message.',
    ]);
  });

  it('emails a sanitised transcript without private notes', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin, { message: 'Hello <b>there</b> [@Jo](mention://user/1/Jo)' });
    await call(admin, 'POST', conv(c.displayId, '/messages'), { content: 'secret note', private: true });
    const res = await call(admin, 'POST', conv(c.displayId, '/transcript'), { email: 'customer@example.test' });
    expect(res.status).toBe(200);
    const mail = t.mails.at(-1);
    expect(mail).toMatchObject({ to: 'customer@example.test', subject: `[#${c.displayId}] Conversation Transcript` });
    expect(mail?.text).toContain('Hello there @Jo');
    expect(mail?.text).not.toContain('secret note');
    expect(mail?.text).not.toContain('<b>');
    const bad = await call<{ attributes: string[] }>(admin, 'POST', conv(c.displayId, '/transcript'), {
      email: 'nope',
    });
    expect(bad.body.attributes).toEqual(['email']);
  });

  it('an agent outside the inbox gets 401 (not allowed) on every conversation action', async () => {
    const admin = await buildAdmin(t);
    const outsider = await buildMember(t, { accountId: admin.accountId });
    const c = await buildConversation(t, admin);
    const tries: [string, 'GET' | 'POST' | 'PATCH', unknown?][] = [
      ['/labels', 'GET'],
      ['/labels', 'POST', { labels: ['a'] }],
      ['', 'PATCH', { priority: 'low' }],
      ['/custom_attributes', 'POST', { custom_attributes: {} }],
      ['/participants', 'GET'],
      ['/update_last_seen', 'POST'],
      ['/unread', 'POST'],
      ['/toggle_typing_status', 'POST', { typing_status: 'on' }],
      ['/mute', 'POST'],
      ['/transcript', 'POST', { email: 'a@b.test' }],
      ['/attachments', 'GET'],
    ];
    for (const [path, method, body] of tries) {
      expect(await call(outsider, method, conv(c.displayId, path), body), path).toMatchObject(REFUSED_CALL);
    }
  });

  it('conversation.contact_changed carries the conversation to agents only', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin);
    const n = await t.deps.db.transaction((tx) => announceContactChanged(tx, admin.accountId, c.contactId));
    expect(n).toBe(1);
    const [ev] = await events(admin.accountId, 'conversation.contact_changed');
    expect(ev?.data).toMatchObject({
      id: c.displayId,
      meta: { sender: { id: c.contactId } },
      account_id: admin.accountId,
    });
    const ci = ev!.audience.kind === 'conversation' ? (ev!.audience.contactInboxId ?? 0) : 0;
    expect(ci).toBeGreaterThan(0);
    expect(visitorHears(ev!.audience, ci)).toBe(false);
  });
});

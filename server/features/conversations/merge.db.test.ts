import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildCustomRole, buildLabels, buildMember, REFUSED, type TMember } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { helpers } from './testHelpers.ts';

const t = setupTestApp();
const { call, events, activities } = helpers(t);
const conv = (id: number, rest = '') => `/conversations/${id}${rest}`;

/** Two conversations of one contact in one inbox, each with messages at set times (A at 1 and 3 min, B at 2 and 4). */
const buildPair = async (admin: TMember, opts: { members?: TMember[] } = {}) => {
  const a = await buildConversation(t, admin, { members: opts.members });
  const created = await call<{ id: number }>(admin, 'POST', '/conversations', {
    inbox_id: a.inboxId,
    contact_id: a.contactId,
  });
  const b = { ...a, displayId: created.body.id };
  const base = Date.now() - 3600_000;
  const write = async (displayId: number, content: string, minute: number, incoming: boolean) => {
    const { rows } = await t.database.pool.query<{ id: string }>(
      `INSERT INTO messages (account_id, inbox_id, conversation_id, message_type, content, source_id, sender_type, sender_id, created_at, updated_at)
       SELECT c.account_id, c.inbox_id, c.id, $3, $4, $5, $6, $7, $8, $8 FROM conversations c
       WHERE c.account_id = $1 AND c.display_id = $2 RETURNING id`,
      [
        admin.accountId,
        displayId,
        incoming ? 0 : 1,
        content,
        incoming ? `<${content}@customer.test>` : null,
        incoming ? 'Contact' : 'User',
        incoming ? a.contactId : admin.user.id,
        new Date(base + minute * 60_000),
      ],
    );
    return Number(rows[0]?.id);
  };
  const ids = {
    a1: await write(a.displayId, 'a1', 1, true),
    b2: await write(b.displayId, 'b2', 2, true),
    a3: await write(a.displayId, 'a3', 3, false),
    b4: await write(b.displayId, 'b4', 4, false),
  };
  return { a, b, ids };
};

const idOf = async (accountId: number, displayId: number) =>
  Number(
    (
      await t.database.pool.query<{ id: number }>(
        'SELECT id FROM conversations WHERE account_id = $1 AND display_id = $2',
        [accountId, displayId],
      )
    ).rows[0]?.id,
  );

/** Every message row of the conversations, as stored (every column), by id. */
const messageRows = async (accountId: number) =>
  (
    await t.database.pool.query<Record<string, unknown>>(
      'SELECT * FROM messages WHERE account_id = $1 AND message_type <> 2 ORDER BY id',
      [accountId],
    )
  ).rows;

const threadOf = async (admin: TMember, displayId: number) =>
  (
    await call<{ payload: { content: string; message_type: number }[] }>(admin, 'GET', conv(displayId, '/messages'))
  ).body.payload
    .filter((m) => m.message_type !== 2)
    .map((m) => m.content);

describe('merge', () => {
  it('moves the messages keeping their times, unites labels and participants, links both, resolves the source', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const helper = await buildMember(t, { accountId: admin.accountId });
    await buildLabels(t, admin.accountId, ['billing', 'vip']);
    const { a, b } = await buildPair(admin, { members: [agent, helper] });
    await call(admin, 'POST', conv(a.displayId, '/labels'), { labels: ['billing', 'vip'] });
    await call(admin, 'POST', conv(a.displayId, '/participants'), { user_ids: [helper.user.id] });
    await call(admin, 'POST', conv(b.displayId, '/labels'), { labels: ['vip'] });
    await call(admin, 'POST', conv(b.displayId, '/assignments'), { assignee_id: agent.user.id });
    await call(admin, 'PATCH', conv(b.displayId), { priority: 'high' });
    const merged = await call<Record<string, unknown>>(admin, 'POST', conv(a.displayId, '/merge'), {
      target_conversation_id: b.displayId,
    });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ id: b.displayId, labels: ['vip', 'billing'], priority: 'high' });
    expect(merged.body).toMatchObject({ meta: { assignee: { id: agent.user.id } } });
    // The timeline interleaves by time.
    expect(await threadOf(admin, b.displayId)).toEqual(['a1', 'b2', 'a3', 'b4']);
    expect(await threadOf(admin, a.displayId)).toEqual([]);
    const source = await call<Record<string, unknown>>(admin, 'GET', conv(a.displayId));
    expect(source.body).toMatchObject({ status: 'resolved', merged_into_id: b.displayId });
    expect((await call<Record<string, unknown>>(admin, 'GET', conv(b.displayId))).body.merged_into_id).toBeUndefined();
    const n = admin.user.name;
    expect((await activities(admin.accountId, a.displayId)).at(-1)).toBe(
      `Conversation was merged into #${b.displayId} by ${n}`,
    );
    expect((await activities(admin.accountId, b.displayId)).at(-1)).toBe(
      `Conversation #${a.displayId} was merged into this one by ${n}`,
    );
    const participants = await call<{ id: number }[]>(admin, 'GET', conv(b.displayId, '/participants'));
    expect(participants.body.map((p) => p.id)).toEqual(expect.arrayContaining([agent.user.id, helper.user.id]));
    const [event] = await events(admin.accountId, 'conversation.merged');
    expect(event?.data).toMatchObject({ id: b.displayId, other: { id: a.displayId, status: 'resolved' } });
    expect(event?.audience).toMatchObject({ private: true });
    // A merge is not a resolution: no status_changed for the source (CSAT, reports and rules stay quiet).
    const statusChanges = await events(admin.accountId, 'conversation.status_changed');
    expect(statusChanges.filter((e) => e.data.id === a.displayId)).toEqual([]);
    const activity = (await events(admin.accountId, 'message.created')).find(
      (e) => (e.data.content_attributes as Record<string, unknown>).linked_conversation_id === b.displayId,
    );
    expect(activity?.data).toMatchObject({ conversation_id: a.displayId, message_type: 2 });
  });

  it('keeps reporting on the conversation each message was first written in', async () => {
    const admin = await buildAdmin(t);
    const { a, b, ids } = await buildPair(admin);
    await call(admin, 'POST', conv(a.displayId, '/merge'), { target_conversation_id: b.displayId });
    const { rows } = await t.database.pool.query<{ id: string; conversation_id: number; merged_from: number | null }>(
      'SELECT id, conversation_id, merged_from_conversation_id AS merged_from FROM messages WHERE id = ANY($1) ORDER BY id',
      [[ids.a1, ids.a3, ids.b2]],
    );
    const [aId, bId] = [await idOf(admin.accountId, a.displayId), await idOf(admin.accountId, b.displayId)];
    expect(rows.map((r) => [Number(r.id), r.conversation_id, r.merged_from])).toEqual([
      [ids.a1, bId, aId],
      [ids.b2, bId, null],
      [ids.a3, bId, aId],
    ]);
    const { listMessageFacts } = await import('../reports/reportingTimeline.repo.ts');
    expect((await listMessageFacts(t.database.db, aId)).map((f) => f.id)).toEqual([ids.a1, ids.a3]);
    expect((await listMessageFacts(t.database.db, bId)).map((f) => f.id)).toEqual([ids.b2, ids.b4]);
  });

  it('unmerges within 7 days, putting back exactly what moved', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    await buildLabels(t, admin.accountId, ['billing', 'vip']);
    const { a, b } = await buildPair(admin, { members: [agent] });
    await call(admin, 'POST', conv(a.displayId, '/labels'), { labels: ['billing'] });
    await call(admin, 'POST', conv(a.displayId, '/participants'), { user_ids: [agent.user.id] });
    await call(admin, 'POST', conv(b.displayId, '/labels'), { labels: ['vip'] });
    await call(admin, 'POST', conv(a.displayId, '/toggle_status'), { status: 'pending' });
    const before = await messageRows(admin.accountId);
    const sourceBefore = (await call<Record<string, unknown>>(admin, 'GET', conv(a.displayId))).body;
    await call(admin, 'POST', conv(a.displayId, '/merge'), { target_conversation_id: b.displayId });
    const undone = await call<Record<string, unknown>>(admin, 'POST', conv(a.displayId, '/unmerge'));
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ id: a.displayId, status: 'pending', labels: ['billing'] });
    expect(undone.body.merged_into_id).toBeUndefined();
    // Byte for byte: every message row (all columns) as it was before the merge.
    expect(await messageRows(admin.accountId)).toEqual(before);
    expect(await threadOf(admin, a.displayId)).toEqual(['a1', 'a3']);
    expect(await threadOf(admin, b.displayId)).toEqual(['b2', 'b4']);
    const target = (await call<Record<string, unknown>>(admin, 'GET', conv(b.displayId))).body;
    expect(target).toMatchObject({ labels: ['vip'] });
    const participants = await call<{ id: number }[]>(admin, 'GET', conv(b.displayId, '/participants'));
    expect(participants.body.map((p) => p.id)).not.toContain(agent.user.id);
    expect((await call<Record<string, unknown>>(admin, 'GET', conv(a.displayId))).body).toMatchObject({
      status: sourceBefore.status,
      waiting_since: sourceBefore.waiting_since,
      snoozed_until: sourceBefore.snoozed_until,
    });
    const n = admin.user.name;
    expect((await activities(admin.accountId, a.displayId)).slice(-2)).toEqual([
      `Conversation was merged into #${b.displayId} by ${n}`,
      `Conversation was unmerged from #${b.displayId} by ${n}`,
    ]);
    expect((await events(admin.accountId, 'conversation.unmerged')).at(-1)?.data).toMatchObject({
      id: a.displayId,
      other: { id: b.displayId },
    });
    // Nothing left to undo.
    expect((await call(admin, 'POST', conv(a.displayId, '/unmerge'))).status).toBe(422);
  });

  it('refuses an unmerge after 7 days, a second merge of a merged conversation, and merging into itself', async () => {
    const admin = await buildAdmin(t);
    const { a, b } = await buildPair(admin);
    expect(
      (await call(admin, 'POST', conv(a.displayId, '/merge'), { target_conversation_id: a.displayId })).status,
    ).toBe(422);
    await call(admin, 'POST', conv(a.displayId, '/merge'), { target_conversation_id: b.displayId });
    const again = await call<{ attributes: string[] }>(admin, 'POST', conv(a.displayId, '/merge'), {
      target_conversation_id: b.displayId,
    });
    expect(again.status).toBe(422);
    const into = await call(admin, 'POST', conv(b.displayId, '/merge'), { target_conversation_id: a.displayId });
    expect(into.status).toBe(422);
    await t.database.pool.query(
      `UPDATE conversation_merges SET created_at = now() - interval '8 days' WHERE account_id = $1`,
      [admin.accountId],
    );
    expect((await call(admin, 'POST', conv(a.displayId, '/unmerge'))).status).toBe(422);
    expect((await call(admin, 'POST', conv(b.displayId, '/unmerge'))).status).toBe(422);
  });

  it('merges into another contact’s conversation only for an administrator who confirms', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const a = await buildConversation(t, admin, { members: [agent] });
    const other = await call<{ payload: { contact: { id: number } } }>(admin, 'POST', '/contacts', { name: 'Other' });
    const b = await call<{ id: number }>(admin, 'POST', '/conversations', {
      inbox_id: a.inboxId,
      contact_id: other.body.payload.contact.id,
    });
    const body = { target_conversation_id: b.body.id };
    expect(
      await call(agent, 'POST', conv(a.displayId, '/merge'), { ...body, allow_other_contact: true }),
    ).toMatchObject({
      status: 401,
      body: { code: REFUSED.code },
    });
    const unconfirmed = await call<{ attributes: string[] }>(admin, 'POST', conv(a.displayId, '/merge'), body);
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.attributes).toEqual(['target_conversation_id']);
    const ok = await call(admin, 'POST', conv(a.displayId, '/merge'), { ...body, allow_other_contact: true });
    expect(ok.status).toBe(200);
  });
});

describe('merge, unmerge and split: who may', () => {
  it('401 without a token or with a bot token; 404 for another account; 401 for an agent outside either inbox', async () => {
    const admin = await buildAdmin(t);
    const { a, b } = await buildPair(admin);
    const stranger = await buildAdmin(t);
    const inside = await buildMember(t, { accountId: admin.accountId });
    const otherInbox = await buildConversation(t, admin, { members: [inside] });
    const paths = [
      [conv(a.displayId, '/merge'), { target_conversation_id: b.displayId }],
      [conv(a.displayId, '/unmerge'), undefined],
      [conv(a.displayId, '/split'), { message_id: 1 }],
    ] as const;
    const bot = await call<{ access_token: string }>(admin, 'POST', '/agent_bots', { name: 'Bot' });
    for (const [path, payload] of paths) {
      for (const headers of [{}, { api_access_token: bot.body.access_token }]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/accounts/${admin.accountId}${path}`,
          headers,
          ...(payload && { payload }),
        });
        expect(res.statusCode, path).toBe(401);
      }
      const foreign = await t.app.inject({
        method: 'POST',
        url: `/api/v1/accounts/${admin.accountId}${path}`,
        headers: stranger.headers,
        ...(payload && { payload }),
      });
      expect(foreign.statusCode, path).toBe(404);
      // An agent of another inbox: the source is not theirs.
      expect((await call(inside, 'POST', path, payload)).status, path).toBe(401);
    }
    // Access to the source but not to the target: refused, nothing moved.
    const target = { target_conversation_id: b.displayId };
    expect((await call(inside, 'POST', conv(otherInbox.displayId, '/merge'), target)).status).toBe(401);
    expect(await threadOf(admin, b.displayId)).toEqual(['b2', 'b4']);
    // Another account's conversation number is simply not found.
    const foreignPair = await buildPair(stranger);
    const cross = await call(admin, 'POST', conv(a.displayId, '/merge'), {
      target_conversation_id: foreignPair.b.displayId + 1000,
    });
    expect(cross.status).toBe(404);
  });
});

describe('merge with a custom role', () => {
  it('needs access to both: a participating-only role merges only between conversations it takes part in', async () => {
    const admin = await buildAdmin(t);
    const role = await buildCustomRole(t, admin.accountId, ['conversation_participating_manage']);
    const narrow = await buildMember(t, { accountId: admin.accountId, customRoleId: role.id });
    const { a, b } = await buildPair(admin, { members: [narrow] });
    await call(admin, 'POST', conv(a.displayId, '/participants'), { user_ids: [narrow.user.id] });
    const target = { target_conversation_id: b.displayId };
    expect((await call(narrow, 'POST', conv(a.displayId, '/merge'), target)).status).toBe(401);
    expect(await threadOf(admin, b.displayId)).toEqual(['b2', 'b4']);
    await call(admin, 'POST', conv(b.displayId, '/participants'), { user_ids: [narrow.user.id] });
    expect((await call(narrow, 'POST', conv(a.displayId, '/merge'), target)).status).toBe(200);
  });
});

describe('split', () => {
  it('moves the message and every later one to a new conversation of the same contact and inbox', async () => {
    const admin = await buildAdmin(t);
    const { a, ids } = await buildPair(admin);
    const split = await call<Record<string, unknown> & { id: number }>(admin, 'POST', conv(a.displayId, '/split'), {
      message_id: ids.a3,
    });
    expect(split.status).toBe(200);
    expect(split.body).toMatchObject({ inbox_id: a.inboxId, status: 'open', meta: { sender: { id: a.contactId } } });
    expect(split.body.id).not.toBe(a.displayId);
    expect(await threadOf(admin, a.displayId)).toEqual(['a1']);
    expect(await threadOf(admin, split.body.id)).toEqual(['a3']);
    const n = admin.user.name;
    expect((await activities(admin.accountId, a.displayId)).at(-1)).toBe(
      `Messages were split off into #${split.body.id} by ${n}`,
    );
    expect((await activities(admin.accountId, split.body.id)).at(-1)).toBe(`Split off from #${a.displayId} by ${n}`);
    expect((await events(admin.accountId, 'conversation.created')).at(-1)?.data).toMatchObject({ id: split.body.id });
    expect((await events(admin.accountId, 'conversation.split')).at(-1)?.data).toMatchObject({
      id: split.body.id,
      other: { id: a.displayId },
    });
  });

  it('moves a chosen set with message_ids, and refuses a set that would take every message', async () => {
    const admin = await buildAdmin(t);
    const { a, b, ids } = await buildPair(admin);
    const all = await call(admin, 'POST', conv(a.displayId, '/split'), { message_id: ids.a1, message_ids: [ids.a3] });
    expect(all.status).toBe(422);
    const foreign = await call(admin, 'POST', conv(b.displayId, '/split'), {
      message_id: ids.b4,
      message_ids: [ids.a1],
    });
    expect(foreign.status).toBe(422);
    const split = await call<{ id: number }>(admin, 'POST', conv(b.displayId, '/split'), {
      message_id: ids.b2,
      message_ids: [],
    });
    expect(split.status).toBe(200);
    expect(await threadOf(admin, split.body.id)).toEqual(['b2']);
    expect(await threadOf(admin, b.displayId)).toEqual(['b4']);
  });

  it('refuses the first message, an activity line and another conversation’s message', async () => {
    const admin = await buildAdmin(t);
    const { a, ids } = await buildPair(admin);
    const first = await call<{ attributes: string[] }>(admin, 'POST', conv(a.displayId, '/split'), {
      message_id: ids.a1,
    });
    expect(first.status).toBe(422);
    expect(first.body.attributes).toEqual(['message_id']);
    expect((await call(admin, 'POST', conv(a.displayId, '/split'), { message_id: ids.b2 })).status).toBe(422);
    expect((await call(admin, 'POST', conv(a.displayId, '/split'), { message_id: 'x' })).status).toBe(422);
    expect(await threadOf(admin, a.displayId)).toEqual(['a1', 'a3']);
  });
});

import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildCustomRole, buildLabels, buildMember } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { helpers } from './testHelpers.ts';

const t = setupTestApp();
const { call } = helpers(t);

type TList = { data: { meta: Record<string, number>; payload: { id: number }[] } };
/** POST conversations/filter answers {meta, payload} (Chatwoot's filter view, no `data`). */
type TFiltered = TList['data'];
const ids = (r: { body: TFiltered | TList }) =>
  ('data' in r.body ? r.body.data : r.body).payload.map((c) => c.id).sort((a, b) => a - b);

describe('POST conversations/filter', () => {
  it('combines standard and custom attribute conditions with AND/OR, values split on commas', async () => {
    const admin = await buildAdmin(t);
    await buildLabels(t, admin.accountId, ['billing']);
    const a = await buildConversation(t, admin);
    const b = await buildConversation(t, admin);
    const c = await buildConversation(t, admin);
    await call(admin, 'POST', `/conversations/${a.displayId}/labels`, { labels: ['billing'] });
    await call(admin, 'POST', `/conversations/${b.displayId}/toggle_status`, { status: 'pending' });
    await call(admin, 'POST', `/conversations/${c.displayId}/custom_attributes`, {
      custom_attributes: { plan: 'enterprise', seats: '40' },
    });
    await call(admin, 'PATCH', `/conversations/${c.displayId}`, { priority: 'high' });
    // Custom attribute keys must be defined in the account (Chatwoot: any other key is a 422).
    for (const key of ['plan', 'seats'])
      await call(admin, 'POST', '/custom_attribute_definitions', {
        attribute_display_name: key,
        attribute_key: key,
        attribute_model: 'conversation_attribute',
      });
    const filter = (payload: unknown[]) => call<TFiltered>(admin, 'POST', '/conversations/filter?page=1', { payload });
    const pending = await filter([{ attribute_key: 'status', filter_operator: 'equal_to', values: ['pending'] }]);
    expect(ids(pending)).toEqual([b.displayId]);
    expect(pending.body.meta).toMatchObject({ all_count: 1, unassigned_count: 1, mine_count: 0 });
    const orQuery = await filter([
      { attribute_key: 'labels', filter_operator: 'equal_to', values: ['billing'], query_operator: 'OR' },
      { attribute_key: 'plan', filter_operator: 'equal_to', values: ['ENTERPRISE'], query_operator: null },
    ]);
    expect(ids(orQuery)).toEqual([a.displayId, c.displayId]);
    const andQuery = await filter([
      { attribute_key: 'status', filter_operator: 'equal_to', values: ['open'], query_operator: 'AND' },
      { attribute_key: 'priority', filter_operator: 'equal_to', values: ['high'] },
    ]);
    expect(ids(andQuery)).toEqual([c.displayId]);
    const commas = await filter([
      { attribute_key: 'display_id', filter_operator: 'equal_to', values: [`${a.displayId},${b.displayId}`] },
    ]);
    expect(ids(commas)).toEqual([a.displayId, b.displayId]);
    const numeric = await filter([{ attribute_key: 'seats', filter_operator: 'is_greater_than', values: ['10'] }]);
    expect(ids(numeric)).toEqual([c.displayId]);
    const noLabels = await filter([
      { attribute_key: 'labels', filter_operator: 'is_not_present', values: [], query_operator: 'and' },
      { attribute_key: 'status', filter_operator: 'equal_to', values: ['all'] },
    ]);
    expect(ids(noLabels)).toEqual([b.displayId, c.displayId]);
    const recent = await filter([{ attribute_key: 'created_at', filter_operator: 'days_before', values: ['3'] }]);
    expect(ids(recent)).toEqual([]);
    const injection = await filter([
      { attribute_key: 'referer', filter_operator: 'contains', values: ["'; drop table conversations; --"] },
    ]);
    expect(injection.status).toBe(200);
    expect(ids(injection)).toEqual([]);
    const badValue = await filter([{ attribute_key: 'status', filter_operator: 'equal_to', values: ['closed'] }]);
    expect(badValue.status).toBe(422);
    expect((badValue.body as unknown as { attributes: string[] }).attributes).toEqual(['status']);
    const badOp = await filter([{ attribute_key: 'labels', filter_operator: 'is_greater_than', values: ['1'] }]);
    expect(badOp.status).toBe(422);
  });

  it('never returns conversations the member may not see', async () => {
    const admin = await buildAdmin(t);
    const outsider = await buildMember(t, { accountId: admin.accountId });
    await buildConversation(t, admin);
    const res = await call<TFiltered>(outsider, 'POST', '/conversations/filter', {
      payload: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'] }],
    });
    expect(res.body.payload).toEqual([]);
  });
  it('applies the assignee tab (assignee_type) together with the filter, counting every tab', async () => {
    const admin = await buildAdmin(t);
    const other = await buildMember(t, { accountId: admin.accountId });
    await buildLabels(t, admin.accountId, ['vip']);
    const mine = await buildConversation(t, admin, { members: [other] });
    const theirs = await buildConversation(t, admin, { members: [other] });
    const nobody = await buildConversation(t, admin);
    const plain = await buildConversation(t, admin);
    for (const c of [mine, theirs, nobody]) {
      await call(admin, 'POST', `/conversations/${c.displayId}/labels`, { labels: ['vip'] });
      await call(admin, 'POST', `/conversations/${c.displayId}/toggle_priority`, { priority: 'medium' });
    }
    await call(admin, 'POST', `/conversations/${mine.displayId}/assignments?assignee_id=${admin.user.id}`);
    await call(admin, 'POST', `/conversations/${theirs.displayId}/assignments?assignee_id=${other.user.id}`);
    await call(admin, 'POST', `/conversations/${plain.displayId}/assignments?assignee_id=${admin.user.id}`);
    const payload = [
      { attribute_key: 'labels', filter_operator: 'equal_to', values: ['vip'], query_operator: 'and' },
      { attribute_key: 'priority', filter_operator: 'equal_to', values: ['medium'], query_operator: null },
    ];
    const tab = (type: string) =>
      call<TFiltered>(admin, 'POST', `/conversations/filter?page=1&assignee_type=${type}`, { payload });
    const me = await tab('me');
    expect(ids(me)).toEqual([mine.displayId]);
    expect(me.body.meta).toMatchObject({ mine_count: 1, unassigned_count: 1, all_count: 3 });
    expect(ids(await tab('unassigned'))).toEqual([nobody.displayId]);
    expect(ids(await tab('assigned'))).toEqual([mine.displayId, theirs.displayId]);
    expect(ids(await tab('all'))).toEqual([mine.displayId, theirs.displayId, nobody.displayId]);
    // Without the parameter the filter spans every tab (Chatwoot's default).
    expect(ids(await call<TFiltered>(admin, 'POST', '/conversations/filter', { payload }))).toHaveLength(3);
    expect((await tab('others')).status).toBe(422);
  });
});

describe('search', () => {
  it('shows the matching message on a conversation hit, not the last one (GET search/conversations)', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin, { message: 'My parcel 4471 never arrived' });
    await call(admin, 'POST', `/conversations/${c.displayId}/messages`, { content: 'Please rate the conversation' });
    type THits = { payload: { conversations: { id: number; messages: { content: string }[] }[] } };
    for (const path of ['/search/conversations?q=parcel', '/search?q=parcel']) {
      const res = await call<THits>(admin, 'GET', path);
      expect(res.body.payload.conversations.map((x) => x.id)).toEqual([c.displayId]);
      expect(res.body.payload.conversations[0]?.messages.map((m) => m.content)).toEqual([
        'My parcel 4471 never arrived',
      ]);
    }
    // A hit on the contact alone keeps the last message.
    const byContact = await call<THits>(admin, 'GET', '/search/conversations?q=Customer');
    const hit = byContact.body.payload.conversations.find((x) => x.id === c.displayId);
    expect(hit?.messages.at(-1)?.content).toBe('Please rate the conversation');
  });

  it('finds conversations by number, contact and message text; messages and contacts on their own tabs', async () => {
    const admin = await buildAdmin(t);
    const a = await buildConversation(t, admin, { message: 'The invoice for March is attached' });
    const b = await buildConversation(t, admin);
    await call(admin, 'POST', `/conversations/${b.displayId}/messages`, { content: 'Refund 100% processed_ok' });
    const convSearch = await call<TList>(admin, 'GET', '/conversations/search?q=invoice');
    expect(ids(convSearch)).toEqual([a.displayId]);
    const byNumber = await call<TList>(admin, 'GET', `/conversations/search?q=${b.displayId}`);
    expect(ids(byNumber)).toContain(b.displayId);
    const wildcard = await call<TList>(admin, 'GET', `/conversations/search?q=${encodeURIComponent('100%')}`);
    expect(ids(wildcard)).toEqual([b.displayId]);
    const all = await call<{
      payload: {
        contacts: { id: number }[];
        conversations: { id: number; inbox: { id: number }; contact: { id: number } }[];
        messages: { content: string; conversation_id: number; inbox: { name: string } }[];
      };
    }>(admin, 'GET', '/search?q=invoice');
    expect(all.body.payload.conversations.map((c) => c.id)).toEqual([a.displayId]);
    expect(all.body.payload.conversations[0]).toMatchObject({ inbox: { id: a.inboxId }, contact: { id: a.contactId } });
    expect(all.body.payload.messages).toHaveLength(1);
    expect(all.body.payload.messages[0]).toMatchObject({ conversation_id: a.displayId, inbox: { name: 'Web' } });
    const contacts = await call<{ payload: { contacts: { id: number }[] } }>(
      admin,
      'GET',
      '/search/contacts?q=Customer',
    );
    expect(contacts.body.payload.contacts.length).toBeGreaterThanOrEqual(2);
    const msgs = await call<{ payload: { messages: unknown[] } }>(admin, 'GET', '/search/messages?q=refund');
    expect(msgs.body.payload.messages).toHaveLength(1);
    const short = await call<{ payload: { messages: unknown[] } }>(admin, 'GET', '/search/messages?q=is');
    expect(short.body.payload.messages).toHaveLength(1);
    const paged = await call<{ payload: { messages: unknown[] } }>(admin, 'GET', '/search/messages?q=refund&page=2');
    expect(paged.body.payload.messages).toEqual([]);
    const convTab = await call<{ payload: { conversations: unknown[] } }>(
      admin,
      'GET',
      '/search/conversations?q=march',
    );
    expect(convTab.body.payload.conversations).toHaveLength(1);
    expect((await call(admin, 'GET', '/search?q=')).body).toEqual({
      payload: { contacts: [], conversations: [], messages: [] },
    });
  });

  it('respects visibility: outsiders find no conversations or messages; contact-only roles get contacts only', async () => {
    const admin = await buildAdmin(t);
    const outsider = await buildMember(t, { accountId: admin.accountId });
    await buildConversation(t, admin, { message: 'zebra crossing' });
    const res = await call<{ payload: { conversations: unknown[]; messages: unknown[]; contacts: unknown[] } }>(
      outsider,
      'GET',
      '/search?q=zebra',
    );
    expect(res.body.payload).toEqual({ contacts: [], conversations: [], messages: [] });
    const role = await buildCustomRole(t, admin.accountId, ['contact_manage']);
    const contactsOnly = await buildMember(t, { accountId: admin.accountId, customRoleId: role.id });
    const found = await call<{ payload: { conversations: unknown[]; contacts: unknown[] } }>(
      contactsOnly,
      'GET',
      '/search?q=customer',
    );
    expect(found.status).toBe(200);
    expect(found.body.payload.conversations).toEqual([]);
    expect(found.body.payload.contacts.length).toBeGreaterThan(0);
    const reportsOnly = await buildMember(t, {
      accountId: admin.accountId,
      customRoleId: (await buildCustomRole(t, admin.accountId, ['report_manage'])).id,
    });
    expect((await call(reportsOnly, 'GET', '/search?q=customer')).status).toBe(401);
  });

  it('stays fast over a large history (trigram index, LIMIT per tab)', async () => {
    const admin = await buildAdmin(t);
    const c = await buildConversation(t, admin, { message: 'start' });
    await t.database.pool.query(
      `INSERT INTO messages (account_id, inbox_id, conversation_id, message_type, content, created_at)
       SELECT cv.account_id, cv.inbox_id, cv.id, (g % 2), 'routine message number ' || g || ' about shipping',
              now() - make_interval(secs => g)
       FROM conversations cv, generate_series(1, 30000) g
       WHERE cv.account_id = $1 AND cv.display_id = $2`,
      [admin.accountId, c.displayId],
    );
    await call(admin, 'POST', `/conversations/${c.displayId}/messages`, { content: 'the rare needleword is here' });
    await t.database.pool.query('ANALYZE messages');
    // The planner may prefer a scan on a small table; with scans off it must be able to use the index.
    const client = await t.database.pool.connect();
    const plan = await (async () => {
      try {
        await client.query('BEGIN');
        await client.query('SET LOCAL enable_seqscan = off');
        return await client.query<{ 'QUERY PLAN': string }>(
          "EXPLAIN SELECT id FROM messages WHERE account_id = $1 AND content ILIKE '%needleword%'",
          [admin.accountId],
        );
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    })();
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('messages_content_trgm_idx');
    const started = Date.now();
    const found = await call<{ payload: { messages: { content: string }[] } }>(
      admin,
      'GET',
      '/search/messages?q=needleword',
    );
    const conversations = await call<TList>(admin, 'GET', '/conversations/search?q=needleword');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(found.body.payload.messages.map((m) => m.content)).toEqual(['the rare needleword is here']);
    expect(ids(conversations)).toEqual([c.displayId]);
    const common = await call<{ payload: { messages: unknown[] } }>(admin, 'GET', '/search/messages?q=shipping&page=3');
    expect(common.body.payload.messages).toHaveLength(15);
  }, 60_000);
});

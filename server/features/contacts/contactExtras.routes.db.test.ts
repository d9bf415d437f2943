import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildCustomRole, buildLabels, buildMember, type TMember } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';

const t = setupTestApp();
const acc = (who: TMember, rest: string) => `/api/v1/accounts/${who.accountId}${rest}`;

const call = async <T = unknown>(
  who: TMember,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  rest: string,
  payload?: unknown,
) => {
  const res = await t.app.inject({ method, url: acc(who, rest), headers: who.headers, payload: payload as never });
  return { status: res.statusCode, body: res.json<T>() };
};

const newContact = async (who: TMember, payload: Record<string, unknown>) =>
  (await call<{ payload: { contact: { id: number } } }>(who, 'POST', '/contacts', payload)).body.payload.contact.id;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('contact labels', () => {
  it('replaces the list, announces contact.updated and powers the labels view', async () => {
    const agent = await buildMember(t);
    await buildLabels(t, agent.accountId, ['vip', 'billing']);
    const id = await newContact(agent, { name: 'L', email: 'l@example.test' });
    await newContact(agent, { name: 'Other', email: 'o@example.test' });
    expect((await call(agent, 'GET', `/contacts/${id}/labels`)).body).toEqual({ payload: [] });
    expect((await call(agent, 'POST', `/contacts/${id}/labels`, { labels: ['vip', 'billing', 'vip'] })).body).toEqual({
      payload: ['vip', 'billing'],
    });
    expect((await call(agent, 'POST', `/contacts/${id}/labels`, { labels: ['vip'] })).body).toEqual({
      payload: ['vip'],
    });
    const view = await call<{ meta: { count: number }; payload: { id: number }[] }>(
      agent,
      'GET',
      '/contacts?labels[]=vip',
    );
    expect(view.body.meta.count).toBe(1);
    expect(view.body.payload[0]?.id).toBe(id);
    const { rows } = await t.database.pool.query<{ name: string }>(
      'SELECT name FROM events WHERE account_id = $1 ORDER BY id',
      [agent.accountId],
    );
    expect(rows.filter((r) => r.name === 'contact.updated')).toHaveLength(2);
  });
});

describe('search counts', () => {
  it('caps the count of a broad search and says so', async () => {
    const agent = await buildMember(t);
    await t.database.pool.query(
      `INSERT INTO contacts (account_id, name) SELECT $1, 'Capped ' || g FROM generate_series(1, 1005) g`,
      [agent.accountId],
    );
    const broad = await call<{ meta: { count: number; count_capped?: boolean }; payload: unknown[] }>(
      agent,
      'GET',
      '/contacts/search?q=capped',
    );
    expect(broad.body.meta).toEqual({ count: 1000, current_page: 1, count_capped: true });
    expect(broad.body.payload).toHaveLength(15);
    const narrow = await call<{ meta: object }>(agent, 'GET', '/contacts/search?q=capped%201004');
    expect(narrow.body.meta).toEqual({ count: 1, current_page: 1 });
    expect((await call<{ meta: object }>(agent, 'GET', '/contacts')).body.meta).toEqual({
      count: 1005,
      current_page: 1,
    });
  });
});

describe('contact notes', () => {
  it('lists, creates, updates and deletes; any member may change any note (as Chatwoot)', async () => {
    const admin = await buildAdmin(t);
    const author = await buildMember(t, { accountId: admin.accountId });
    const other = await buildMember(t, { accountId: admin.accountId });
    const id = await newContact(author, { name: 'N', email: 'n@example.test' });
    const created = await call<{ id: number; content: string; user: { id: number } }>(
      author,
      'POST',
      `/contacts/${id}/notes`,
      { content: 'Called about billing' },
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ content: 'Called about billing', user: { id: author.user.id } });
    expect((await call(author, 'POST', `/contacts/${id}/notes`, { content: '  ' })).status).toBe(422);
    const noteId = created.body.id;
    expect((await call(other, 'PATCH', `/contacts/${id}/notes/${noteId}`, { content: 'Edited' })).body).toMatchObject({
      content: 'Edited',
    });
    const list = await call<{ content: string }[]>(other, 'GET', `/contacts/${id}/notes`);
    expect(list.body.map((n) => n.content)).toEqual(['Edited']);
    expect((await call(other, 'DELETE', `/contacts/${id}/notes/${noteId}`)).status).toBe(200);
    expect((await call<unknown[]>(author, 'GET', `/contacts/${id}/notes`)).body).toEqual([]);
  });
});

describe('contact extras', () => {
  it('uploads an avatar by multipart update, deletes it, and destroys custom attributes', async () => {
    const agent = await buildMember(t);
    const id = await newContact(agent, { name: 'Av', custom_attributes: { plan: 'pro', seats: 3 } });
    const boundary = '----contact' + Math.random().toString(16).slice(2);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAvery\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.app.inject({
      method: 'PUT',
      url: acc(agent, `/contacts/${id}`),
      headers: { ...agent.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(up.statusCode).toBe(200);
    const thumb = up.json<{ payload: { name: string; thumbnail: string } }>().payload;
    expect(thumb.name).toBe('Avery');
    expect(thumb.thumbnail).toMatch(/^\/uploads\/contacts\/.+\.png$/);
    expect((await t.app.inject({ method: 'GET', url: thumb.thumbnail })).statusCode).toBe(200);
    const del = await call<{ payload: { thumbnail: string } }>(agent, 'DELETE', `/contacts/${id}/avatar`);
    expect(del.body.payload.thumbnail).toBe('');
    expect((await t.app.inject({ method: 'GET', url: thumb.thumbnail })).statusCode).toBe(404);
    const destroyed = await call<{ payload: { custom_attributes: object } }>(
      agent,
      'POST',
      `/contacts/${id}/destroy_custom_attributes`,
      { custom_attributes: ['plan'] },
    );
    expect(destroyed.body.payload.custom_attributes).toEqual({ seats: 3 });
  });

  it('lists the conversations an agent may see and the contactable inboxes', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const outsider = await buildMember(t, { accountId: admin.accountId });
    const conv = await buildConversation(t, admin, { members: [agent], message: 'hello' });
    const mine = await call<{ payload: { id: number }[] }>(agent, 'GET', `/contacts/${conv.contactId}/conversations`);
    expect(mine.body.payload.map((c) => c.id)).toEqual([conv.displayId]);
    const theirs = await call<{ payload: unknown[] }>(outsider, 'GET', `/contacts/${conv.contactId}/conversations`);
    expect(theirs.body.payload).toEqual([]);
    const api = await call<{ id: number }>(admin, 'POST', '/inboxes', { name: 'API', channel: { type: 'api' } });
    const inboxes = await call<{ payload: { source_id: string; inbox: { id: number } }[] }>(
      admin,
      'GET',
      `/contacts/${conv.contactId}/contactable_inboxes`,
    );
    expect(inboxes.body.payload.map((i) => i.inbox.id).sort()).toEqual([conv.inboxId, api.body.id].sort());
  });
});

describe('contacts/filter', () => {
  it('applies every operator to standard and custom attributes with and/or', async () => {
    const admin = await buildAdmin(t);
    await buildLabels(t, admin.accountId, ['vip']);
    await call(admin, 'POST', '/custom_attribute_definitions', {
      attribute_display_name: 'Seats',
      attribute_key: 'seats',
      attribute_display_type: 1,
      attribute_model: 1,
    });
    await call(admin, 'POST', '/custom_attribute_definitions', {
      attribute_display_name: 'Renewal',
      attribute_key: 'renewal',
      attribute_display_type: 'date',
      attribute_model: 'contact_attribute',
    });
    const a = await newContact(admin, {
      name: 'Alice Smith',
      email: 'alice@acme.test',
      additional_attributes: { city: 'Paris', company_name: 'Acme' },
      custom_attributes: { seats: 10, renewal: '2030-01-01' },
    });
    const b = await newContact(admin, {
      name: 'Bob Jones',
      email: 'bob@other.test',
      additional_attributes: { city: 'Berlin' },
      custom_attributes: { seats: 'many', renewal: 'soon' },
    });
    const c = await newContact(admin, { name: 'Carol', phone_number: '+14155552671', custom_attributes: { seats: 2 } });
    await call(admin, 'POST', `/contacts/${c}/labels`, { labels: ['vip'] });
    await t.database.pool.query(`UPDATE contacts SET created_at = now() - interval '40 days' WHERE id = $1`, [b]);
    const ids = async (payload: unknown[]) => {
      const res = await call<{ payload: { id: number }[]; meta: { count: number } }>(
        admin,
        'POST',
        '/contacts/filter?page=1',
        { payload },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.payload.map((x) => x.id).sort((x, y) => x - y);
    };
    const cond = (attribute_key: string, filter_operator: string, values: unknown[] = [], query_operator?: string) => ({
      attribute_key,
      filter_operator,
      values,
      query_operator: query_operator ?? null,
    });
    expect(await ids([cond('name', 'equal_to', ['alice smith'])])).toEqual([a]);
    expect(await ids([cond('city', 'not_equal_to', ['Paris'])])).toEqual([b, c]);
    expect(await ids([cond('email', 'contains', ['acme,other'])])).toEqual([a, b]);
    expect(await ids([cond('email', 'does_not_contain', ['acme'])])).toEqual([b, c]);
    expect(await ids([cond('phone_number', 'is_present')])).toEqual([c]);
    expect(await ids([cond('email', 'is_not_present')])).toEqual([c]);
    expect(await ids([cond('seats', 'is_greater_than', ['5'])])).toEqual([a]);
    expect(await ids([cond('seats', 'is_less_than', [5])])).toEqual([c]);
    expect(await ids([cond('renewal', 'is_greater_than', ['2029-12-31'])])).toEqual([a]);
    expect(await ids([cond('created_at', 'days_before', ['30'])])).toEqual([b]);
    expect(await ids([cond('labels', 'equal_to', ['vip'])])).toEqual([c]);
    expect(await ids([cond('labels', 'not_equal_to', ['vip'])])).toEqual([a, b]);
    expect(await ids([cond('company', 'equal_to', ['acme'], 'or'), cond('labels', 'is_present')])).toEqual([a, c]);
    expect(await ids([cond('city', 'is_present', [], 'and'), cond('name', 'contains', ['bob'])])).toEqual([b]);
    // AND binds tighter than OR: name=Carol OR (city=Paris AND seats>100)
    expect(
      await ids([
        cond('name', 'equal_to', ['carol'], 'or'),
        cond('city', 'equal_to', ['paris'], 'and'),
        cond('seats', 'is_greater_than', ['100']),
      ]),
    ).toEqual([c]);
    // Values are parameters: an injection attempt is just a string that matches nothing.
    expect(await ids([cond('name', 'equal_to', ["x') OR 1=1 --"])])).toEqual([]);
  });

  it('422 naming the bad key, operator or value', async () => {
    const admin = await buildAdmin(t);
    const bad = async (payload: unknown[]) =>
      call<{ attributes: string[] }>(admin, 'POST', '/contacts/filter', { payload });
    const unknownKey = await bad([{ attribute_key: 'password', filter_operator: 'equal_to', values: ['x'] }]);
    expect(unknownKey.status).toBe(422);
    expect(unknownKey.body.attributes).toEqual(['payload.0.attribute_key']);
    const wrongOp = await bad([{ attribute_key: 'created_at', filter_operator: 'contains', values: ['x'] }]);
    expect(wrongOp.body.attributes).toEqual(['payload.0.filter_operator']);
    const noDate = await bad([{ attribute_key: 'created_at', filter_operator: 'is_less_than', values: ['soon'] }]);
    expect(noDate.body.attributes).toEqual(['payload.0.values']);
    expect((await bad([{ attribute_key: 'name', filter_operator: 'like', values: ['x'] }])).status).toBe(422);
  });
});

describe('actions/contact_merge', () => {
  it('moves conversations, notes, labels and attributes to the base, deletes the mergee and records it', async () => {
    const admin = await buildAdmin(t);
    await buildLabels(t, admin.accountId, ['vip', 'lead']);
    const conv = await buildConversation(t, admin, { message: 'hi' });
    const mergee = conv.contactId;
    await call(admin, 'PUT', `/contacts/${mergee}`, {
      email: 'old@example.test',
      custom_attributes: { plan: 'basic', tier: 'gold' },
    });
    await call(admin, 'POST', `/contacts/${mergee}/labels`, { labels: ['lead'] });
    await call(admin, 'POST', `/contacts/${mergee}/notes`, { content: 'mergee note' });
    const base = await newContact(admin, { name: 'Base', custom_attributes: { plan: 'pro' } });
    await call(admin, 'POST', `/contacts/${base}/labels`, { labels: ['vip'] });
    const res = await call<{ id: number; email: string; custom_attributes: object }>(
      admin,
      'POST',
      '/actions/contact_merge',
      { base_contact_id: base, mergee_contact_id: mergee },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: base,
      email: 'old@example.test',
      custom_attributes: { plan: 'pro', tier: 'gold' },
    });
    expect((await call(admin, 'GET', `/contacts/${mergee}`)).status).toBe(404);
    expect((await call(admin, 'GET', `/contacts/${base}/labels`)).body).toEqual({ payload: ['vip', 'lead'] });
    expect((await call<{ content: string }[]>(admin, 'GET', `/contacts/${base}/notes`)).body[0]?.content).toBe(
      'mergee note',
    );
    const convs = await call<{ payload: { id: number }[] }>(admin, 'GET', `/contacts/${base}/conversations`);
    expect(convs.body.payload.map((c) => c.id)).toEqual([conv.displayId]);
    const msgs = await call<{ payload: { message_type: number; content: string }[] }>(
      admin,
      'GET',
      `/conversations/${conv.displayId}/messages`,
    );
    expect(msgs.body.payload.at(-1)).toMatchObject({ message_type: 2, content: expect.stringContaining('merged') });
    const { rows } = await t.database.pool.query<{
      name: string;
      data: { id: number; meta?: { sender?: { id: number } } };
    }>('SELECT name, data FROM events WHERE account_id = $1 ORDER BY id DESC LIMIT 3', [admin.accountId]);
    expect(rows.map((r) => [r.name, r.data.id])).toEqual([
      ['contact.updated', base],
      ['contact.deleted', mergee],
      ['conversation.contact_changed', conv.displayId],
    ]);
    expect(rows[2]?.data.meta?.sender?.id).toBe(base);
    expect(
      (await call(admin, 'POST', '/actions/contact_merge', { base_contact_id: base, mergee_contact_id: base })).status,
    ).toBe(422);
  });
});

describe('tenancy and permissions', () => {
  it("404s another account's admin on every contact extra and 401s a role without contact_manage", async () => {
    const owner = await buildAdmin(t);
    const id = await newContact(owner, { name: 'Mine', email: 'mine@example.test' });
    const stranger = await buildAdmin(t);
    const as = (rest: string) => `/api/v1/accounts/${owner.accountId}${rest}`;
    for (const [method, rest, payload] of [
      ['GET', `/contacts/${id}/labels`],
      ['POST', `/contacts/${id}/labels`, { labels: ['x'] }],
      ['GET', `/contacts/${id}/notes`],
      ['GET', `/contacts/${id}/conversations`],
      ['POST', '/contacts/filter', { payload: [{ attribute_key: 'name', filter_operator: 'is_present' }] }],
      ['POST', '/actions/contact_merge', { base_contact_id: id, mergee_contact_id: id + 1 }],
    ] as const) {
      const res = await t.app.inject({ method, url: as(rest), headers: stranger.headers, payload: payload as never });
      expect(res.statusCode, `${method} ${rest}`).toBe(404);
    }
    // A contact of another account is not found even through one's own account.
    expect((await call(stranger, 'GET', `/contacts/${id}/labels`)).status).toBe(404);
    expect(
      (await call(stranger, 'POST', '/actions/contact_merge', { base_contact_id: id, mergee_contact_id: id })).status,
    ).toBe(422);
    const reporter = await buildMember(t, {
      accountId: owner.accountId,
      customRoleId: (await buildCustomRole(t, owner.accountId, ['report_manage'])).id,
    });
    expect((await call(reporter, 'GET', `/contacts/${id}/notes`)).status).toBe(401);
  });
});

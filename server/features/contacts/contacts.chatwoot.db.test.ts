import { describe, expect, it } from 'vitest';
import { heartbeat } from '../../realtime/presence.repo.ts';
import { setupTestApp } from '../../test/harness.ts';
import { accountCaller } from '../../test/accountCall.ts';
import { buildAdmin, buildLabels, buildMember, type TMember } from '../../test/factories.ts';

/** Contacts as Chatwoot's own controllers and specs answer (issue 17 item 5). */
const t = setupTestApp();

const call = accountCaller(t);

const newContact = async (who: TMember, payload: Record<string, unknown>) =>
  (await call<{ payload: { contact: { id: number } } }>(who, 'POST', '/contacts', payload)).body.payload.contact.id;

const newInbox = async (admin: TMember, channel: Record<string, unknown>, members: TMember[] = []) => {
  const inbox = (await call<{ id: number }>(admin, 'POST', '/inboxes', { name: 'In', channel })).body;
  if (members.length)
    await call(admin, 'POST', '/inbox_members', { inbox_id: inbox.id, user_ids: members.map((m) => m.user.id) });
  return inbox.id;
};

type TList = {
  meta: { count: number; current_page: number | string };
  payload: {
    id: number;
    availability_status: string;
    contact_inboxes?: { source_id: string; inbox: { id: number } }[];
  }[];
};

describe('contacts as Chatwoot answers', () => {
  it('only an administrator deletes a contact; an agent is refused and the contact stays', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const id = await newContact(agent, { name: 'Kept' });
    const refused = await call<{ message?: string; error?: string }>(agent, 'DELETE', `/contacts/${id}`);
    // 401 once permission failures answer as Chatwoot does; 403 before.
    expect([401, 403]).toContain(refused.status);
    expect(refused.body.error ?? refused.body.message).toBe('You are not authorized to do this action');
    expect((await call(agent, 'GET', `/contacts/${id}`)).status).toBe(200);
    expect((await call(admin, 'DELETE', `/contacts/${id}`)).status).toBe(200);
    expect((await call(agent, 'GET', `/contacts/${id}`)).status).toBe(404);
  });

  it("lets any agent show, edit and delete another agent's note", async () => {
    const author = await buildMember(t);
    const other = await buildMember(t, { accountId: author.accountId });
    const id = await newContact(author, { name: 'N' });
    const note = (await call<{ id: number }>(author, 'POST', `/contacts/${id}/notes`, { content: 'First call' })).body;
    const shown = await call(other, 'GET', `/contacts/${id}/notes/${note.id}`);
    expect(shown).toMatchObject({ status: 200, body: { id: note.id, content: 'First call', contact_id: id } });
    expect((await call(other, 'GET', `/contacts/${id}/notes/${note.id + 1000}`)).status).toBe(404);
    const edited = await call(other, 'PATCH', `/contacts/${id}/notes/${note.id}`, { content: 'Second call' });
    expect(edited).toMatchObject({ status: 200, body: { content: 'Second call' } });
    expect((await call(other, 'DELETE', `/contacts/${id}/notes/${note.id}`)).status).toBe(200);
    expect((await call(author, 'GET', `/contacts/${id}/notes/${note.id}`)).status).toBe(404);
  });

  it('list rows carry contact_inboxes unless include_contact_inboxes=false', async () => {
    const admin = await buildAdmin(t);
    const inboxId = await newInbox(admin, { type: 'api' });
    const id = await newContact(admin, { name: 'Linked', inbox_id: inboxId });
    const rows = (await call<TList>(admin, 'GET', '/contacts?include_contact_inboxes=true')).body.payload;
    expect(rows.find((r) => r.id === id)?.contact_inboxes).toEqual([
      {
        source_id: expect.any(String) as string,
        inbox: expect.objectContaining({ id: inboxId, name: 'In', channel_type: 'Channel::Api' }) as object,
      },
    ]);
    expect((await call<TList>(admin, 'GET', '/contacts')).body.payload[0]?.contact_inboxes).toHaveLength(1);
    const bare = (await call<TList>(admin, 'GET', '/contacts?include_contact_inboxes=false')).body.payload;
    expect(bare[0]).not.toHaveProperty('contact_inboxes');
  });

  it('filters by several labels[] matching any of them', async () => {
    const agent = await buildMember(t);
    await buildLabels(t, agent.accountId, ['vip', 'churn', 'other']);
    const vip = await newContact(agent, { name: 'V' });
    const churn = await newContact(agent, { name: 'C' });
    const other = await newContact(agent, { name: 'O' });
    await call(agent, 'POST', `/contacts/${vip}/labels`, { labels: ['vip'] });
    await call(agent, 'POST', `/contacts/${churn}/labels`, { labels: ['churn'] });
    await call(agent, 'POST', `/contacts/${other}/labels`, { labels: ['other'] });
    const res = (await call<TList>(agent, 'GET', '/contacts?labels[]=vip&labels[]=churn')).body;
    expect(res.meta.count).toBe(2);
    expect(res.payload.map((r) => r.id).sort()).toEqual([vip, churn].sort());
  });

  it('setting labels keeps only titles the account has a label for', async () => {
    const agent = await buildMember(t);
    await buildLabels(t, agent.accountId, ['vip']);
    const id = await newContact(agent, { name: 'L' });
    const set = await call(agent, 'POST', `/contacts/${id}/labels`, { labels: ['ghost', 'VIP', 'vip'] });
    expect(set.body).toEqual({ payload: ['vip'] });
    expect((await call(agent, 'GET', `/contacts/${id}/labels`)).body).toEqual({ payload: ['vip'] });
  });

  it('search also matches additional_attributes.company_name', async () => {
    const agent = await buildMember(t);
    const id = await newContact(agent, { name: 'Worker', additional_attributes: { company_name: 'Globex Corp' } });
    await newContact(agent, { name: 'Someone else' });
    const res = (await call<TList>(agent, 'GET', '/contacts/search?q=globex')).body;
    expect(res.payload.map((r) => r.id)).toEqual([id]);
  });

  it('GET contacts/active lists the contacts with a live widget presence', async () => {
    const agent = await buildMember(t);
    const online = await newContact(agent, { name: 'Online' });
    const stale = await newContact(agent, { name: 'Gone' });
    await newContact(agent, { name: 'Never' });
    await heartbeat(t.database.db, agent.accountId, 'Contact', online, 'node-a');
    await heartbeat(t.database.db, agent.accountId, 'Contact', stale, 'node-a');
    await t.database.pool.query(
      `UPDATE presences SET last_seen_at = now() - interval '10 minutes' WHERE owner_type = 'Contact' AND owner_id = $1`,
      [stale],
    );
    const res = await call<TList>(agent, 'GET', '/contacts/active');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ count: 1, current_page: 1 });
    expect(res.body.payload.map((r) => [r.id, r.availability_status])).toEqual([[online, 'online']]);
  });

  it('echoes meta.current_page as Chatwoot does: the page string sent, else 1', async () => {
    const agent = await buildMember(t);
    await newContact(agent, { name: 'P' });
    expect((await call<TList>(agent, 'GET', '/contacts')).body.meta.current_page).toBe(1);
    expect((await call<TList>(agent, 'GET', '/contacts?page=2')).body.meta.current_page).toBe('2');
    expect((await call<TList>(agent, 'GET', '/contacts/search?q=p&page=1')).body.meta.current_page).toBe('1');
    const filtered = await call<TList>(agent, 'POST', '/contacts/filter?page=3', {
      payload: [{ attribute_key: 'name', filter_operator: 'equal_to', values: ['P'] }],
    });
    expect(filtered.body.meta.current_page).toBe('3');
  });
});

describe('POST contacts/{id}/contact_inboxes', () => {
  it('links the contact to an API inbox and returns the source id with the inbox', async () => {
    const admin = await buildAdmin(t);
    const inboxId = await newInbox(admin, { type: 'api' });
    const id = await newContact(admin, { name: 'Integrated' });
    const generated = await call<{ source_id: string; inbox: { id: number } }>(
      admin,
      'POST',
      `/contacts/${id}/contact_inboxes`,
      { inbox_id: inboxId },
    );
    expect(generated.status).toBe(200);
    expect(generated.body.source_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.body.inbox).toMatchObject({ id: inboxId, channel_type: 'Channel::Api', name: 'In' });
    const chosen = await call(admin, 'POST', `/contacts/${id}/contact_inboxes`, {
      inbox_id: inboxId,
      source_id: 'crm-42',
    });
    expect(chosen).toMatchObject({ status: 200, body: { source_id: 'crm-42' } });
    // The same link again is found, not duplicated.
    expect(
      (await call(admin, 'POST', `/contacts/${id}/contact_inboxes`, { inbox_id: inboxId, source_id: 'crm-42' })).status,
    ).toBe(200);
    const { rows } = await t.database.pool.query<{ source_id: string }>(
      'SELECT source_id FROM contact_inboxes WHERE contact_id = $1 ORDER BY id',
      [id],
    );
    expect(rows.map((r) => r.source_id)).toEqual([generated.body.source_id, 'crm-42']);
    // The new conversation API takes that source id.
    const conv = await call(admin, 'POST', '/conversations', {
      source_id: 'crm-42',
      inbox_id: inboxId,
      contact_id: id,
    });
    expect(conv.status).toBe(200);
  });

  it('404 for a missing inbox or contact, 422 when the channel needs a field the contact lacks', async () => {
    const admin = await buildAdmin(t);
    const other = await buildAdmin(t);
    const foreign = await newInbox(other, { type: 'api' });
    const email = await newInbox(admin, {
      type: 'email',
      email: `support-${Date.now()}@example.test`,
    });
    const id = await newContact(admin, { name: 'No email' });
    expect((await call(admin, 'POST', `/contacts/${id}/contact_inboxes`, { inbox_id: foreign })).status).toBe(404);
    expect((await call(admin, 'POST', '/contacts/99999999/contact_inboxes', { inbox_id: email })).status).toBe(404);
    expect((await call(admin, 'POST', `/contacts/${id}/contact_inboxes`, { inbox_id: email })).status).toBe(422);
    expect((await call(admin, 'POST', `/contacts/${id}/contact_inboxes`, {})).status).toBe(422);
  });

  it("refuses an agent who is not a member of the inbox, and 422s another contact's source id", async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const closed = await newInbox(admin, { type: 'api' });
    const open = await newInbox(admin, { type: 'api' }, [agent]);
    const a = await newContact(admin, { name: 'A' });
    const b = await newContact(admin, { name: 'B' });
    expect([401, 403]).toContain(
      (await call(agent, 'POST', `/contacts/${a}/contact_inboxes`, { inbox_id: closed })).status,
    );
    expect(
      (await call(agent, 'POST', `/contacts/${a}/contact_inboxes`, { inbox_id: open, source_id: 'shared' })).status,
    ).toBe(200);
    expect(
      (await call(agent, 'POST', `/contacts/${b}/contact_inboxes`, { inbox_id: open, source_id: 'shared' })).status,
    ).toBe(422);
  });
});

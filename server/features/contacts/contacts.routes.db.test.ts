import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildCustomRole, buildMember, type TMember } from '../../test/factories.ts';

const t = setupTestApp();
const url = (accountId: number, rest = '') => `/api/v1/accounts/${accountId}/contacts${rest}`;

const create = (who: TMember, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: url(who.accountId), headers: who.headers, payload });

describe('contacts', () => {
  it('creates, shows, updates (merging attributes) and deletes a contact, announcing changes', async () => {
    const agent = await buildMember(t);
    const res = await create(agent, {
      name: 'Ada',
      email: 'ADA@example.test',
      phone_number: '+4420700000',
      custom_attributes: { plan: 'pro' },
    });
    expect(res.statusCode).toBe(200);
    const contact = res.json<{ payload: { contact: { id: number } } }>().payload.contact;
    expect(contact).toMatchObject({
      name: 'Ada',
      email: 'ada@example.test',
      phone_number: '+4420700000',
      custom_attributes: { plan: 'pro' },
    });
    const updated = await t.app.inject({
      method: 'PUT',
      url: url(agent.accountId, `/${contact.id}`),
      headers: agent.headers,
      payload: { custom_attributes: { seats: 3 }, additional_attributes: { city: 'London' } },
    });
    expect(updated.json()).toMatchObject({
      payload: { custom_attributes: { plan: 'pro', seats: 3 }, additional_attributes: { city: 'London' } },
    });
    const admin = await buildAdmin(t, { accountId: agent.accountId });
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(agent.accountId, `/${contact.id}`), headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: url(agent.accountId, `/${contact.id}`), headers: agent.headers }))
        .statusCode,
    ).toBe(404);
    const { rows } = await t.database.pool.query<{ name: string }>(
      'SELECT name FROM events WHERE account_id = $1 ORDER BY id',
      [agent.accountId],
    );
    expect(rows.map((r) => r.name)).toEqual(['contact.created', 'contact.updated', 'contact.deleted']);
  });

  it('422 duplicate_contact names the field and carries the existing contact', async () => {
    const agent = await buildMember(t);
    const first = (await create(agent, { name: 'A', email: 'a@example.test' })).json<{
      payload: { contact: { id: number } };
    }>().payload.contact;
    const dup = await create(agent, { name: 'B', email: 'A@example.test' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toMatchObject({
      code: 'duplicate_contact',
      attributes: ['email'],
      data: { contact: { id: first.id } },
    });
  });

  it('422 naming a bad phone number and email', async () => {
    const agent = await buildMember(t);
    const res = await create(agent, { name: 'X', email: 'nope', phone_number: '0123' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ attributes: string[] }>().attributes.sort()).toEqual(['email', 'phone_number']);
  });

  it('lists 15 a page, sorts asc/desc with blanks last, and searches name, email, phone and identifier', async () => {
    const agent = await buildMember(t);
    for (let i = 0; i < 17; i++)
      await create(agent, { name: `Person ${String(i).padStart(2, '0')}`, email: `p${i}@example.test` });
    await create(agent, { name: 'Zed', identifier: 'crm-4711', phone_number: '+15551234567' });
    const page1 = await t.app.inject({
      method: 'GET',
      url: `${url(agent.accountId)}?sort=name`,
      headers: agent.headers,
    });
    const body = page1.json<{ meta: { count: number; current_page: number }; payload: { name: string }[] }>();
    expect(body.meta).toEqual({ count: 18, current_page: 1 });
    expect(body.payload).toHaveLength(15);
    expect(body.payload[0]?.name).toBe('Person 00');
    const desc = await t.app.inject({
      method: 'GET',
      url: `${url(agent.accountId)}?sort=-email&page=1`,
      headers: agent.headers,
    });
    expect(desc.json<{ payload: { name: string }[] }>().payload[0]?.name).toBe('Person 09');
    const page2 = await t.app.inject({
      method: 'GET',
      url: `${url(agent.accountId)}?sort=-email&page=2`,
      headers: agent.headers,
    });
    expect(page2.json<{ payload: { name: string }[] }>().payload.at(-1)?.name).toBe('Zed');
    for (const q of ['crm-47', '555123', 'p16@', 'person 0']) {
      const s = await t.app.inject({
        method: 'GET',
        url: `${url(agent.accountId, '/search')}?q=${encodeURIComponent(q)}`,
        headers: agent.headers,
      });
      expect(s.json<{ meta: { count: number } }>().meta.count, q).toBeGreaterThan(0);
    }
    const none = await t.app.inject({
      method: 'GET',
      url: `${url(agent.accountId, '/search')}?q=%25`,
      headers: agent.headers,
    });
    expect(none.json<{ meta: { count: number } }>().meta.count).toBe(0);
    const badSort = await t.app.inject({
      method: 'GET',
      url: `${url(agent.accountId)}?sort=password`,
      headers: agent.headers,
    });
    expect(badSort.statusCode).toBe(422);
  });

  it('is open to contact_manage, closed to a custom role without it', async () => {
    const admin = await buildAdmin(t);
    const withIt = await buildMember(t, {
      accountId: admin.accountId,
      customRoleId: (await buildCustomRole(t, admin.accountId, ['contact_manage'])).id,
    });
    const without = await buildMember(t, {
      accountId: admin.accountId,
      customRoleId: (await buildCustomRole(t, admin.accountId, ['report_manage'])).id,
    });
    expect((await t.app.inject({ method: 'GET', url: url(admin.accountId), headers: withIt.headers })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: url(admin.accountId), headers: without.headers })).statusCode,
    ).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/harness.ts';
import { buildAdmin, buildMember } from '../test/factories.ts';

const t = setupTestApp();
const acc = (accountId: number, rest: string) => `/api/v1/accounts/${accountId}${rest}`;

/** A multipart body built by hand, so the test controls every byte. */
const multipart = (auth: Record<string, string>, fields: [string, string][], boundary = 'xYzBoundary') => ({
  headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  payload:
    fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') +
    `--${boundary}--\r\n`,
});
const urlencoded = (auth: Record<string, string>, text: string) => ({
  headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
  payload: text,
});

describe('trailing slashes', () => {
  it('routes GET and POST with a trailing slash like without', async () => {
    const admin = await buildAdmin(t);
    const made = await t.app.inject({
      method: 'POST',
      url: acc(admin.accountId, '/labels/'),
      headers: admin.headers,
      payload: { title: 'slashed' },
    });
    expect(made.statusCode).toBe(200);
    const id = made.json<{ id: number }>().id;
    const shown = await t.app.inject({
      method: 'GET',
      url: acc(admin.accountId, `/labels/${id}/`),
      headers: admin.headers,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id, title: 'slashed' });
  });

  it('still answers 404 JSON for an unknown path with a slash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('form bodies', () => {
  it('creates a label from urlencoded fields, casting booleans by the contract', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: acc(admin.accountId, '/labels'),
      ...urlencoded(admin.headers, 'label[title]=form-label&label[show_on_sidebar]=false&label[color]=%23aabbcc'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'form-label', show_on_sidebar: false, color: '#aabbcc' });
  });

  it('creates a contact from urlencoded bracket nesting', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: acc(admin.accountId, '/contacts'),
      ...urlencoded(
        admin.headers,
        'contact[name]=Form+Person&contact[email]=form%40example.test&contact[custom_attributes][tier]=gold&contact[additional_attributes][city]=Lyon',
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ payload: { contact: unknown } }>().payload.contact).toMatchObject({
      name: 'Form Person',
      email: 'form@example.test',
      custom_attributes: { tier: 'gold' },
      additional_attributes: { city: 'Lyon' },
    });
  });

  it('creates a contact from multipart text fields without a file', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: acc(admin.accountId, '/contacts'),
      ...multipart(admin.headers, [
        ['contact[name]', 'Multi Part'],
        ['contact[custom_attributes][plan]', 'pro'],
      ]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ payload: { contact: unknown } }>().payload.contact).toMatchObject({
      name: 'Multi Part',
      custom_attributes: { plan: 'pro' },
    });
  });

  it('reads multipart fields as the JSON body of a JSON route, lists and numbers cast', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const team = await t.app.inject({
      method: 'POST',
      url: acc(admin.accountId, '/teams'),
      ...multipart(admin.headers, [
        ['name', 'multipart team'],
        ['allow_auto_assign', 'false'],
      ]),
    });
    expect(team.statusCode).toBe(200);
    expect(team.json()).toMatchObject({ name: 'multipart team', allow_auto_assign: false });
    const teamId = team.json<{ id: number }>().id;
    const members = await t.app.inject({
      method: 'POST',
      url: acc(admin.accountId, `/teams/${teamId}/team_members`),
      ...urlencoded(admin.headers, `user_ids[]=${agent.user.id}`),
    });
    expect(members.statusCode).toBe(200);
    expect(members.json<{ id: number }[]>().map((m) => m.id)).toEqual([agent.user.id]);
  });

  it('sends a form value that does not cast to Zod as a 422 naming the field', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: acc(admin.accountId, '/labels'),
      ...urlencoded(admin.headers, 'title=fine&show_on_sidebar=maybe'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ attributes: ['show_on_sidebar'] });
  });
});

describe('wrapped parameters', () => {
  it('accepts labels, teams and custom filters wrapped in their resource name', async () => {
    const admin = await buildAdmin(t);
    const label = await t.app.inject({
      method: 'POST',
      url: acc(admin.accountId, '/labels'),
      headers: admin.headers,
      payload: { label: { title: 'wrapped', description: 'from the SDK' } },
    });
    expect(label.statusCode).toBe(200);
    expect(label.json()).toMatchObject({ title: 'wrapped', description: 'from the SDK' });
    const team = await t.app.inject({
      method: 'POST',
      url: acc(admin.accountId, '/teams'),
      headers: admin.headers,
      payload: { team: { name: 'wrapped team' } },
    });
    expect(team.statusCode).toBe(200);
    expect(team.json()).toMatchObject({ name: 'wrapped team' });
    const filter = await t.app.inject({
      method: 'POST',
      url: acc(admin.accountId, '/custom_filters'),
      headers: admin.headers,
      payload: {
        custom_filter: {
          name: 'Open',
          type: 'conversation',
          query: { payload: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'] }] },
        },
      },
    });
    expect(filter.statusCode).toBe(200);
    expect(filter.json()).toMatchObject({ name: 'Open', filter_type: 'conversation' });
  });

  it('lets the wrapped value win over a bare one, as params.require(:resource) does', async () => {
    const admin = await buildAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: acc(admin.accountId, '/contacts'),
      headers: admin.headers,
      payload: { name: 'bare', contact: { name: 'Wrapped Contact', phone_number: '+14155550123' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ payload: { contact: unknown } }>().payload.contact).toMatchObject({
      name: 'Wrapped Contact',
      phone_number: '+14155550123',
    });
  });

  it('updates an agent with wrapped parameters through PUT', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const res = await t.app.inject({
      method: 'PUT',
      url: acc(admin.accountId, `/agents/${agent.user.id}`),
      headers: admin.headers,
      payload: { agent: { role: 'administrator' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: agent.user.id, role: 'administrator' });
  });
});

describe('PUT and PATCH', () => {
  it('gives every PATCH route a PUT twin', () => {
    const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
    const routes = new Set(t.app.routeList.map(key));
    const patches = t.app.routeList.filter((r) => r.method === 'PATCH');
    expect(patches.length).toBeGreaterThan(20);
    expect(patches.filter((r) => !routes.has(key({ method: 'PUT', url: r.url })))).toEqual([]);
  });

  it('updates labels, teams and custom attributes through PUT', async () => {
    const admin = await buildAdmin(t);
    const label = await t.app.inject({
      method: 'POST',
      url: acc(admin.accountId, '/labels'),
      headers: admin.headers,
      payload: { title: 'put-me' },
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: acc(admin.accountId, `/labels/${label.json<{ id: number }>().id}`),
      headers: admin.headers,
      payload: { description: 'put' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ title: 'put-me', description: 'put' });
    const team = await t.app.inject({
      method: 'POST',
      url: acc(admin.accountId, '/teams'),
      headers: admin.headers,
      payload: { name: 'put team' },
    });
    const teamPut = await t.app.inject({
      method: 'PUT',
      url: acc(admin.accountId, `/teams/${team.json<{ id: number }>().id}`),
      headers: admin.headers,
      payload: { description: 'via put' },
    });
    expect(teamPut.statusCode).toBe(200);
    expect(teamPut.json()).toMatchObject({ name: 'put team', description: 'via put' });
    const attr = await t.app.inject({
      method: 'POST',
      url: acc(admin.accountId, '/custom_attribute_definitions'),
      headers: admin.headers,
      payload: {
        attribute_display_name: 'Tier',
        attribute_key: 'tier',
        attribute_display_type: 'text',
        attribute_model: 'contact_attribute',
      },
    });
    expect(attr.statusCode).toBe(200);
    const attrPut = await t.app.inject({
      method: 'PUT',
      url: acc(admin.accountId, `/custom_attribute_definitions/${attr.json<{ id: number }>().id}`),
      headers: admin.headers,
      payload: { custom_attribute_definition: { attribute_description: 'via put' } },
    });
    expect(attrPut.statusCode).toBe(200);
    expect(attrPut.json()).toMatchObject({ attribute_description: 'via put' });
  });
});

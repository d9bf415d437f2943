import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildMember } from '../../test/factories.ts';

const t = setupTestApp();
const url = (accountId: number, rest = '') => `/api/v1/accounts/${accountId}/custom_filters${rest}`;
const query = {
  payload: [{ attribute_key: 'status', filter_operator: 'equal_to', values: ['open'], query_operator: null }],
};

describe('custom filters', () => {
  it('saves personal folders and segments, listed by type', async () => {
    const me = await buildMember(t);
    const folder = await t.app.inject({
      method: 'POST',
      url: url(me.accountId),
      headers: me.headers,
      payload: { name: 'Open ones', type: 'conversation', query },
    });
    expect(folder.statusCode).toBe(200);
    expect(folder.json()).toMatchObject({ name: 'Open ones', filter_type: 'conversation', query });
    await t.app.inject({
      method: 'POST',
      url: url(me.accountId),
      headers: me.headers,
      payload: {
        name: 'VIPs',
        type: 'contact',
        query: {
          payload: [{ attribute_key: 'name', filter_operator: 'contains', values: ['a'], query_operator: null }],
        },
      },
    });
    const segments = await t.app.inject({
      method: 'GET',
      url: `${url(me.accountId)}?filter_type=contact`,
      headers: me.headers,
    });
    expect(segments.json<{ name: string }[]>().map((f) => f.name)).toEqual(['VIPs']);
    const id = folder.json<{ id: number }>().id;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: url(me.accountId, `/${id}`),
      headers: me.headers,
      payload: { name: 'Still open' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Still open' });
    // Chatwoot answers the delete 204 with no body.
    const removed = await t.app.inject({ method: 'DELETE', url: url(me.accountId, `/${id}`), headers: me.headers });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
  });

  it("keeps a colleague's filters private", async () => {
    const me = await buildMember(t);
    const colleague = await buildMember(t, { accountId: me.accountId });
    const id = (
      await t.app.inject({
        method: 'POST',
        url: url(me.accountId),
        headers: me.headers,
        payload: { name: 'Mine', query },
      })
    ).json<{ id: number }>().id;
    expect(
      (await t.app.inject({ method: 'GET', url: url(me.accountId, `/${id}`), headers: colleague.headers })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(me.accountId), headers: colleague.headers })).json()).toEqual(
      [],
    );
  });

  it('422 naming a missing name or an empty query, and a bad filter_type', async () => {
    const me = await buildMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: url(me.accountId),
      headers: me.headers,
      payload: { query: { payload: [] } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ attributes: string[] }>().attributes.sort()).toEqual(['name', 'query.payload']);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url(me.accountId)}?filter_type=nope`, headers: me.headers }))
        .statusCode,
    ).toBe(422);
  });
});

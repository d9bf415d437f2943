import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';

const t = setupTestApp();

const call = async <T = unknown>(who: TMember, method: 'POST', rest: string, payload?: unknown) => {
  const res = await t.app.inject({
    method,
    url: `/api/v1/accounts/${who.accountId}${rest}`,
    headers: who.headers,
    payload: payload as never,
  });
  return { status: res.statusCode, body: res.json<T>() };
};
const newContact = async (who: TMember, payload: Record<string, unknown>) =>
  (await call<{ payload: { contact: { id: number } } }>(who, 'POST', '/contacts', payload)).body.payload.contact.id;
const define = (who: TMember, key: string, type: string, values: string[] = []) =>
  call(who, 'POST', '/custom_attribute_definitions', {
    attribute_display_name: key,
    attribute_key: key,
    attribute_model: 'contact_attribute',
    attribute_display_type: type,
    ...(values.length && { attribute_values: values }),
  });

describe('contacts/filter: several values and typed custom attributes', () => {
  it('matches list, number and checkbox attributes, several values at once', async () => {
    const admin = await buildAdmin(t);
    await define(admin, 'tier', 'list', ['gold', 'silver', 'bronze']);
    await define(admin, 'seats', 'number');
    await define(admin, 'beta', 'checkbox');
    const a = await newContact(admin, { name: 'A', custom_attributes: { tier: 'gold', seats: 3, beta: true } });
    const b = await newContact(admin, { name: 'B', custom_attributes: { tier: 'silver', seats: 30 } });
    const c = await newContact(admin, {
      name: 'C',
      additional_attributes: { country_code: 'BR', referer: 'https://ads.example/x' },
      custom_attributes: { tier: 'bronze', seats: 300, beta: false },
    });
    const ids = async (payload: unknown[]) => {
      const res = await call<{ payload: { id: number }[] }>(admin, 'POST', '/contacts/filter', { payload });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.payload.map((x) => x.id).sort((x, y) => x - y);
    };
    const cond = (attribute_key: string, filter_operator: string, values: unknown[]) => ({
      attribute_key,
      filter_operator,
      values,
      query_operator: null,
    });
    expect(await ids([cond('tier', 'equal_to', ['gold', 'bronze'])])).toEqual([a, c]);
    expect(await ids([cond('tier', 'not_equal_to', ['gold', 'bronze'])])).toEqual([b]);
    expect(await ids([cond('seats', 'equal_to', ['3', 300])])).toEqual([a, c]);
    expect(await ids([cond('seats', 'not_equal_to', ['3'])])).toEqual([b, c]);
    expect(await ids([cond('beta', 'equal_to', [true])])).toEqual([a]);
    expect(await ids([cond('beta', 'not_equal_to', ['true'])])).toEqual([b, c]);
    expect(await ids([cond('country_code', 'equal_to', ['br', 'fr'])])).toEqual([c]);
    expect(await ids([cond('referer', 'contains', ['ads.example'])])).toEqual([c]);
    const bad = await call<{ attributes: string[] }>(admin, 'POST', '/contacts/filter', {
      payload: [cond('seats', 'equal_to', ['3', 'lots'])],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.attributes).toEqual(['payload.0.values']);
  });

  it("never filters on another account's contact attributes", async () => {
    const admin = await buildAdmin(t);
    const stranger = await buildAdmin(t);
    await define(stranger, 'secret_tier', 'list', ['gold']);
    await newContact(admin, { name: 'A', custom_attributes: { secret_tier: 'gold' } });
    const res = await call<{ attributes: string[] }>(admin, 'POST', '/contacts/filter', {
      payload: [{ attribute_key: 'secret_tier', filter_operator: 'equal_to', values: ['gold'] }],
    });
    expect(res.status).toBe(422);
    expect(res.body.attributes).toEqual(['payload.0.attribute_key']);
  });
});

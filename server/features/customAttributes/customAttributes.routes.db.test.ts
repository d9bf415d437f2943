import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, buildMember } from '../../test/factories.ts';

const t = setupTestApp();
const url = (accountId: number, rest = '') => `/api/v1/accounts/${accountId}/custom_attribute_definitions${rest}`;

describe('custom attribute definitions', () => {
  it('creates, lists by model, shows, updates and deletes; agents only read', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const created = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId),
      headers: admin.headers,
      payload: {
        attribute_display_name: 'Plan',
        attribute_key: 'plan',
        attribute_display_type: 6,
        attribute_model: 1,
        attribute_values: ['free', 'pro'],
        attribute_description: 'Billing plan',
      },
    });
    expect(created.statusCode).toBe(200);
    const def = created.json<{ id: number }>();
    expect(def).toMatchObject({
      attribute_key: 'plan',
      attribute_display_type: 'list',
      attribute_model: 'contact_attribute',
      attribute_values: ['free', 'pro'],
    });
    await t.app.inject({
      method: 'POST',
      url: url(admin.accountId),
      headers: admin.headers,
      payload: { attribute_display_name: 'Plan', attribute_key: 'plan', attribute_model: 0 },
    });
    const contactsOnly = await t.app.inject({
      method: 'GET',
      url: `${url(admin.accountId)}?attribute_model=1`,
      headers: agent.headers,
    });
    expect(contactsOnly.json<{ attribute_model: string }[]>().map((d) => d.attribute_model)).toEqual([
      'contact_attribute',
    ]);
    const all = await t.app.inject({ method: 'GET', url: url(admin.accountId), headers: agent.headers });
    expect(all.json<unknown[]>()).toHaveLength(2);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: url(admin.accountId, `/${def.id}`),
      headers: admin.headers,
      payload: { attribute_display_name: 'Billing plan', attribute_values: ['free', 'pro', 'team'] },
    });
    expect(patched.json()).toMatchObject({
      attribute_display_name: 'Billing plan',
      attribute_values: ['free', 'pro', 'team'],
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: url(admin.accountId),
          headers: agent.headers,
          payload: { attribute_display_name: 'X', attribute_key: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(admin.accountId, `/${def.id}`), headers: agent.headers }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(admin.accountId, `/${def.id}`), headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: url(admin.accountId, `/${def.id}`), headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('422 with a server message for a taken or reserved key, a bad type and an empty list', async () => {
    const admin = await buildAdmin(t);
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: url(admin.accountId), headers: admin.headers, payload });
    await post({ attribute_display_name: 'Tier', attribute_key: 'tier', attribute_model: 1 });
    const taken = await post({ attribute_display_name: 'Tier 2', attribute_key: 'tier', attribute_model: 1 });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      message: 'Attribute key has already been taken',
      attributes: ['attribute_key'],
    });
    const reserved = await post({ attribute_display_name: 'Email', attribute_key: 'email', attribute_model: 1 });
    expect(reserved.json<{ attributes: string[] }>().attributes).toEqual(['attribute_key']);
    const badType = await post({ attribute_display_name: 'X', attribute_key: 'x', attribute_display_type: 9 });
    expect(badType.json<{ attributes: string[] }>().attributes).toEqual(['attribute_display_type']);
    const emptyList = await post({ attribute_display_name: 'L', attribute_key: 'l', attribute_display_type: 'list' });
    expect(emptyList.json<{ attributes: string[] }>().attributes).toEqual(['attribute_values']);
    const badKey = await post({ attribute_display_name: 'K', attribute_key: 'has space' });
    expect(badKey.statusCode).toBe(422);
  });

  it("404s another account's administrator", async () => {
    const admin = await buildAdmin(t);
    const stranger = await buildAdmin(t);
    const created = await t.app.inject({
      method: 'POST',
      url: url(admin.accountId),
      headers: admin.headers,
      payload: { attribute_display_name: 'Secret', attribute_key: 'secret' },
    });
    const id = created.json<{ id: number }>().id;
    expect(
      (await t.app.inject({ method: 'GET', url: url(admin.accountId, `/${id}`), headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: url(stranger.accountId, `/${id}`), headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(stranger.accountId, `/${id}`), headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
  });
});

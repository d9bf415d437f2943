import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { buildAdmin, type TMember } from '../../test/factories.ts';
import { buildConversation } from '../../test/conversationFactories.ts';
import { helpers } from './testHelpers.ts';

const t = setupTestApp();
const { call } = helpers(t);

type TFiltered = { meta: Record<string, number>; payload: { id: number }[] };
type TError = { message: string; attributes: string[] };
const ids = (r: { body: TFiltered }) => r.body.payload.map((c) => c.id).sort((a, b) => a - b);

const define = (who: TMember, key: string, model: string, type: string, values: string[] = []) =>
  call(who, 'POST', '/custom_attribute_definitions', {
    attribute_display_name: key,
    attribute_key: key,
    attribute_model: model,
    attribute_display_type: type,
    ...(values.length && { attribute_values: values }),
  });

/** The widget stores these on the conversation (browser_language, country_code, referer). */
const setAdditional = (displayId: number, accountId: number, extra: Record<string, string>) =>
  t.database.pool.query(
    'UPDATE conversations SET additional_attributes = additional_attributes || $1::jsonb WHERE account_id = $2 AND display_id = $3',
    [JSON.stringify(extra), accountId, displayId],
  );

describe('POST conversations/filter: several values, custom attributes by type, visitor attributes', () => {
  it('matches any of several values for equal_to and none of them for not_equal_to', async () => {
    const admin = await buildAdmin(t);
    const [a, b, c] = [
      await buildConversation(t, admin),
      await buildConversation(t, admin),
      await buildConversation(t, admin),
    ];
    await call(admin, 'POST', `/conversations/${a.displayId}/toggle_priority`, { priority: 'high' });
    await call(admin, 'POST', `/conversations/${b.displayId}/toggle_priority`, { priority: 'urgent' });
    await call(admin, 'POST', `/conversations/${c.displayId}/toggle_priority`, { priority: 'low' });
    const filter = (payload: unknown[]) => call<TFiltered>(admin, 'POST', '/conversations/filter', { payload });
    const some = await filter([{ attribute_key: 'priority', filter_operator: 'equal_to', values: ['high', 'urgent'] }]);
    expect(ids(some)).toEqual([a.displayId, b.displayId]);
    const others = await filter([
      { attribute_key: 'priority', filter_operator: 'not_equal_to', values: ['high', 'urgent'] },
    ]);
    expect(ids(others)).toEqual([c.displayId]);
    const inboxes = await filter([
      { attribute_key: 'inbox_id', filter_operator: 'equal_to', values: [a.inboxId, c.inboxId] },
    ]);
    expect(ids(inboxes)).toEqual([a.displayId, c.displayId]);
  });

  it('filters on browser_language, country_code and referer', async () => {
    const admin = await buildAdmin(t);
    const fr = await buildConversation(t, admin);
    const de = await buildConversation(t, admin);
    const none = await buildConversation(t, admin);
    await setAdditional(fr.displayId, admin.accountId, {
      browser_language: 'fr',
      country_code: 'FR',
      referer: 'https://shop.example/pricing',
    });
    await setAdditional(de.displayId, admin.accountId, {
      browser_language: 'de',
      country_code: 'DE',
      referer: 'https://blog.example/',
    });
    const filter = (payload: unknown[]) => call<TFiltered>(admin, 'POST', '/conversations/filter', { payload });
    const langs = await filter([
      { attribute_key: 'browser_language', filter_operator: 'equal_to', values: ['fr', 'de'] },
    ]);
    expect(ids(langs)).toEqual([fr.displayId, de.displayId]);
    const notFr = await filter([{ attribute_key: 'country_code', filter_operator: 'not_equal_to', values: ['fr'] }]);
    expect(ids(notFr)).toEqual([de.displayId, none.displayId]);
    const shop = await filter([{ attribute_key: 'referer', filter_operator: 'contains', values: ['shop.example'] }]);
    expect(ids(shop)).toEqual([fr.displayId]);
  });

  it('compares custom attributes by their type, conversation and contact ones', async () => {
    const admin = await buildAdmin(t);
    await define(admin, 'plan', 'conversation_attribute', 'list', ['free', 'pro', 'enterprise']);
    await define(admin, 'seats', 'conversation_attribute', 'number');
    await define(admin, 'renewal', 'conversation_attribute', 'date');
    await define(admin, 'churn_risk', 'conversation_attribute', 'checkbox');
    await define(admin, 'tier', 'contact_attribute', 'list', ['gold', 'silver']);
    const a = await buildConversation(t, admin);
    const b = await buildConversation(t, admin);
    const c = await buildConversation(t, admin);
    const attrs = (displayId: number, custom_attributes: Record<string, unknown>) =>
      call(admin, 'POST', `/conversations/${displayId}/custom_attributes`, { custom_attributes });
    await attrs(a.displayId, { plan: 'pro', seats: 5, renewal: '2026-01-10', churn_risk: true });
    await attrs(b.displayId, { plan: 'enterprise', seats: 40, renewal: '2026-06-01' });
    await attrs(c.displayId, { plan: 'free', seats: 1, churn_risk: false });
    await call(admin, 'PUT', `/contacts/${b.contactId}`, { custom_attributes: { tier: 'gold' } });
    await call(admin, 'PUT', `/contacts/${c.contactId}`, { custom_attributes: { tier: 'silver' } });
    const filter = (payload: unknown[]) => call<TFiltered>(admin, 'POST', '/conversations/filter', { payload });
    const q = (attribute_key: string, filter_operator: string, values: unknown[], extra = {}) =>
      filter([{ attribute_key, filter_operator, values, ...extra }]);

    expect(ids(await q('plan', 'equal_to', ['pro', 'enterprise']))).toEqual([a.displayId, b.displayId]);
    expect(ids(await q('plan', 'not_equal_to', ['pro', 'enterprise']))).toEqual([c.displayId]);
    // Numbers compare as numbers (5 < 10 < 40), not as text.
    expect(ids(await q('seats', 'is_greater_than', ['10']))).toEqual([b.displayId]);
    expect(ids(await q('seats', 'equal_to', ['1', '5']))).toEqual([a.displayId, c.displayId]);
    expect(ids(await q('renewal', 'is_less_than', ['2026-03-01']))).toEqual([a.displayId]);
    expect(ids(await q('renewal', 'is_not_present', []))).toEqual([c.displayId]);
    const risky = await q('churn_risk', 'equal_to', [true]);
    expect(ids(risky)).toEqual([a.displayId]);
    expect(ids(await q('churn_risk', 'equal_to', ['false']))).toEqual([b.displayId, c.displayId]);
    // The contact's attribute, named as Chatwoot's dashboard does (custom_attribute_type).
    const gold = await q('tier', 'equal_to', ['gold', 'silver'], { custom_attribute_type: 'contact_attribute' });
    expect(ids(gold)).toEqual([b.displayId, c.displayId]);
    expect(ids(await q('tier', 'equal_to', ['gold']))).toEqual([b.displayId]);
    // A conversation attribute asked for as a contact's is not one.
    expect((await q('plan', 'equal_to', ['pro'], { custom_attribute_type: 'contact_attribute' })).status).toBe(422);

    const badNumber = await q('seats', 'equal_to', ['many']);
    expect(badNumber.status).toBe(422);
    expect((badNumber.body as unknown as TError).message).toMatch(/seats.*must be a number/);
    expect((badNumber.body as unknown as TError).attributes).toEqual(['seats']);
    const badOp = await q('renewal', 'contains', ['2026']);
    expect(badOp.status).toBe(422);
    expect((badOp.body as unknown as TError).message).toMatch(/renewal.*contains/);
    expect((await q('churn_risk', 'equal_to', ['maybe'])).status).toBe(422);
  });

  it("never uses another account's attribute definitions", async () => {
    const admin = await buildAdmin(t);
    const stranger = await buildAdmin(t);
    await define(stranger, 'secret_plan', 'conversation_attribute', 'text');
    await define(stranger, 'secret_tier', 'contact_attribute', 'list', ['gold']);
    const mine = await buildConversation(t, admin);
    await call(admin, 'POST', `/conversations/${mine.displayId}/custom_attributes`, {
      custom_attributes: { secret_plan: 'x' },
    });
    for (const key of ['secret_plan', 'secret_tier']) {
      const res = await call<TFiltered>(admin, 'POST', '/conversations/filter', {
        payload: [{ attribute_key: key, filter_operator: 'equal_to', values: ['x'] }],
      });
      expect(res.status).toBe(422);
      expect((res.body as unknown as TError).attributes).toEqual([key]);
    }
  });
});

describe('custom filters check their query', () => {
  it('422 for a folder whose condition cannot run; saves and edits one that can', async () => {
    const admin = await buildAdmin(t);
    await define(admin, 'plan', 'conversation_attribute', 'list', ['pro']);
    const bad = await call<TError>(admin, 'POST', '/custom_filters', {
      name: 'Broken',
      type: 'conversation',
      query: { payload: [{ attribute_key: 'nope', filter_operator: 'equal_to', values: ['x'] }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.attributes).toEqual(['nope']);
    const made = await call<{ id: number }>(admin, 'POST', '/custom_filters', {
      name: 'Pro',
      type: 'conversation',
      query: { payload: [{ attribute_key: 'plan', filter_operator: 'equal_to', values: ['pro'] }] },
    });
    expect(made.status).toBe(200);
    const badEdit = await call<TError>(admin, 'PATCH', `/custom_filters/${made.body.id}`, {
      query: { payload: [{ attribute_key: 'priority', filter_operator: 'equal_to', values: ['soon'] }] },
    });
    expect(badEdit.status).toBe(422);
    expect(badEdit.body.attributes).toEqual(['priority']);
    const edited = await call<{ name: string; query: unknown }>(admin, 'PATCH', `/custom_filters/${made.body.id}`, {
      name: 'Pro or urgent',
      query: {
        payload: [
          { attribute_key: 'plan', filter_operator: 'equal_to', values: ['pro'], query_operator: 'or' },
          { attribute_key: 'priority', filter_operator: 'equal_to', values: ['urgent', 'high'], query_operator: null },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.name).toBe('Pro or urgent');
    const segment = await call<TError>(admin, 'POST', '/custom_filters', {
      name: 'Bad segment',
      type: 'contact',
      query: { payload: [{ attribute_key: 'name', filter_operator: 'sounds_like', values: ['x'] }] },
    });
    expect(segment.status).toBe(422);
    expect(segment.body.attributes).toEqual(['query.payload.0.filter_operator']);
  });

  it('keeps a segment a segment when only its name or conditions change', async () => {
    const admin = await buildAdmin(t);
    const made = await call<{ id: number }>(admin, 'POST', '/custom_filters', {
      name: 'Named',
      type: 'contact',
      query: { payload: [{ attribute_key: 'name', filter_operator: 'contains', values: ['a'] }] },
    });
    const renamed = await call<{ filter_type: string }>(admin, 'PATCH', `/custom_filters/${made.body.id}`, {
      name: 'Renamed',
      query: { payload: [{ attribute_key: 'city', filter_operator: 'equal_to', values: ['Paris', 'Rome'] }] },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.filter_type).toBe('contact');
  });
});

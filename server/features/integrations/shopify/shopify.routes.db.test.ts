import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { TIntegrationApp } from '../../../../common/contracts/integrations.ts';
import type { TShopifyOrderList } from '../../../../common/contracts/shopify.ts';
import { integrationHooks } from '../../../db/schema/index.ts';
import { FAKE_SHOPIFY_CLIENT, shopifyQueryHmac, startFakeShopify } from '../../../test/fakeShopify.ts';
import { setupTestApp, type TTestContext } from '../../../test/harness.ts';
import { buildAdmin, buildMember, REFUSED, type TMember } from '../../../test/factories.ts';
import { signShopifyState } from './shopifyAuth.ts';

const shopify = await startFakeShopify();
afterAll(() => shopify.close());
beforeEach(() => shopify.reset());

const SHOP = 'acme-store.myshopify.com';
const t = setupTestApp({ ...shopify.env, FRONTEND_URL: 'https://desk.example.test' });
const bare = setupTestApp();

const call = async <T = Record<string, unknown>>(
  who: TMember | null,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload?: unknown,
  accountId: number = who?.accountId ?? 1,
  ctx: TTestContext = t,
) => {
  const res = await ctx.app.inject({
    method,
    url: `/api/v1/accounts/${accountId}${path}`,
    headers: who?.headers ?? {},
    payload: payload as never,
  });
  return { status: res.statusCode, body: res.json<T>(), text: res.body };
};

const shopifyApp = async (who: TMember, ctx: TTestContext = t) =>
  (await call<TIntegrationApp>(who, 'GET', '/integrations/apps/shopify', undefined, who.accountId, ctx)).body;

/** The query Shopify's redirect carries, signed as Shopify signs it. */
const signed = (params: Record<string, string>, secret = FAKE_SHOPIFY_CLIENT.secret) => ({
  ...params,
  hmac: shopifyQueryHmac(params, secret),
});
const callback = (query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/shopify/callback?${new URLSearchParams(query)}` });

/** The OAuth round trip without a browser: auth names the state; the fake gives a code for the shop. */
const connect = async (admin: TMember, shop = SHOP) => {
  const auth = await call<{ redirect_url: string }>(admin, 'POST', '/integrations/shopify/auth', {
    shop_domain: shop,
  });
  expect(auth.status).toBe(200);
  const state = new URL(auth.body.redirect_url).searchParams.get('state')!;
  const res = await callback(
    signed({ code: shopify.issueCode(shop), shop, state, timestamp: String(Math.floor(Date.now() / 1000)) }),
  );
  expect(res.statusCode).toBe(302);
  return res;
};

const contact = async (admin: TMember, attrs: Record<string, string>) => {
  const res = await call<{ payload: { contact: { id: number } } }>(admin, 'POST', '/contacts', attrs);
  expect(res.status, res.text).toBe(200);
  return res.body.payload.contact.id;
};

describe('Shopify: connecting', () => {
  it('offers Shopify to every member once configured, and answers the store’s consent page to administrators', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    expect(await shopifyApp(admin)).toMatchObject({ id: 'shopify', active: true, enabled: false, hooks: [] });
    expect((await shopifyApp(agent)).action).toBeNull();

    const res = await call<{ redirect_url: string }>(admin, 'POST', '/integrations/shopify/auth', {
      shop_domain: ' https://Acme-Store.myshopify.com/ ',
    });
    expect(res.status).toBe(200);
    const url = new URL(res.body.redirect_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${shopify.url}/${SHOP}/admin/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: FAKE_SHOPIFY_CLIENT.id,
      scope: 'read_customers,read_orders',
      redirect_uri: 'https://desk.example.test/shopify/callback',
    });

    for (const shop_domain of ['', 'acme.example.com', 'acme.myshopify.com.evil.test', '-x.myshopify.com']) {
      const bad = await call(admin, 'POST', '/integrations/shopify/auth', { shop_domain });
      expect(bad.status, shop_domain).toBe(422);
      expect(bad.text).toContain('shop_domain');
    }
    // Agents, other accounts and anonymous callers may not start a connection.
    expect((await call(agent, 'POST', '/integrations/shopify/auth', { shop_domain: SHOP })).body).toMatchObject(
      REFUSED,
    );
    const other = await buildAdmin(t);
    const cross = await call(other, 'POST', '/integrations/shopify/auth', { shop_domain: SHOP }, admin.accountId);
    expect(cross.status).toBe(404);
    expect(
      (await call(null, 'POST', '/integrations/shopify/auth', { shop_domain: SHOP }, admin.accountId)).status,
    ).toBe(401);

    const elsewhere = await buildAdmin(bare);
    expect(await shopifyApp(elsewhere, bare)).toMatchObject({ id: 'shopify', active: false, action: null });
    const off = await call(
      elsewhere,
      'POST',
      '/integrations/shopify/auth',
      { shop_domain: SHOP },
      elsewhere.accountId,
      bare,
    );
    expect(off.status).toBe(404);
  });

  it('exchanges the code on a signed callback, seals the token in the hook, renews it on a reconnect', async () => {
    const admin = await buildAdmin(t);
    const res = await connect(admin);
    expect(res.headers.location).toBe(
      `https://desk.example.test/app/accounts/${admin.accountId}/settings/integrations/shopify`,
    );
    const exchange = shopify.calls.find((c) => c.path === '/admin/oauth/access_token')!;
    expect(exchange).toMatchObject({ shop: SHOP, body: { client_id: FAKE_SHOPIFY_CLIENT.id } });
    const app = await shopifyApp(admin);
    expect(app.enabled).toBe(true);
    expect(app.hooks).toEqual([
      expect.objectContaining({ app_id: 'shopify', reference_id: SHOP, status: true, settings: expect.any(Object) }),
    ]);
    const [row] = await t.database.db
      .select()
      .from(integrationHooks)
      .where(eq(integrationHooks.accountId, admin.accountId));
    expect(row!.sealedAccessToken).toMatch(/^v1\./);
    expect(JSON.stringify(await call(admin, 'GET', '/integrations/apps'))).not.toContain('shpat_');
    await connect(admin);
    expect((await shopifyApp(admin)).hooks).toHaveLength(1);
    expect((await call(admin, 'POST', '/integrations/hooks', { app_id: 'shopify', settings: {} })).status).toBe(422);
  });

  it('refuses a forged or expired state, an unsigned redirect, another store, an agent’s state', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const state = await signShopifyState(t.deps, { accountId: admin.accountId, userId: admin.user.id, shop: SHOP });
    const ts = String(Math.floor(Date.now() / 1000));
    for (const bad of ['', 'nonsense', `${state}x`]) {
      const res = await callback(signed({ code: shopify.issueCode(SHOP), shop: SHOP, state: bad, timestamp: ts }));
      expect(res.statusCode, bad).toBe(400);
    }
    const expired = await signShopifyState(
      t.deps,
      { accountId: admin.accountId, userId: admin.user.id, shop: SHOP },
      Date.now() - 16 * 60_000,
    );
    expect((await callback(signed({ code: 'x', shop: SHOP, state: expired, timestamp: ts }))).statusCode).toBe(400);
    const agentState = await signShopifyState(t.deps, {
      accountId: admin.accountId,
      userId: agent.user.id,
      shop: SHOP,
    });
    expect((await callback(signed({ code: 'x', shop: SHOP, state: agentState, timestamp: ts }))).statusCode).toBe(400);

    const forged = await callback(
      signed({ code: shopify.issueCode(SHOP), shop: SHOP, state, timestamp: ts }, 'not-the-secret'),
    );
    expect(forged.headers.location).toMatch(/shopify_error=invalid_signature$/);
    const otherShop = 'other.myshopify.com';
    const swapped = await callback(
      signed({ code: shopify.issueCode(otherShop), shop: otherShop, state, timestamp: ts }),
    );
    expect(swapped.headers.location).toMatch(/shopify_error=invalid_signature$/);
    const badCode = await callback(signed({ code: 'not-a-code', shop: SHOP, state, timestamp: ts }));
    expect(badCode.headers.location).toMatch(/shopify_error=token_refused$/);
    expect((await shopifyApp(admin)).enabled).toBe(false);
  });

  it('disconnects (administrators only)', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    await connect(admin);
    expect((await call(agent, 'DELETE', '/integrations/shopify')).status).toBe(401);
    expect((await call(admin, 'DELETE', '/integrations/shopify')).status).toBe(200);
    expect((await shopifyApp(admin)).enabled).toBe(false);
    expect((await call(admin, 'DELETE', '/integrations/shopify')).status).toBe(404);
  });
});

describe('Shopify: a contact’s orders', () => {
  it('finds the customers by email or phone and answers their recent orders, newest first', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    await connect(admin);
    const dana = await contact(admin, { name: 'Dana', email: 'dana@example.test' });
    const res = await call<TShopifyOrderList>(agent, 'GET', `/integrations/shopify/orders?contact_id=${dana}`);
    expect(res.status).toBe(200);
    expect(res.body.orders.map((o) => o.name)).toEqual(['#1002', '#1001']);
    expect(res.body.orders[0]).toEqual({
      id: 5002,
      name: '#1002',
      order_number: 1002,
      email: 'dana@example.test',
      created_at: '2025-02-03T09:30:00-05:00',
      financial_status: 'pending',
      fulfillment_status: null,
      total_price: '120.00',
      currency: 'USD',
      admin_url: `https://${SHOP}/admin/orders/5002`,
    });
    const search = shopify.calls.find((c) => c.path.endsWith('/customers/search.json'))!;
    expect(search.query.query).toBe('email:"dana@example.test"');
    expect(search.path).toBe('/admin/api/2025-01/customers/search.json');

    // By phone; email OR phone; nobody found.
    const phone = await contact(admin, { name: 'Phone', phone_number: '+15550002222' });
    const byPhone = await call<TShopifyOrderList>(agent, 'GET', `/integrations/shopify/orders?contact_id=${phone}`);
    expect(byPhone.body.orders).toEqual([expect.objectContaining({ name: '#1003', currency: 'EUR' })]);
    const both = await contact(admin, { name: 'Both', email: 'sam@example.test', phone_number: '+15550001111' });
    expect(
      (await call<TShopifyOrderList>(agent, 'GET', `/integrations/shopify/orders?contact_id=${both}`)).body.orders,
    ).toHaveLength(2);
    const last = shopify.calls.filter((c) => c.path.endsWith('/customers/search.json')).at(-1)!;
    expect(last.query.query).toBe('email:"sam@example.test" OR phone:"+15550001111"');
    const nobody = await contact(admin, { name: 'Nobody', email: 'nobody@example.test' });
    expect((await call(agent, 'GET', `/integrations/shopify/orders?contact_id=${nobody}`)).body).toEqual({
      orders: [],
    });
  });

  it('says so for a contact without email or phone, an unknown contact, no connection, other accounts', async () => {
    const admin = await buildAdmin(t);
    const agent = await buildMember(t, { accountId: admin.accountId });
    const dana = await contact(admin, { name: 'Dana', email: 'dana@example.test' });
    const notConnected = await call(agent, 'GET', `/integrations/shopify/orders?contact_id=${dana}`);
    expect(notConnected.status).toBe(404);
    await connect(admin);
    const bare = await contact(admin, { name: 'No details' });
    const missing = await call(agent, 'GET', `/integrations/shopify/orders?contact_id=${bare}`);
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatch(/Contact information missing/);
    expect((await call(agent, 'GET', '/integrations/shopify/orders?contact_id=999999999')).status).toBe(404);
    expect((await call(agent, 'GET', '/integrations/shopify/orders?contact_id=abc')).status).toBe(422);
    expect(
      (await call(null, 'GET', `/integrations/shopify/orders?contact_id=${dana}`, undefined, admin.accountId)).status,
    ).toBe(401);

    // Another account's member reaches neither this account nor, from its own, this contact.
    const other = await buildAdmin(t);
    const cross = await call(
      other,
      'GET',
      `/integrations/shopify/orders?contact_id=${dana}`,
      undefined,
      admin.accountId,
    );
    expect(cross.status).toBe(404);
    await connect(other, 'other.myshopify.com');
    expect((await call(other, 'GET', `/integrations/shopify/orders?contact_id=${dana}`)).status).toBe(404);
  });

  it('marks the hook when Shopify refuses the token, and passes Shopify’s other refusals on', async () => {
    const admin = await buildAdmin(t);
    await connect(admin);
    const dana = await contact(admin, { name: 'Dana', email: 'dana@example.test' });
    shopify.setFailAdmin(429);
    const limited = await call(admin, 'GET', `/integrations/shopify/orders?contact_id=${dana}`);
    expect(limited.status).toBe(422);
    expect(limited.body.error).toMatch(/Shopify refused the request \(429\): Exceeded 2 calls per second/);
    shopify.setFailAdmin(null);
    shopify.setRefuseTokens(true);
    const refused = await call(admin, 'GET', `/integrations/shopify/orders?contact_id=${dana}`);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/Invalid API key or access token.*an administrator must reconnect the store/);
    expect((await shopifyApp(admin)).hooks[0]!.settings).toMatchObject({ reauthorization_required: true });
    // Reconnecting clears the mark.
    shopify.setRefuseTokens(false);
    await connect(admin);
    expect((await shopifyApp(admin)).hooks[0]!.settings.reauthorization_required).toBeUndefined();
    expect((await call(admin, 'GET', `/integrations/shopify/orders?contact_id=${dana}`)).status).toBe(200);
  });
});

import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Shopify stores (db tests and e2e/shopify.spec.ts), served under `/{shop}/` so one
 * server plays every store (SHOPIFY_API_URL=http://127.0.0.1:port/{shop}): the OAuth consent page, its
 * signed redirect (hmac, shop, code, state, timestamp) and the token exchange; the Admin REST API's
 * customers/search.json and orders.json with Shopify's shapes and its 401 for a token it does not know.
 * It records every call and can refuse every token as Shopify does once the app is uninstalled.
 */
export const FAKE_SHOPIFY_CLIENT = { id: 'shopify-client-id', secret: 'shopify-client-secret' };
export const FAKE_SHOPIFY_API_VERSION = '2025-01';

interface TCustomer {
  id: number;
  email: string | null;
  phone: string | null;
  first_name: string;
  last_name: string;
}
interface TOrder {
  id: number;
  name: string;
  order_number: number;
  email: string | null;
  created_at: string;
  financial_status: string | null;
  fulfillment_status: string | null;
  total_price: string;
  currency: string;
  customerId: number;
}
export interface TShopifyCall {
  shop: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  token: string | null;
}

const seedCustomers = (): TCustomer[] => [
  { id: 7001, email: 'dana@example.test', phone: '+15550001111', first_name: 'Dana', last_name: 'Buyer' },
  { id: 7002, email: 'sam@example.test', phone: null, first_name: 'Sam', last_name: 'Shopper' },
  { id: 7003, email: null, phone: '+15550002222', first_name: 'Phone', last_name: 'Only' },
];
const seedOrders = (): TOrder[] => [
  {
    id: 5001,
    name: '#1001',
    order_number: 1001,
    email: 'dana@example.test',
    created_at: '2025-01-10T10:00:00-05:00',
    financial_status: 'paid',
    fulfillment_status: 'fulfilled',
    total_price: '59.90',
    currency: 'USD',
    customerId: 7001,
  },
  {
    id: 5002,
    name: '#1002',
    order_number: 1002,
    email: 'dana@example.test',
    created_at: '2025-02-03T09:30:00-05:00',
    financial_status: 'pending',
    fulfillment_status: null,
    total_price: '120.00',
    currency: 'USD',
    customerId: 7001,
  },
  {
    id: 5003,
    name: '#1003',
    order_number: 1003,
    email: null,
    created_at: '2025-01-20T12:00:00-05:00',
    financial_status: 'refunded',
    fulfillment_status: 'partial',
    total_price: '15.00',
    currency: 'EUR',
    customerId: 7003,
  },
];

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Shopify's OAuth redirect signature: HMAC-SHA256 (hex) of the other parameters, sorted, as `k=v&…`. */
export const shopifyQueryHmac = (params: Record<string, string>, secret: string) =>
  crypto
    .createHmac('sha256', secret)
    .update(
      Object.keys(params)
        .filter((k) => k !== 'hmac' && k !== 'signature')
        .sort()
        .map((k) => `${k}=${params[k]}`)
        .join('&'),
    )
    .digest('hex');

/** The terms of a customer search (`email:"a@b" OR phone:"+1…"`). */
const searchTerms = (query: string) =>
  [...query.matchAll(/(email|phone):(?:"((?:[^"\\]|\\.)*)"|(\S+))/g)].map((m) => ({
    field: m[1] as 'email' | 'phone',
    value: (m[2] ?? m[3] ?? '').replace(/\\(.)/g, '$1'),
  }));

const only = (row: Record<string, unknown>, fields: string | null) =>
  fields ? Object.fromEntries(fields.split(',').map((f) => [f.trim(), row[f.trim()] ?? null])) : row;

export const startFakeShopify = async (port = 0) => {
  const calls: TShopifyCall[] = [];
  const codes = new Map<string, string>();
  const tokens = new Map<string, string>();
  let customers = seedCustomers();
  let orders = seedOrders();
  let refuseTokens = false;
  let failAdmin: number | null = null;

  const server = http.createServer((req, res) => {
    void readBody(req).then((raw) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const [, shop = '', ...rest] = url.pathname.split('/');
      const path = `/${rest.join('/')}`;
      const query = Object.fromEntries(url.searchParams);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && path === '/admin/oauth/authorize') {
        const clientOk = query.client_id === FAKE_SHOPIFY_CLIENT.id;
        const approve = `/${shop}/admin/oauth/approve?${new URLSearchParams({ redirect_uri: query.redirect_uri ?? '', state: query.state ?? '' })}`;
        res.writeHead(clientOk ? 200 : 400, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html lang="en"><head><title>Shopify (local stand-in)</title></head><body><main>
<h1>Install Helpdesk</h1><p>Helpdesk asks to read customers and orders of ${escapeHtml(shop)} (${escapeHtml(query.scope ?? '')}).</p>
<a href="${escapeHtml(approve)}">Install app</a></main></body></html>`);
        return;
      }
      if (req.method === 'GET' && path === '/admin/oauth/approve') {
        const code = crypto.randomBytes(12).toString('hex');
        codes.set(code, shop);
        const params: Record<string, string> = {
          code,
          host: Buffer.from(`${shop}/admin`).toString('base64url'),
          shop,
          state: query.state ?? '',
          timestamp: String(Math.floor(Date.now() / 1000)),
        };
        const back = new URL(query.redirect_uri ?? '');
        for (const [k, v] of Object.entries(params)) back.searchParams.set(k, v);
        back.searchParams.set('hmac', shopifyQueryHmac(params, FAKE_SHOPIFY_CLIENT.secret));
        res.writeHead(302, { location: back.toString() });
        res.end();
        return;
      }
      const token = (req.headers['x-shopify-access-token'] as string | undefined) ?? null;
      let body: Record<string, unknown>;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return send(400, { errors: 'Bad JSON' });
      }
      calls.push({ shop, path, query, body, token });
      if (req.method === 'POST' && path === '/admin/oauth/access_token') {
        if (body.client_id !== FAKE_SHOPIFY_CLIENT.id || body.client_secret !== FAKE_SHOPIFY_CLIENT.secret)
          return send(400, { error: 'invalid_client', error_description: 'Client credentials are invalid' });
        const code = typeof body.code === 'string' ? body.code : '';
        if (codes.get(code) !== shop)
          return send(400, {
            error: 'invalid_request',
            error_description: 'The authorization code was not found or was already used',
          });
        codes.delete(code);
        const issued = `shpat_${crypto.randomBytes(12).toString('hex')}`;
        tokens.set(issued, shop);
        return send(200, { access_token: issued, scope: 'read_customers,read_orders' });
      }
      const admin = /^\/admin\/api\/[\w-]+\/(customers\/search|orders)\.json$/.exec(path);
      if (req.method === 'GET' && admin) {
        if (refuseTokens || !token || tokens.get(token) !== shop)
          return send(401, {
            errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
          });
        if (failAdmin)
          return send(failAdmin, {
            errors: 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.',
          });
        if (admin[1] === 'customers/search') {
          const terms = searchTerms(query.query ?? '');
          const found = customers.filter((c) =>
            terms.some((t) => (t.field === 'email' ? c.email === t.value : c.phone === t.value)),
          );
          return send(200, { customers: found.map((c) => only({ ...c }, query.fields ?? null)) });
        }
        const customerId = Number(query.customer_id);
        const limit = Number(query.limit ?? 50);
        const list = orders
          .filter((o) => o.customerId === customerId)
          .sort((a, b) => b.created_at.localeCompare(a.created_at))
          .slice(0, limit)
          .map(({ customerId: _c, ...o }) => only({ ...o, customer: { id: customerId } }, query.fields ?? null));
        return send(200, { orders: list });
      }
      send(404, { errors: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    /** The server's environment that points the app at this stand-in. */
    env: fakeShopifyEnv(actualPort),
    calls,
    /** A code as the consent page gives one for the shop (tests that skip the browser). */
    issueCode: (shop: string) => {
      const code = crypto.randomBytes(12).toString('hex');
      codes.set(code, shop);
      return code;
    },
    /** A token the store accepts (tests that seed a connection). */
    tokens: () => [...tokens.keys()],
    addOrder: (order: Omit<TOrder, 'id'>) => orders.push({ ...order, id: 6000 + orders.length }),
    /** Answer every Admin call as Shopify does a token of an uninstalled app. */
    setRefuseTokens: (on: boolean) => {
      refuseTokens = on;
    },
    /** Answer every Admin call with this status (429: Shopify's rate limit), or normally again (null). */
    setFailAdmin: (status: number | null) => {
      failAdmin = status;
    },
    reset: () => {
      customers = seedCustomers();
      orders = seedOrders();
      refuseTokens = false;
      failAdmin = null;
      calls.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type TFakeShopify = Awaited<ReturnType<typeof startFakeShopify>>;

/** The static env for e2e: the fake on a fixed port (playwright.config.ts's webServer env). */
export const fakeShopifyEnv = (port: number) => ({
  SHOPIFY_CLIENT_ID: FAKE_SHOPIFY_CLIENT.id,
  SHOPIFY_CLIENT_SECRET: FAKE_SHOPIFY_CLIENT.secret,
  SHOPIFY_API_URL: `http://127.0.0.1:${port}/{shop}`,
});

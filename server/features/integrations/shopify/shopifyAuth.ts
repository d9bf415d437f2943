import crypto from 'node:crypto';
import { publicUrl, type TDeps } from '../../../deps.ts';
import { safeEqual } from '../../../lib/crypto.ts';
import { readToken, signToken } from '../../../lib/signedToken.ts';

/** The Admin API access the app asks for (Chatwoot's REQUIRED_SCOPES). */
export const SHOPIFY_SCOPES = 'read_customers,read_orders';

/** Shopify is offered once the installation has a Shopify app's client (Chatwoot's App#active? for shopify). */
export const isShopifyConfigured = (deps: TDeps) =>
  Boolean(deps.config.shopify.clientId && deps.config.shopify.clientSecret);

/** Where Shopify sends the browser back: register this URL as the app's allowed redirection URL. */
export const shopifyRedirectUri = (deps: TDeps) => `${publicUrl(deps)}/shopify/callback`;

/**
 * Where a store is reached: `https://{shop}`, or SHOPIFY_API_URL in its place (a `{shop}` in it is replaced
 * by the store's domain), so tests reach a local stand-in. Its OAuth pages and Admin API hang under it.
 */
export const storeBase = (deps: TDeps, shop: string) => {
  const override = deps.config.shopify.apiUrl;
  return override ? override.replace('{shop}', shop) : `https://${shop}`;
};

/** The order's page in the store's admin: always the real store (a person opens it). */
export const adminOrderUrl = (shop: string, orderId: number) => `https://${shop}/admin/orders/${orderId}`;

/**
 * The `state` of Shopify's OAuth flow: the account, the administrator who started it and the store, valid 15
 * minutes, signed under a key of its own (Chatwoot signs the account id the same way). A
 * state altered, expired, made by another installation or brought back by another store connects nothing.
 */
const LIFETIME_SECONDS = 15 * 60;
const PURPOSE = 'shopify-oauth-state';

export const signShopifyState = (
  deps: TDeps,
  claims: { accountId: number; userId: number; shop: string },
  now = Date.now(),
) => signToken(deps, PURPOSE, { acc: claims.accountId, uid: claims.userId, shop: claims.shop }, LIFETIME_SECONDS, now);

/** The account, user and store a well-signed, unexpired state names, or null. */
export const readShopifyState = async (deps: TDeps, state: string, now = Date.now()) => {
  const c = await readToken(deps, PURPOSE, state, now);
  if (typeof c?.acc !== 'number' || typeof c.uid !== 'number' || typeof c.shop !== 'string') return null;
  return { accountId: c.acc, userId: c.uid, shop: c.shop };
};

/**
 * Whether the callback's query is Shopify's: its `hmac` is the HMAC-SHA256 (hex) of the other parameters,
 * sorted and joined as `k=v&…`, under the app's client secret.
 */
export const isShopifyQuerySigned = (query: Record<string, string | undefined>, secret: string) => {
  const given = query.hmac;
  if (!given) return false;
  const message = Object.keys(query)
    .filter((k) => k !== 'hmac' && k !== 'signature' && query[k] !== undefined)
    .sort()
    .map((k) => `${k}=${query[k]}`)
    .join('&');
  return safeEqual(given, crypto.createHmac('sha256', secret).update(message).digest('hex'));
};

/** The store's consent page for the app, with the signed state (POST integrations/shopify/auth answers it). */
export const shopifyAuthorizeUrl = async (deps: TDeps, claims: { accountId: number; userId: number; shop: string }) => {
  const url = new URL(`${storeBase(deps, claims.shop)}/admin/oauth/authorize`);
  url.search = new URLSearchParams({
    client_id: deps.config.shopify.clientId ?? '',
    scope: SHOPIFY_SCOPES,
    redirect_uri: shopifyRedirectUri(deps),
    state: await signShopifyState(deps, claims),
  }).toString();
  return url.toString();
};

import { pick, ProviderError, providerFetch } from '../../../lib/providerHttp.ts';

/** Where one store is reached (shopifyAuth.storeBase) and how long a call may take. */
export interface TShopifyTarget {
  base: string;
  apiVersion: string;
  timeoutMs: number;
}

/** Shopify refused the token (the app was uninstalled, the token revoked): the store must be connected again. */
export class ShopifyAuthError extends Error {}
/** Shopify refused the request or could not be reached: its message, for the agent. */
export class ShopifyRequestError extends Error {}

/** Shopify's error bodies: `{errors: "…"}`, `{errors: {field: ["…"]}}` or OAuth's `{error, error_description}`. */
const messageOf = (body: unknown): string => {
  const errors = pick(body, 'errors');
  if (typeof errors === 'string') return errors;
  if (errors && typeof errors === 'object')
    return Object.entries(errors as Record<string, unknown>)
      .map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(', ') : String(v)}`)
      .join('; ');
  const description = pick(body, 'error_description');
  if (typeof description === 'string') return description;
  const error = pick(body, 'error');
  return typeof error === 'string' ? error : '';
};

/** One Admin REST call (GET) with the store's token. */
export const shopifyAdminGet = async (
  target: TShopifyTarget,
  token: string,
  resource: string,
  query: Record<string, string>,
): Promise<unknown> => {
  const url = `${target.base}/admin/api/${target.apiVersion}/${resource}.json?${new URLSearchParams(query)}`;
  try {
    const res = await providerFetch(
      url,
      { method: 'GET', headers: { 'x-shopify-access-token': token, accept: 'application/json' } },
      { timeoutMs: target.timeoutMs, errorMessage: (body) => messageOf(body) },
    );
    return res.body;
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    if (err.status === 0) throw new ShopifyRequestError(`Shopify ${err.message.replace(/^The provider /, '')}`);
    if (err.status === 401) throw new ShopifyAuthError(err.message || 'Invalid API key or access token');
    throw new ShopifyRequestError(
      `Shopify refused the request (${err.status})${err.message ? `: ${err.message.slice(0, 300)}` : ''}`,
    );
  }
};

/** Exchanges the code the store sent back for its offline access token. */
export const exchangeShopifyCode = async (
  target: TShopifyTarget,
  client: { clientId: string; clientSecret: string },
  code: string,
) => {
  const res = await providerFetch(
    `${target.base}/admin/oauth/access_token`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ client_id: client.clientId, client_secret: client.clientSecret, code }),
    },
    {
      timeoutMs: target.timeoutMs,
      errorMessage: (body, status) => `Shopify refused the code (${status}): ${messageOf(body)}`,
    },
  );
  const token = pick(res.body, 'access_token');
  if (typeof token !== 'string' || token === '') throw new Error('Shopify answered without an access token');
  const scope = pick(res.body, 'scope');
  return { accessToken: token, scope: typeof scope === 'string' ? scope : '' };
};

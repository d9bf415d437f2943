import type { TShopifyOrder } from '../../../../common/contracts/shopify.ts';
import { ROLE_VALUE, fromValue } from '../../../../common/enums.ts';
import { publicUrl, type TDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/appError.ts';
import { pick } from '../../../lib/providerHttp.ts';
import { errorText } from '../../../lib/serverText.ts';
import { audit } from '../../auditLogs/index.ts';
import type { TMembership } from '../../auth/index.ts';
import { getContact } from '../../contacts/index.ts';
import { findMembership } from '../../users/index.ts';
import { findAppHook, insertHook, updateHook } from '../integrations.repo.ts';
import { openHookAccessToken, removeHook, sealHookSecret } from '../integrations.service.ts';
import {
  adminOrderUrl,
  isShopifyConfigured,
  isShopifyQuerySigned,
  readShopifyState,
  shopifyAuthorizeUrl,
  storeBase,
} from './shopifyAuth.ts';
import {
  exchangeShopifyCode,
  ShopifyAuthError,
  ShopifyRequestError,
  shopifyAdminGet,
  type TShopifyTarget,
} from './shopifyClient.ts';

const APP_ID = 'shopify';
/** The customers looked at per contact, and the orders answered (the most recent first). */
const MAX_CUSTOMERS = 5;
const MAX_ORDERS = 20;
const ORDER_FIELDS =
  'id,name,order_number,email,created_at,financial_status,fulfillment_status,total_price,currency,customer';

const target = (deps: TDeps, shop: string): TShopifyTarget => ({
  base: storeBase(deps, shop),
  apiVersion: deps.config.shopify.apiVersion,
  timeoutMs: deps.config.shopify.timeoutMs,
});
const appPage = (deps: TDeps, accountId: number) =>
  `${publicUrl(deps)}/app/accounts/${accountId}/settings/integrations/shopify`;
const withError = (base: string, error: string) => `${base}?${new URLSearchParams({ shopify_error: error })}`;

/** POST integrations/shopify/auth: the store's consent page, with a state naming account, administrator, store. */
export const startShopifyConnect = async (deps: TDeps, m: TMembership, shop: string) => {
  if (!isShopifyConfigured(deps)) throw new AppError('not_found', errorText('shopifyNotConfigured'));
  return {
    redirect_url: await shopifyAuthorizeUrl(deps, { accountId: m.accountId, userId: m.accountUser.userId, shop }),
  };
};

/**
 * GET /shopify/callback: the store sends the browser back with a code, its domain, the state and Shopify's
 * hmac. The hmac must be Shopify's, the state ours, for this store and an administrator of the account; the
 * code becomes the store's token, sealed in the account's Shopify hook (made, or renewed: one per account).
 * Answers where to send the browser: the app page, with the reason when nothing was connected.
 */
export const completeShopifyConnect = async (deps: TDeps, query: Record<string, string | undefined>) => {
  const claims = query.state ? await readShopifyState(deps, query.state) : null;
  if (!claims) throw new AppError('bad_request', errorText('shopifyStateInvalid'));
  const back = appPage(deps, claims.accountId);
  const row = await findMembership(deps.db, claims.userId, claims.accountId);
  if (!row || fromValue(ROLE_VALUE, row.accountUser.role) !== 'administrator')
    throw new AppError('bad_request', errorText('shopifyStateInvalid'));
  const { clientId, clientSecret } = deps.config.shopify;
  if (!clientId || !clientSecret) return withError(back, 'not_configured');
  if (query.error) return withError(back, query.error.slice(0, 100));
  if (!query.code) return withError(back, 'no_code');
  if (!isShopifyQuerySigned(query, clientSecret) || query.shop !== claims.shop)
    return withError(back, 'invalid_signature');
  let granted: { accessToken: string; scope: string };
  try {
    granted = await exchangeShopifyCode(target(deps, claims.shop), { clientId, clientSecret }, query.code);
  } catch {
    return withError(back, 'token_refused');
  }
  const sealed = await sealHookSecret(deps, { accountId: claims.accountId, appId: APP_ID }, granted.accessToken);
  const by = { accountId: claims.accountId, accountUser: { userId: claims.userId } };
  const values = { sealedAccessToken: sealed, referenceId: claims.shop, settings: { scope: granted.scope }, status: 1 };
  await deps.db.transaction(async (tx) => {
    const old = await findAppHook(tx, claims.accountId, APP_ID);
    if (old) {
      await updateHook(tx, claims.accountId, old.id, values);
      await audit(
        tx,
        by,
        'update',
        { type: 'Integration', id: old.id, name: APP_ID },
        { reference_id: old.referenceId, reauthorization_required: old.settings.reauthorization_required === true },
        { reference_id: claims.shop, reauthorization_required: false },
      );
      return;
    }
    const created = await insertHook(tx, {
      accountId: claims.accountId,
      inboxId: null,
      appId: APP_ID,
      hookType: 0,
      ...values,
    });
    await audit(tx, by, 'create', { type: 'Integration', id: created.id, name: APP_ID }, null, {
      app_id: APP_ID,
      reference_id: claims.shop,
    });
  });
  return back;
};

/** DELETE integrations/shopify: the hook and its token are deleted (Chatwoot's destroy). */
export const disconnectShopify = async (deps: TDeps, m: TMembership) => {
  const hook = await findAppHook(deps.db, m.accountId, APP_ID);
  if (!hook) throw new AppError('not_found', errorText('shopifyNotConnected'));
  await removeHook(deps, m, hook.id);
};

/** A value inside a search term: quoted, its quotes and backslashes escaped (Shopify's search syntax). */
const term = (field: string, value: string) => `${field}:"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

const textOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

const presentOrder = (shop: string, o: unknown): TShopifyOrder | null => {
  const id = pick(o, 'id');
  if (typeof id !== 'number') return null;
  const number = pick(o, 'order_number');
  return {
    id,
    name: textOrNull(pick(o, 'name')),
    order_number: typeof number === 'number' ? number : null,
    email: textOrNull(pick(o, 'email')),
    created_at: textOrNull(pick(o, 'created_at')) ?? '',
    financial_status: textOrNull(pick(o, 'financial_status')),
    fulfillment_status: textOrNull(pick(o, 'fulfillment_status')),
    total_price: textOrNull(pick(o, 'total_price')) ?? '0.00',
    currency: textOrNull(pick(o, 'currency')) ?? '',
    admin_url: adminOrderUrl(shop, id),
  };
};

/**
 * GET integrations/shopify/orders?contact_id=: the store's customers with the contact's email or phone
 * (customers/search), then their most recent orders. Shopify's refusal is a 422 carrying its reason; a refused
 * token also marks the hook as needing a reconnect (the app page and the contact panel say so).
 */
export const contactOrders = async (deps: TDeps, m: TMembership, contactId: number) => {
  const hook = await findAppHook(deps.db, m.accountId, APP_ID);
  if (!hook || hook.status !== 1 || !hook.referenceId)
    throw new AppError('not_found', errorText('shopifyNotConnected'));
  const contact = await getContact(deps, m, contactId);
  const terms = [
    ...(contact.email ? [term('email', contact.email)] : []),
    ...(contact.phoneNumber ? [term('phone', contact.phoneNumber)] : []),
  ];
  if (terms.length === 0) throw AppError.withError('validation_failed', errorText('shopifyContactInfoMissing'));
  const token = await openHookAccessToken(deps, hook);
  if (!token) throw new AppError('not_found', errorText('shopifyNotConnected'));
  const shop = hook.referenceId;
  const store = target(deps, shop);
  try {
    const found = await shopifyAdminGet(store, token, 'customers/search', {
      query: terms.join(' OR '),
      fields: 'id,email,phone',
      limit: String(MAX_CUSTOMERS),
    });
    const ids = ((pick(found, 'customers') as unknown[] | undefined) ?? [])
      .map((c) => pick(c, 'id'))
      .filter((id): id is number => typeof id === 'number')
      .slice(0, MAX_CUSTOMERS);
    const lists = await Promise.all(
      ids.map((id) =>
        shopifyAdminGet(store, token, 'orders', {
          customer_id: String(id),
          status: 'any',
          limit: String(MAX_ORDERS),
          fields: ORDER_FIELDS,
        }),
      ),
    );
    const orders = lists
      .flatMap((l) => ((pick(l, 'orders') as unknown[] | undefined) ?? []).map((o) => presentOrder(shop, o)))
      .filter((o): o is TShopifyOrder => o !== null)
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
      .slice(0, MAX_ORDERS);
    if (hook.settings.reauthorization_required === true)
      await updateHook(deps.db, m.accountId, hook.id, {
        settings: { ...hook.settings, reauthorization_required: false },
      });
    return { orders };
  } catch (err) {
    if (err instanceof ShopifyAuthError) {
      await updateHook(deps.db, m.accountId, hook.id, {
        settings: { ...hook.settings, reauthorization_required: true },
      });
      throw AppError.withError('validation_failed', errorText('shopifyReconnect', { message: err.message }));
    }
    if (err instanceof ShopifyRequestError) throw AppError.withError('validation_failed', err.message);
    throw err;
  }
};

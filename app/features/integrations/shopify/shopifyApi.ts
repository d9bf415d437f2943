import type { TShopifyAuthResponse } from '../../../../common/contracts/shopify.ts';
import { api } from '../../../lib/api.ts';

const base = (accountId: number) => `/api/v1/accounts/${accountId}/integrations/shopify`;

// Administrators' calls (the app page); the contact panel's query is in shopifyOrders.ts.

/** The store's consent page for the app (administrators, the app page). */
export const startShopifyAuth = (accountId: number, shopDomain: string) =>
  api<TShopifyAuthResponse>(`${base(accountId)}/auth`, {
    method: 'POST',
    body: { shop_domain: shopDomain },
    contract: 'shopifyAuth',
  });

export const disconnectShopify = (accountId: number) =>
  api<Record<string, never>>(base(accountId), { method: 'DELETE', contract: 'empty' });

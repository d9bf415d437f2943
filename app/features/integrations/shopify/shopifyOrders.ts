import { useQuery } from '@tanstack/react-query';
import type { TShopifyOrderList } from '../../../../common/contracts/shopify.ts';
import { api } from '../../../lib/api.ts';

const base = (accountId: number) => `/api/v1/accounts/${accountId}/integrations/shopify`;

export const shopifyKeys = {
  orders: (accountId: number, contactId: number) => ['accounts', accountId, 'shopify', 'orders', contactId] as const,
};

/** The contact's recent orders in the connected store (the contact panel's Shopify section). */
export const useShopifyOrders = (accountId: number, contactId: number, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: shopifyKeys.orders(accountId, contactId),
    queryFn: () =>
      api<TShopifyOrderList>(`${base(accountId)}/orders?contact_id=${contactId}`, { contract: 'shopifyOrderList' }),
    staleTime: 60_000,
    retry: false,
  });

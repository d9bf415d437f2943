import { z } from 'zod';

/**
 * Shopify in the contact panel (Chatwoot's integrations/shopify routes, docs/INTEGRATIONS.md): an
 * administrator connects a store by its myshopify.com domain (Shopify's OAuth), then members read a
 * contact's recent orders, found by the contact's email and phone number.
 */

/** A store's permanent domain: `name.myshopify.com` (Shopify's own rule for the shop name). */
export const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

export const ZShopDomain = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/^https?:\/\//, '').replace(/\/+$/, ''))
  .pipe(z.string().max(255).regex(SHOP_DOMAIN, { message: 'must be a store domain like your-store.myshopify.com' }));

/** POST integrations/shopify/auth. */
export const ZShopifyAuthRequest = z.object({ shop_domain: ZShopDomain });
export type TShopifyAuthRequest = z.input<typeof ZShopifyAuthRequest>;
/** Where the browser goes next: the store's consent page. */
export const ZShopifyAuthResponse = z.object({ redirect_url: z.string() });
export type TShopifyAuthResponse = z.infer<typeof ZShopifyAuthResponse>;

/** GET integrations/shopify/orders?contact_id= */
export const ZShopifyOrdersQuery = z.object({ contact_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** One order as Chatwoot answers it (Shopify's fields, plus its page in the store's admin). */
export const ZShopifyOrder = z.object({
  id: z.number(),
  name: z.string().nullable(),
  order_number: z.number().nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
  financial_status: z.string().nullable(),
  fulfillment_status: z.string().nullable(),
  total_price: z.string(),
  currency: z.string(),
  admin_url: z.string(),
});
export type TShopifyOrder = z.infer<typeof ZShopifyOrder>;
export const ZShopifyOrderList = z.object({ orders: z.array(ZShopifyOrder) });
export type TShopifyOrderList = z.infer<typeof ZShopifyOrderList>;

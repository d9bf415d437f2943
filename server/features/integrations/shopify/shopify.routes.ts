import { z } from 'zod';
import {
  ZShopifyAuthRequest,
  ZShopifyAuthResponse,
  ZShopifyOrderList,
  ZShopifyOrdersQuery,
} from '../../../../common/contracts/shopify.ts';
import { ZEmpty } from '../../../../common/contracts/responses/bodies.ts';
import { CONVERSATION_PERMISSIONS } from '../../../../common/permissions.ts';
import { ZAccountParams, type TRouteCtx } from '../../../http.ts';
import { membershipOf } from '../../auth/index.ts';
import * as shopify from './shopify.service.ts';

const tags = ['Integrations'];
const base = '/api/v1/accounts/:accountId/integrations/shopify';
const ZParam = z.string().max(2048).optional();

/**
 * Chatwoot's integrations/shopify routes: administrators start the connection (auth) and disconnect; members
 * who work conversations read a contact's orders. Bot tokens match no member: 401. GET /shopify/callback ends
 * the OAuth flow that auth started.
 */
export const registerShopifyRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const agent = guards.requireAccount(CONVERSATION_PERMISSIONS);
  const admin = guards.requireAccount(['administrator']);

  app.get(
    '/shopify/callback',
    {
      schema: {
        tags,
        hide: true,
        querystring: z.object({
          code: ZParam,
          state: ZParam,
          shop: ZParam,
          hmac: ZParam,
          host: ZParam,
          timestamp: ZParam,
          error: ZParam,
        }),
      },
    },
    async (req, reply) => reply.redirect(await shopify.completeShopifyConnect(deps, req.query), 302),
  );
  app.post(
    `${base}/auth`,
    {
      schema: { tags, params: ZAccountParams, body: ZShopifyAuthRequest, response: { 200: ZShopifyAuthResponse } },
      onRequest: admin,
    },
    (req) => shopify.startShopifyConnect(deps, membershipOf(req), req.body.shop_domain),
  );
  app.get(
    `${base}/orders`,
    {
      schema: { tags, params: ZAccountParams, querystring: ZShopifyOrdersQuery, response: { 200: ZShopifyOrderList } },
      onRequest: agent,
    },
    (req) => shopify.contactOrders(deps, membershipOf(req), req.query.contact_id),
  );
  app.delete(
    base,
    { schema: { tags, params: ZAccountParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await shopify.disconnectShopify(deps, membershipOf(req));
      return {};
    },
  );
};

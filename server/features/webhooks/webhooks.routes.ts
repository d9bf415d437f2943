import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import {
  ZCreateWebhookRequest,
  ZUpdateWebhookRequest,
  ZWebhookCreated,
  ZWebhookDeliveryItem,
  ZWebhookDeliveryList,
  ZWebhookDeliveryParams,
  ZWebhookItem,
  ZWebhookList,
} from '../../../common/contracts/webhooks.ts';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import { registerDeliveryLogRoutes } from './deliveryLog.routes.ts';
import * as webhooks from './webhooks.service.ts';

const tags = ['Webhooks'];
const base = '/api/v1/accounts/:accountId/webhooks';

/** Account webhooks (administrators): Chatwoot's index/create/update/destroy plus the delivery log. */
export const registerWebhookRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  app.get(
    base,
    { schema: { tags, params: ZAccountParams, response: { 200: ZWebhookList } }, onRequest: admin },
    (req) => webhooks.list(deps, membershipOf(req)),
  );
  app.post(
    base,
    {
      schema: { tags, params: ZAccountParams, body: ZCreateWebhookRequest, response: { 200: ZWebhookCreated } },
      onRequest: admin,
    },
    (req) => webhooks.create(deps, membershipOf(req), req.body),
  );
  app.patch(
    `${base}/:id`,
    {
      schema: { tags, params: ZAccountItemParams, body: ZUpdateWebhookRequest, response: { 200: ZWebhookItem } },
      onRequest: admin,
    },
    (req) => webhooks.update(deps, membershipOf(req), req.params.id, req.body),
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: admin },
    async (req) => {
      await webhooks.remove(deps, membershipOf(req), req.params.id);
      return {};
    },
  );
  app.get(
    `${base}/:id/deliveries`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZWebhookDeliveryList } }, onRequest: admin },
    (req) => webhooks.deliveries(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${base}/:id/deliveries/:deliveryId/redeliver`,
    { schema: { tags, params: ZWebhookDeliveryParams, response: { 200: ZWebhookDeliveryItem } }, onRequest: admin },
    (req) => webhooks.redeliver(deps, membershipOf(req), req.params.id, req.params.deliveryId),
  );
  app.post(
    `${base}/:id/test`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZWebhookDeliveryItem } }, onRequest: admin },
    (req) => webhooks.sendTest(deps, membershipOf(req), req.params.id),
  );
  registerDeliveryLogRoutes({ app, deps, guards });
};

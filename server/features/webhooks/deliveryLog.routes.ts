import {
  ZWebhookDeliveryItem,
  ZWebhookDeliveryList,
  ZWebhookDeliveryParams,
} from '../../../common/contracts/webhooks.ts';
import { ZAccountItemParams, type TRouteCtx } from '../../http.ts';
import { listDeliveries, redeliver, type TDeliveryKind } from '../../lib/outbound/delivery.ts';
import { presentDelivery } from '../../lib/outbound/delivery.presenter.ts';
import { membershipOf } from '../auth/index.ts';

/**
 * The delivery logs of the other outbound targets (account webhooks have theirs under /webhooks/:id):
 * every attempt the one delivery service made for an agent bot, an API inbox's webhook_url, and an
 * automation rule's or a macro's send_webhook_event actions, with redeliver. Administrators only; the
 * same wire shape as the account webhook log.
 */
const TARGETS: { path: string; kind: TDeliveryKind; tags: string[] }[] = [
  { path: 'agent_bots', kind: 'agent_bot', tags: ['Account AgentBots'] },
  { path: 'inboxes', kind: 'api_inbox', tags: ['Inboxes'] },
  { path: 'automation_rules', kind: 'automation_rule', tags: ['Automation Rule'] },
  { path: 'macros', kind: 'macro', tags: ['Macros'] },
];

export const registerDeliveryLogRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const admin = guards.requireAccount(['administrator']);
  for (const { path, kind, tags } of TARGETS) {
    const base = `/api/v1/accounts/:accountId/${path}/:id/deliveries`;
    app.get(
      base,
      { schema: { tags, params: ZAccountItemParams, response: { 200: ZWebhookDeliveryList } }, onRequest: admin },
      async (req) => ({
        payload: (await listDeliveries(deps, membershipOf(req).accountId, kind, req.params.id)).map(presentDelivery),
      }),
    );
    app.post(
      `${base}/:deliveryId/redeliver`,
      { schema: { tags, params: ZWebhookDeliveryParams, response: { 200: ZWebhookDeliveryItem } }, onRequest: admin },
      async (req) => {
        const { row } = await redeliver(deps, membershipOf(req).accountId, kind, req.params.id, req.params.deliveryId);
        return { payload: presentDelivery(row) };
      },
    );
  }
};

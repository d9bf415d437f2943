import {
  defineDeliveryJob,
  deliver,
  EXCERPT_BYTES,
  isDelivered,
  type TAttemptOutcome,
  type TDeliveryRequest,
  type TDeliveryTrigger,
} from '../../lib/outbound/delivery.ts';
import { findWebhook, type TWebhookRow } from './webhooks.repo.ts';

/**
 * Account webhooks through the one outbound delivery service (server/lib/outbound/delivery.ts): one
 * POST of one event to one webhook, recorded in the delivery log whatever the outcome. Headers as the
 * API-inbox webhooks send them plus the event name (see docs/WEBHOOKS.md):
 *   X-Chatwoot-Timestamp, X-Chatwoot-Signature (sha256=HMAC of "<timestamp>.<body>"), X-Chatwoot-Delivery,
 *   X-Chatwoot-Event.
 */

export { EXCERPT_BYTES, isDelivered };
export type { TAttemptOutcome, TDeliveryRequest, TDeliveryTrigger };

/** Sends once and records the attempt; never throws for the receiver's failures. */
export const attemptDelivery = (
  deps: Parameters<typeof deliver>[0],
  webhook: TWebhookRow,
  req: TDeliveryRequest,
): Promise<TAttemptOutcome> =>
  deliver(
    deps,
    {
      kind: 'account_webhook',
      accountId: webhook.accountId,
      targetId: webhook.id,
      url: webhook.url,
      secret: webhook.secret,
    },
    req,
  );

export interface TAccountWebhookJob {
  accountId: number;
  webhookId: number;
  deliveryId: string;
  event: string;
  body: string;
}

/**
 * The delivery of one committed event to one webhook: 5xx, 408, 429, timeouts and network errors are
 * retried with exponential backoff (10 s, 20 s, 40 s … six runs in all); other answers and a refused
 * target are final. A webhook deleted meanwhile gets nothing.
 */
export const accountWebhookJob = defineDeliveryJob<TAccountWebhookJob>(
  'account_webhook',
  'webhook',
  async (data, { deps }) => {
    const found = await findWebhook(deps.db, data.accountId, data.webhookId);
    if (!found) return null;
    const { webhook } = found;
    return {
      target: {
        kind: 'account_webhook',
        accountId: webhook.accountId,
        targetId: webhook.id,
        url: webhook.url,
        secret: webhook.secret,
      },
      request: { deliveryId: data.deliveryId, event: data.event, body: data.body },
    };
  },
  { pollSeconds: 0.5, concurrency: 25 },
);

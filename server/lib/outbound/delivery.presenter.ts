import type { TWebhookDelivery } from '../../../common/contracts/webhooks.ts';
import { isDelivered, type TDeliveryLogRow } from './delivery.ts';

/** One logged attempt on the wire (the same shape for every kind of target). */
export const presentDelivery = (d: TDeliveryLogRow): TWebhookDelivery => ({
  id: d.id,
  delivery_id: d.deliveryId,
  event: d.event,
  attempt: d.attempt,
  trigger: d.trigger === 'redelivery' || d.trigger === 'test' ? d.trigger : 'event',
  status_code: d.statusCode,
  latency_ms: d.latencyMs,
  response_excerpt: d.responseExcerpt,
  error: d.error,
  success: isDelivered(d),
  created_at: Math.floor(d.createdAt.getTime() / 1000),
});

import crypto from 'node:crypto';
import { defineDeliveryJob, eventOfBody } from '../../lib/outbound/delivery.ts';

/** One send_webhook_event action's POST; `rule`/`macro` say whose log it goes to (absent on jobs queued before). */
export interface TAutomationWebhookJob {
  url: string;
  body: string;
  ruleId?: number;
  macroId?: number;
  deliveryId?: string;
}

/**
 * One automation send_webhook_event delivery through the one outbound delivery service: the JSON body,
 * unsigned (as Chatwoot's automation webhooks), through the outbound guard (a private address, or a
 * redirect to one, fails for good), logged under the rule or macro. Network errors, timeouts, 408, 429
 * and 5xx are retried with backoff; other 4xx are final.
 */
export const automationWebhookJob = defineDeliveryJob<TAutomationWebhookJob>(
  'automation.webhook',
  'automation webhook',
  (data, ctx) => {
    const accountId = ctx.accountId;
    const owner =
      data.macroId !== undefined
        ? { kind: 'macro' as const, targetId: data.macroId }
        : { kind: 'automation_rule' as const, targetId: data.ruleId ?? 0 };
    if (accountId === null) return Promise.resolve(null);
    return Promise.resolve({
      target: { ...owner, accountId, url: data.url, secret: null },
      request: {
        deliveryId: data.deliveryId ?? ctx.jobId.slice(0, 36),
        event: eventOfBody(data.body),
        body: data.body,
      },
    });
  },
);

/** A new delivery id for one action's POST. */
export const automationDeliveryId = () => crypto.randomUUID();

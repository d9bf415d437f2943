import crypto from 'node:crypto';
import { defineConsumer } from '../events/consumers.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { wakeJobs } from '../jobs/wake.ts';
import { accountWebhookJob } from '../features/webhooks/webhookDelivery.ts';
import { WEBHOOK_SOURCES, webhookMessageOf, webhookTopicOf } from '../features/webhooks/webhookPayloads.ts';
import { listSubscribedWebhooks } from '../features/webhooks/webhooks.repo.ts';

/** A delivery id that stays the same however often the event is handled (uuid-shaped, from event and webhook). */
export const deliveryIdOf = (eventId: number, webhookId: number) => {
  const h = crypto.createHash('sha256').update(`account-webhook:${eventId}:${webhookId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/**
 * Account webhooks (Chatwoot's WebhookListener): each committed event some webhook of the account
 * subscribes to becomes one signed delivery job per such webhook (account-wide ones, and those scoped
 * to the event's inbox). The body is built once, here, so every webhook and every retry gets the same
 * bytes. Idempotent: each delivery is queued with the event and webhook ids as its key.
 */
export const accountWebhooksConsumer = defineConsumer({
  name: 'account_webhooks',
  events: WEBHOOK_SOURCES,
  pollSeconds: 0.5,
  concurrency: 8,
  handle: async (event, { deps }) => {
    const queued = await deps.db.transaction(async (tx) => {
      const topic = webhookTopicOf(event);
      const targets = await listSubscribedWebhooks(tx, event.accountId, topic.event, topic.inboxId);
      if (!targets.length) return false;
      const payload = await webhookMessageOf(tx, event);
      if (!payload) return false;
      const body = JSON.stringify(payload);
      for (const { id } of targets)
        await enqueueJob(
          tx,
          accountWebhookJob,
          {
            accountId: event.accountId,
            webhookId: id,
            deliveryId: deliveryIdOf(event.id, id),
            event: topic.event,
            body,
          },
          { accountId: event.accountId, dedupeKey: `account_webhook:${event.id}:${id}` },
        );
      return true;
    });
    if (queued) wakeJobs(accountWebhookJob.name);
  },
});

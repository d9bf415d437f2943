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
 * bytes. The jobs commit with nothing else, so only a crash between that commit and the consumer job's
 * completion can queue an event twice; its X-Chatwoot-Delivery id (from the event and webhook ids) is
 * the same both times, so a receiver drops the repeat.
 */
export const accountWebhooksConsumer = defineConsumer({
  name: 'account_webhooks',
  events: WEBHOOK_SOURCES,
  pollSeconds: 0.5,
  concurrency: 8,
  handle: async (event, { deps }) => {
    // Most events of most accounts have no webhook: one query, no transaction.
    const topic = webhookTopicOf(event);
    const targets = await listSubscribedWebhooks(deps.db, event.accountId, topic.event, topic.inboxId);
    if (!targets.length) return;
    const payload = await webhookMessageOf(deps.db, event);
    if (!payload) return;
    const body = JSON.stringify(payload);
    await deps.db.transaction(async (tx) => {
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
          { accountId: event.accountId },
        );
    });
    wakeJobs(accountWebhookJob.name);
  },
});

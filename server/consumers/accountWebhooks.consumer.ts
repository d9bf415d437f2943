import crypto from 'node:crypto';
import { defineConsumer, type TConsumedEvent } from '../events/consumers.ts';
import type { TDeps } from '../deps.ts';
import { enqueueJobs } from '../jobs/queue.ts';
import { wakeJobs } from '../jobs/wake.ts';
import { accountWebhookJob, type TAccountWebhookJob } from '../features/webhooks/index.ts';
import {
  WEBHOOK_SOURCES,
  webhookMessageOf,
  webhookTopicOf,
  type TWebhookSource,
  type TWebhookTopic,
} from '../features/webhooks/index.ts';
import { listWebhooksSubscribedToAny, webhooksInUse } from '../features/webhooks/index.ts';

/** A delivery id that stays the same however often the event is handled (uuid-shaped, from event and webhook). */
export const deliveryIdOf = (eventId: number, webhookId: number) => {
  const h = crypto.createHash('sha256').update(`account-webhook:${eventId}:${webhookId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/**
 * The deliveries of a batch of events: one query for the webhooks any of them subscribe to (most events
 * of most accounts have none: that query is all), a body per event some webhook wants, and one INSERT of
 * every delivery job.
 */
const queueDeliveries = async (batch: TConsumedEvent<TWebhookSource>[], { deps }: { deps: TDeps }) => {
  const jobs: { def: typeof accountWebhookJob; data: TAccountWebhookJob; accountId: number }[] = [];
  for (const accountId of new Set(batch.map((e) => e.accountId))) {
    const events = batch.filter((e) => e.accountId === accountId);
    const topics = events.map(webhookTopicOf);
    const hooks = await listWebhooksSubscribedToAny(deps.db, accountId, [...new Set(topics.map((t) => t.event))]);
    if (!hooks.length) continue;
    // The bodies are read side by side (each a few indexed reads), then queued in log order.
    const bodies = await Promise.all(
      events.map(async (event, i) => {
        const topic = topics[i] as TWebhookTopic;
        const targets = hooks.filter(
          (h) =>
            h.subscriptions.includes(topic.event) &&
            (h.inboxId === null || (topic.inboxId !== null && h.inboxId === topic.inboxId)),
        );
        const payload = targets.length ? await webhookMessageOf(deps.db, event) : null;
        return payload ? { event, topic, targets, body: JSON.stringify(payload) } : null;
      }),
    );
    for (const b of bodies) {
      if (!b) continue;
      const { event, topic, body } = b;
      for (const { id } of b.targets) {
        const data = { accountId, webhookId: id, deliveryId: deliveryIdOf(event.id, id), event: topic.event, body };
        jobs.push({ def: accountWebhookJob, accountId, data });
      }
    }
  }
  if (!jobs.length) return;
  await enqueueJobs(deps.db, jobs);
  wakeJobs(accountWebhookJob.name);
};

/**
 * Account webhooks (Chatwoot's WebhookListener): each committed event some webhook of the account
 * subscribes to becomes one signed delivery job per such webhook (account-wide ones, and those scoped
 * to the event's inbox). The body is built once, here, so every webhook and every retry gets the same
 * bytes. A batch's jobs commit in one statement with nothing else, so only a crash between that
 * commit and the consumer job's completion can queue an event twice; its X-Chatwoot-Delivery id (from
 * the event and webhook ids) is the same both times, so a receiver drops the repeat.
 */
export const accountWebhooksConsumer = defineConsumer({
  name: 'account_webhooks',
  events: WEBHOOK_SOURCES,
  inUse: webhooksInUse,
  pollSeconds: 0.5,
  concurrency: 8,
  handle: (event, ctx) => queueDeliveries([event], ctx),
  handleBatch: queueDeliveries,
});

import type { TDeps } from '../../deps.ts';
import { deleteSubscriptionById, listBrowserSubscriptions } from '../notificationSubscriptions/index.ts';
import { vapidKeys } from '../notificationSubscriptions/index.ts';
import { lockDelivery, updateDelivery } from './delivery.repo.ts';
import { decideDelivery, nextDelivery } from './deliveryRule.ts';
import { notificationWords } from './notificationText.ts';
import { notificationTarget, type TNotificationEvent } from './notificationTarget.ts';
import { sendWebPush } from './webPush.ts';

/**
 * Pushes a notification to every browser the agent subscribed, when they opted into its type
 * (selected_push_flags). Not throttled; a repeated or stale event pushes nothing (the same
 * notification_deliveries row as mail, channel 'push', claimed before sending: at most once).
 * A subscription the push service no longer knows (404/410) is removed; other failures are logged.
 */
export const deliverNotificationPush = async (deps: TDeps, event: TNotificationEvent) => {
  const target = await notificationTarget(deps, event, 'push');
  if (!target) return;
  const subscriptions = await listBrowserSubscriptions(deps.db, target.key.userId);
  if (!subscriptions.length) return;
  const claimed = await deps.db.transaction(async (tx) => {
    const prev = await lockDelivery(tx, target.key);
    const now = new Date();
    const input = { id: event.id, name: event.name, notification: target.notification, activity: event.data.activity };
    const decision = decideDelivery(input, prev, now, 0);
    if (decision.kind !== 'send') return false;
    await updateDelivery(tx, target.key, nextDelivery(decision, prev, input, now));
    return true;
  });
  if (!claimed) return;
  const n = target.notification;
  const payload = JSON.stringify({
    title: notificationWords(target.recipient.locale).title[target.type](n.primary_actor_id),
    body: target.excerpt ?? '',
    tag: `${n.notification_type}_${n.primary_actor_id}_${n.id}`,
    url: target.conversationUrl,
  });
  const keys = await vapidKeys(deps.db);
  for (const sub of subscriptions) {
    const { endpoint, p256dh, auth } = sub.subscriptionAttributes;
    if (!endpoint || !p256dh || !auth) continue;
    const result = await sendWebPush(deps.config, keys, { endpoint, p256dh, auth }, payload);
    if (result.outcome === 'expired') await deleteSubscriptionById(deps.db, sub.id);
    else if (result.outcome === 'failed')
      deps.log.warn({ subscriptionId: sub.id, reason: result.reason }, 'web push not delivered');
  }
};

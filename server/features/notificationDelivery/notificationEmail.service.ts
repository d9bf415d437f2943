import type { TDeps } from '../../deps.ts';
import { installationTransportOptions, isPermanentSmtpError, sendMail, smtpErrorText } from '../email/index.ts';
import { lockDelivery, updateDelivery } from './delivery.repo.ts';
import { decideDelivery, EMAIL_WINDOW_MS, nextDelivery } from './deliveryRule.ts';
import { composeNotificationMail } from './notificationMail.ts';
import { notificationTarget, type TNotificationEvent } from './notificationTarget.ts';

/**
 * Mails a notification to its agent when they opted into its type (selected_email_flags), at most one
 * mail per conversation per agent in EMAIL_WINDOW_MS: a notification inside the window is counted, and
 * the next mail about that conversation says how many were held back. The window lives in a
 * notification_deliveries row locked while the mail is sent, so nodes take turns; a failed send rolls
 * the row back and the consumer retries.
 */
export const deliverNotificationEmail = async (deps: TDeps, event: TNotificationEvent) => {
  const smtp = installationTransportOptions(deps.config);
  if (!smtp) return;
  const target = await notificationTarget(deps, event, 'email');
  if (!target) return;
  await deps.db.transaction(async (tx) => {
    const prev = await lockDelivery(tx, target.key);
    const now = new Date();
    const input = { id: event.id, name: event.name, notification: target.notification, activity: event.data.activity };
    const decision = decideDelivery(input, prev, now, EMAIL_WINDOW_MS);
    if (decision.kind === 'skip') return;
    await updateDelivery(tx, target.key, nextDelivery(decision, prev, input, now));
    if (decision.kind !== 'send') return;
    const mail = composeNotificationMail({
      locale: target.recipient.locale,
      name: target.recipient.name,
      accountName: target.recipient.accountName,
      type: target.type,
      displayId: target.notification.primary_actor_id,
      excerpt: target.excerpt,
      more: decision.more,
      conversationUrl: target.conversationUrl,
      settingsUrl: target.settingsUrl,
    });
    try {
      await sendMail(smtp, { from: deps.config.mailFrom, to: target.recipient.email, ...mail });
    } catch (err) {
      // A refused recipient will be refused again: the window stays counted, nothing is retried.
      if (!isPermanentSmtpError(err)) throw err;
      deps.log.warn({ userId: target.key.userId, reason: smtpErrorText(err) }, 'notification mail refused');
    }
  });
};

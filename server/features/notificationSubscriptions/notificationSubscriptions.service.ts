import type { TCreateNotificationSubscriptionRequest } from '../../../common/contracts/notificationSubscriptions.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { outboundPolicy } from '../../lib/outbound/outboundGuard.ts';
import { assertOutboundUrl } from '../../lib/outbound/outboundTargets.ts';
import { presentSubscription } from './notificationSubscriptions.presenter.ts';
import { deleteUserSubscription, SUBSCRIPTION_TYPES, upsertSubscription } from './notificationSubscriptions.repo.ts';
import { errorText } from '../../lib/serverText.ts';

const ENDPOINT = 'subscription_attributes.endpoint';

/**
 * Registers the signed-in user's device. A browser's endpoint is a URL the server will POST to, set by
 * whoever is signed in: it must be https and resolve to a public address (checked again at every
 * delivery by the outbound guard), unless ALLOW_PRIVATE_NETWORK_TARGETS is on.
 */
export const subscribe = async (deps: TDeps, userId: number, input: TCreateNotificationSubscriptionRequest) => {
  if (input.subscription_type === 'fcm') {
    const attrs = Object.fromEntries(Object.entries(input.subscription_attributes).map(([k, v]) => [k, String(v)]));
    const row = await upsertSubscription(deps.db, {
      userId,
      subscriptionType: SUBSCRIPTION_TYPES.fcm,
      subscriptionAttributes: attrs,
      identifier: input.subscription_attributes.push_token,
    });
    return presentSubscription(row);
  }
  const attrs = input.subscription_attributes;
  const policy = outboundPolicy(deps.config);
  if (!policy.allowPrivate && !attrs.endpoint.startsWith('https://'))
    throw AppError.invalid(ENDPOINT, errorText('mustBeHttpsUrl'));
  await assertOutboundUrl(ENDPOINT, attrs.endpoint, policy);
  const row = await upsertSubscription(deps.db, {
    userId,
    subscriptionType: SUBSCRIPTION_TYPES.browser_push,
    subscriptionAttributes: { endpoint: attrs.endpoint, p256dh: attrs.p256dh, auth: attrs.auth },
    identifier: attrs.endpoint,
  });
  return presentSubscription(row);
};

/** Forgets one of the user's own devices (another user's is left alone: 404). */
export const unsubscribe = async (deps: TDeps, userId: number, identifier: string) => {
  if (!(await deleteUserSubscription(deps.db, userId, identifier)))
    throw new AppError('not_found', errorText('subscriptionNotFound'));
};

import { ZSuccess } from '../../../common/contracts/responses/auth.ts';
import {
  ZCreateNotificationSubscriptionRequest,
  ZDeleteNotificationSubscriptionRequest,
  ZNotificationSubscription,
} from '../../../common/contracts/notificationSubscriptions.ts';
import { parseWith, type TRouteCtx } from '../../http.ts';
import { callerOf } from '../auth/index.ts';
import { subscribe, unsubscribe } from './notificationSubscriptions.service.ts';

const tags = ['Profile'];
const asObject = (v: unknown) => (v && typeof v === 'object' ? v : {});
const path = '/api/v1/notification_subscriptions';

/** The signed-in user's push devices (browser web push; FCM tokens are kept for the mobile app). */
export const registerNotificationSubscriptionRoutes = ({ app, deps, guards }: TRouteCtx) => {
  app.post(
    path,
    {
      schema: { tags, body: ZCreateNotificationSubscriptionRequest, response: { 200: ZNotificationSubscription } },
      onRequest: guards.authenticate,
    },
    (req) => subscribe(deps, callerOf(req).user.id, req.body),
  );
  // Chatwoot's mobile app sends DELETE with push_token; the SPA sends the browser's endpoint on sign-out.
  app.delete(path, { schema: { tags, response: { 200: ZSuccess } }, onRequest: guards.authenticate }, async (req) => {
    // The device may come as query parameters (Rails params) or in a JSON body.
    const input = parseWith(ZDeleteNotificationSubscriptionRequest, {
      ...asObject(req.query),
      ...asObject(req.body),
    });
    await unsubscribe(deps, callerOf(req).user.id, input.push_token || input.endpoint || '');
    return { success: true };
  });
};

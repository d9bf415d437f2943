import { ZNotificationSettings } from '../../../common/contracts/responses/notificationSettings.ts';
import { ZUpdateNotificationSettingsRequest } from '../../../common/contracts/notificationSettings.ts';
import { ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/index.ts';
import * as notificationSettings from './notificationSettings.service.ts';

const tags = ['Notification settings'];
const path = '/api/v1/accounts/:accountId/notification_settings';

/** The signed-in member's own email and push preferences in one account. */
export const registerNotificationSettingsRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const member = guards.requireAccount();
  app.get(
    path,
    { schema: { tags, params: ZAccountParams, response: { 200: ZNotificationSettings } }, onRequest: member },
    (req) => notificationSettings.show(deps, membershipOf(req)),
  );
  // PUT answers too (server/lib/requestConventions.ts), as Chatwoot's route does.
  app.patch(
    path,
    {
      schema: {
        tags,
        params: ZAccountParams,
        body: ZUpdateNotificationSettingsRequest,
        response: { 200: ZNotificationSettings },
      },
      onRequest: member,
    },
    (req) => notificationSettings.update(deps, membershipOf(req), req.body.notification_settings),
  );
};

import { z } from 'zod';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { membershipOf } from '../auth/auth.context.ts';
import { ALL_ROLES } from '../../../common/permissions.ts';
import { ZNotificationList } from '../../../common/contracts/responses/notifications.ts';
import * as notifications from './notifications.service.ts';

const tags = ['Notifications'];
const base = '/api/v1/accounts/:accountId/notifications';

export const registerNotificationRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const member = guards.requireAccount(ALL_ROLES);
  app.get(
    base,
    {
      schema: {
        tags,
        params: ZAccountParams,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: ZNotificationList },
      },
      onRequest: member,
    },
    (req) => notifications.list(deps, membershipOf(req), req.query.page),
  );
  app.get(`${base}/unread_count`, { schema: { tags, params: ZAccountParams }, onRequest: member }, (req) =>
    notifications.unreadCount(deps, membershipOf(req)),
  );
  app.post(`${base}/read_all`, { schema: { tags, params: ZAccountParams }, onRequest: member }, async (req) => {
    await notifications.readAll(deps, membershipOf(req));
    return {};
  });
  app.post(
    `${base}/destroy_all`,
    {
      schema: {
        tags,
        params: ZAccountParams,
        body: z.object({ type: z.enum(['all', 'read']).default('all') }).default({ type: 'all' }),
      },
      onRequest: member,
    },
    async (req) => {
      await notifications.removeAll(deps, membershipOf(req), req.body.type === 'read');
      return {};
    },
  );
  app.patch(`${base}/:id`, { schema: { tags, params: ZAccountItemParams }, onRequest: member }, (req) =>
    notifications.markRead(deps, membershipOf(req), req.params.id),
  );
  app.post(`${base}/:id/unread`, { schema: { tags, params: ZAccountItemParams }, onRequest: member }, (req) =>
    notifications.markUnread(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${base}/:id/snooze`,
    {
      schema: { tags, params: ZAccountItemParams, body: z.object({ snoozed_until: z.coerce.date() }) },
      onRequest: member,
    },
    (req) => notifications.snooze(deps, membershipOf(req), req.params.id, req.body.snoozed_until),
  );
  app.delete(`${base}/:id`, { schema: { tags, params: ZAccountItemParams }, onRequest: member }, async (req) => {
    await notifications.remove(deps, membershipOf(req), req.params.id);
    return {};
  });
};

import { ZEmpty } from '../../../common/contracts/responses/bodies.ts';
import { ZNotification, ZUnreadCount } from '../../../common/contracts/responses/notifications.ts';
import { z } from 'zod';
import { ZAccountItemParams, ZAccountParams, type TRouteCtx } from '../../http.ts';
import { pageEcho } from '../../lib/pageEcho.ts';
import { membershipOf } from '../auth/index.ts';
import { ALL_ROLES } from '../../../common/permissions.ts';
import {
  notificationFilters,
  ZDestroyAllNotificationsRequest,
  ZNotificationListQuery,
  ZSnoozeNotificationRequest,
  ZUpdateNotificationRequest,
} from '../../../common/contracts/notifications.ts';
import { ZNotificationList } from '../../../common/contracts/responses/notifications.ts';
import * as notifications from './notifications.service.ts';

const tags = ['Notifications'];
/** The primary actors notifications are about (Chatwoot's Notification::PRIMARY_ACTORS). */
const PRIMARY_ACTOR_TYPES = ['Conversation'] as const;
const ZReadAllQuery = z.object({
  primary_actor_type: z.string().max(64).optional(),
  primary_actor_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
const base = '/api/v1/accounts/:accountId/notifications';

export const registerNotificationRoutes = ({ app, deps, guards }: TRouteCtx) => {
  const member = guards.requireAccount(ALL_ROLES);
  app.get(
    base,
    {
      schema: {
        tags,
        params: ZAccountParams,
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationList },
      },
      onRequest: member,
    },
    (req) => notifications.list(deps, membershipOf(req), notificationFilters(req.query), req.query.page, pageEcho(req)),
  );
  app.get(
    `${base}/unread_count`,
    { schema: { tags, params: ZAccountParams, response: { 200: ZUnreadCount } }, onRequest: member },
    (req) => notifications.unreadCount(deps, membershipOf(req)),
  );
  app.post(
    `${base}/read_all`,
    {
      schema: {
        tags,
        params: ZAccountParams,
        body: ZReadAllQuery.nullish(),
        querystring: ZReadAllQuery,
        response: { 200: ZEmpty },
      },
      onRequest: member,
    },
    async (req) => {
      const type = req.body?.primary_actor_type ?? req.query.primary_actor_type;
      const id = req.body?.primary_actor_id ?? req.query.primary_actor_id;
      // Chatwoot narrows to one actor only for a known actor type; anything else marks all read.
      const known = type !== undefined && (PRIMARY_ACTOR_TYPES as readonly string[]).includes(type);
      await notifications.readAll(deps, membershipOf(req), known && id !== undefined ? { type, id } : undefined);
      return {};
    },
  );
  app.post(
    `${base}/destroy_all`,
    {
      schema: {
        tags,
        params: ZAccountParams,
        body: ZDestroyAllNotificationsRequest.nullish(),
        response: { 200: ZEmpty },
      },
      onRequest: member,
    },
    async (req) => {
      await notifications.removeAll(deps, membershipOf(req), req.body?.type === 'read');
      return {};
    },
  );
  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: ZAccountItemParams,
        body: ZUpdateNotificationRequest.nullish(),
        response: { 200: ZNotification },
      },
      onRequest: member,
    },
    (req) =>
      req.body?.mark_as_unread
        ? notifications.markUnread(deps, membershipOf(req), req.params.id)
        : notifications.markRead(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${base}/:id/unread`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZNotification } }, onRequest: member },
    (req) => notifications.markUnread(deps, membershipOf(req), req.params.id),
  );
  app.post(
    `${base}/:id/snooze`,
    {
      schema: { tags, params: ZAccountItemParams, body: ZSnoozeNotificationRequest, response: { 200: ZNotification } },
      onRequest: member,
    },
    (req) => notifications.snooze(deps, membershipOf(req), req.params.id, req.body.snoozed_until),
  );
  app.delete(
    `${base}/:id`,
    { schema: { tags, params: ZAccountItemParams, response: { 200: ZEmpty } }, onRequest: member },
    async (req) => {
      await notifications.remove(deps, membershipOf(req), req.params.id);
      return {};
    },
  );
};

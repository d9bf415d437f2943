import { z } from 'zod';
import { ZAttributes, ZUnixTime } from './fields.ts';

/**
 * The conversation a notification is about, as stored when it was created (notify.ts): kept open,
 * since older rows carry what was written then.
 */
export const ZNotificationActor = z.looseObject({
  /** The conversation's display id (ours stores it as id; Chatwoot's payloads may carry display_id). */
  id: z.number().int().optional(),
  display_id: z.number().int().optional(),
  inbox_id: z.number().int().optional(),
  status: z.string().optional(),
  meta: z
    .looseObject({
      assignee: z.looseObject({ name: z.string().optional(), thumbnail: z.string().nullish() }).nullish(),
      sender: z.looseObject({}).nullish(),
    })
    .optional(),
});

/** One notification (notifications.service presentNotification). */
export const ZNotification = z.object({
  id: z.number().int(),
  notification_type: z.string(),
  primary_actor_type: z.string(),
  primary_actor_id: z.number().int(),
  primary_actor: ZNotificationActor.nullable(),
  secondary_actor_type: z.string().nullable(),
  secondary_actor_id: z.number().int().nullable(),
  push_message_title: z.string(),
  read_at: ZUnixTime.nullable(),
  /** ISO time (Chatwoot sends this one as a string). */
  snoozed_until: z.string().nullable(),
  last_activity_at: ZUnixTime,
  created_at: ZUnixTime,
  account_id: z.number().int(),
  user: z.unknown(),
  meta: ZAttributes,
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET …/notifications. */
export const ZNotificationList = z.object({
  data: z.object({
    meta: z.object({
      unread_count: z.number().int(),
      count: z.number().int(),
      /** As Chatwoot echoes params[:page]: the string sent, or the number 1 when none was. */
      current_page: z.union([z.string(), z.number().int()]),
    }),
    payload: z.array(ZNotification),
  }),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;
export type TNotificationPage = TNotificationList['data'];

/** GET …/unread_count. */
export const ZUnreadCount = z.number();

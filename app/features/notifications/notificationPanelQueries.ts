import { NOTIFICATIONS_PER_PAGE } from '../../../common/notifications.ts';
import { api } from '../../lib/api.ts';
import { notificationKeys } from './notificationQueries.ts';

/** The wire shapes (part 2 §3 "Notification"): the response contract. */
import type {
  TNotification,
  TNotificationList,
  TNotificationPage,
} from '../../../common/contracts/responses/notifications.ts';
export type { TNotification, TNotificationPage };

export const notificationPageKey = (accountId: number, page: number, includeRead = false) =>
  [...notificationKeys.lists(accountId), 'page', page, includeRead] as const;

/** The server lists unread ones unless read (and snoozed) ones are asked for too (Chatwoot's includes[]). */
export const fetchNotificationPage = async (
  accountId: number,
  page: number,
  includeRead = false,
): Promise<TNotificationPage> => {
  const includes = includeRead ? '&includes[]=read&includes[]=snoozed' : '';
  const res = await api<TNotificationList>(`/api/v1/accounts/${accountId}/notifications?page=${page}${includes}`, {
    contract: 'notificationList',
  });
  return res.data;
};

/** Last page: ceil(unread / 15) when unread exceeds 15, else 1 (part 2 §9). */
export const lastPageOf = (unread: number) =>
  unread > NOTIFICATIONS_PER_PAGE ? Math.ceil(unread / NOTIFICATIONS_PER_PAGE) : 1;

/** The conversation a notification points at: its display id, when the actor still exists. */
export const conversationIdOf = (n: TNotification) =>
  n.primary_actor ? (n.primary_actor.display_id ?? n.primary_actor.id ?? n.primary_actor_id) : null;

export const markNotificationRead = (accountId: number, id: number) =>
  api<unknown>(`/api/v1/accounts/${accountId}/notifications/${id}`, { method: 'PATCH', contract: 'notification' });

export const markAllNotificationsRead = (accountId: number) =>
  api<unknown>(`/api/v1/accounts/${accountId}/notifications/read_all`, { method: 'POST', contract: 'empty' });

import { NOTIFICATIONS_PER_PAGE } from '../../../common/notifications.ts';
import { api } from '../../lib/api.ts';
import { notificationKeys } from './notificationQueries.ts';

/** The wire shape of one notification (part 2 §3 "Notification"). */
export interface TNotification {
  id: number;
  notification_type: string;
  primary_actor_type: string;
  primary_actor_id: number;
  primary_actor: {
    id?: number;
    display_id?: number;
    meta?: { assignee?: { name?: string; thumbnail?: string | null } | null };
  } | null;
  push_message_title: string;
  last_activity_at: number | null;
  read_at: number | null;
  snoozed_until: string | null;
  created_at: number;
}

export interface TNotificationPage {
  meta: { unread_count: number; count: number; current_page: number };
  payload: TNotification[];
}

export const notificationPageKey = (accountId: number, page: number) =>
  [...notificationKeys.all(accountId), 'page', page] as const;

export const fetchNotificationPage = async (accountId: number, page: number): Promise<TNotificationPage> => {
  const res = await api<{ data: TNotificationPage }>(`/api/v1/accounts/${accountId}/notifications?page=${page}`);
  return res.data;
};

/** Last page: ceil(unread / 15) when unread exceeds 15, else 1 (part 2 §9). */
export const lastPageOf = (unread: number) =>
  unread > NOTIFICATIONS_PER_PAGE ? Math.ceil(unread / NOTIFICATIONS_PER_PAGE) : 1;

/** The conversation a notification points at: its display id, when the actor still exists. */
export const conversationIdOf = (n: TNotification) =>
  n.primary_actor ? (n.primary_actor.display_id ?? n.primary_actor.id ?? n.primary_actor_id) : null;

export const markNotificationRead = (accountId: number, id: number) =>
  api<unknown>(`/api/v1/accounts/${accountId}/notifications/${id}`, { method: 'PATCH' });

export const markAllNotificationsRead = (accountId: number) =>
  api<unknown>(`/api/v1/accounts/${accountId}/notifications/read_all`, { method: 'POST' });

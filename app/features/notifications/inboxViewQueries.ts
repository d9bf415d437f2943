import { NOTIFICATIONS_PER_PAGE, type TNotificationType } from '../../../common/notifications.ts';
import type { TNotification, TNotificationList } from '../../../common/contracts/responses/notifications.ts';
import { api } from '../../lib/api.ts';
import { notificationKeys } from './notificationQueries.ts';

/** The inbox view's filters (Chatwoot's: sort, show read, show snoozed; ours adds one type). */
export interface TInboxViewFilters {
  sort: 'desc' | 'asc';
  showRead: boolean;
  showSnoozed: boolean;
  type: TNotificationType | 'all';
}

export const DEFAULT_INBOX_VIEW_FILTERS: TInboxViewFilters = {
  sort: 'desc',
  showRead: true,
  showSnoozed: false,
  type: 'all',
};

export const inboxViewKey = (accountId: number, f: TInboxViewFilters) =>
  [...notificationKeys.lists(accountId), 'inboxView', f] as const;

export const inboxViewQuery = (f: TInboxViewFilters, page: number) => {
  const q = new URLSearchParams({ page: String(page), sort_order: f.sort });
  if (f.showRead) q.append('includes[]', 'read');
  if (f.showSnoozed) q.append('includes[]', 'snoozed');
  if (f.type !== 'all') q.append('notification_type[]', f.type);
  return q.toString();
};

export const fetchInboxViewPage = async (accountId: number, f: TInboxViewFilters, page: number) =>
  (
    await api<TNotificationList>(`/api/v1/accounts/${accountId}/notifications?${inboxViewQuery(f, page)}`, {
      contract: 'notificationList',
    })
  ).data;

/** Fewer than 15 on a page: everything is loaded (part 2 §4). */
export const nextInboxViewPage = (last: { payload: unknown[] }, all: unknown[]) =>
  last.payload.length < NOTIFICATIONS_PER_PAGE ? undefined : all.length + 1;

const one = (accountId: number, id: number, rest = '') => `/api/v1/accounts/${accountId}/notifications/${id}${rest}`;

export const notificationActions = {
  read: (accountId: number, id: number) =>
    api<TNotification>(one(accountId, id), { method: 'PATCH', contract: 'notification' }),
  unread: (accountId: number, id: number) =>
    api<TNotification>(one(accountId, id), {
      method: 'PATCH',
      body: { mark_as_unread: true },
      contract: 'notification',
    }),
  snooze: (accountId: number, id: number, until: Date) =>
    api<TNotification>(one(accountId, id, '/snooze'), {
      method: 'POST',
      body: { snoozed_until: until.toISOString() },
      contract: 'notification',
    }),
  remove: (accountId: number, id: number) => api<unknown>(one(accountId, id), { method: 'DELETE', contract: 'empty' }),
  destroyAll: (accountId: number, onlyRead: boolean) =>
    api<unknown>(`/api/v1/accounts/${accountId}/notifications/destroy_all`, {
      method: 'POST',
      body: { type: onlyRead ? 'read' : 'all' },
      contract: 'empty',
    }),
};

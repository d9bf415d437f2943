import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../notifications.ts';

const one = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(16)]).optional();
const ZInclude = z.enum(['read', 'snoozed']);
const ZTypeName = z.enum(Object.keys(NOTIFICATION_TYPES) as [keyof typeof NOTIFICATION_TYPES]);

/**
 * GET …/notifications, as Chatwoot's NotificationFinder: unread and unsnoozed ones unless `includes[]`
 * names `read` / `snoozed`; newest activity first unless `sort_order=asc`. `notification_type[]` (ours)
 * narrows to those types.
 */
export const ZNotificationListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  sort_order: z.enum(['desc', 'asc']).default('desc'),
  includes: one(ZInclude),
  'includes[]': one(ZInclude),
  notification_type: one(ZTypeName),
  'notification_type[]': one(ZTypeName),
});
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>;

/** The list's filters once the query's array spellings are merged. */
export interface TNotificationFilters {
  includeRead: boolean;
  includeSnoozed: boolean;
  types: (keyof typeof NOTIFICATION_TYPES)[];
  sort: 'desc' | 'asc';
}

const all = <T>(...values: (T | T[] | undefined)[]) => values.flatMap((v) => (v === undefined ? [] : v));

export const notificationFilters = (q: Partial<TNotificationListQuery> = {}): TNotificationFilters => {
  const includes = all(q.includes, q['includes[]']);
  return {
    includeRead: includes.includes('read'),
    includeSnoozed: includes.includes('snoozed'),
    types: all(q.notification_type, q['notification_type[]']),
    sort: q.sort_order ?? 'desc',
  };
};

export const ZSnoozeNotificationRequest = z.object({ snoozed_until: z.coerce.date() });
export const ZDestroyAllNotificationsRequest = z.object({ type: z.enum(['all', 'read']).default('all') });
/** PATCH …/notifications/{id}: marks it read; `mark_as_unread: true` marks it unread instead. */
export const ZUpdateNotificationRequest = z.object({ mark_as_unread: z.boolean().optional() });

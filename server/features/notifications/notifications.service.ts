import { NOTIFICATION_TYPES, NOTIFICATIONS_PER_PAGE } from '../../../common/notifications.ts';
import type { TNotification } from '../../../common/contracts/responses/notifications.ts';
import type { TDeps } from '../../deps.ts';
import type { TExecutor } from '../../db/client.ts';
import { appendEvent } from '../../events/events.repo.ts';
import { AppError } from '../../lib/appError.ts';
import type { TMembership } from '../auth/index.ts';
import * as repo from './notifications.repo.ts';
import type { TNotificationFilters } from '../../../common/contracts/notifications.ts';
import { defineJob, enqueueJob } from '../../jobs/queue.ts';
import { errorText } from '../../lib/serverText.ts';

const typeName = (n: number) => Object.entries(NOTIFICATION_TYPES).find(([, v]) => v === n)?.[0] ?? 'unknown';
const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

export const presentNotification = (n: repo.TNotificationRow): TNotification => ({
  id: n.id,
  notification_type: typeName(n.notificationType),
  primary_actor_type: n.primaryActorType,
  primary_actor_id: n.primaryActorId,
  // meta is what notify.ts stored when the notification was created.
  primary_actor: (n.meta.primary_actor ?? null) as TNotification['primary_actor'],
  secondary_actor_type: n.secondaryActorType,
  secondary_actor_id: n.secondaryActorId,
  push_message_title: (n.meta.push_message_title as string | undefined) ?? '',
  read_at: unix(n.readAt),
  snoozed_until: n.snoozedUntil?.toISOString() ?? null,
  last_activity_at: Math.floor(n.lastActivityAt.getTime() / 1000),
  created_at: Math.floor(n.createdAt.getTime() / 1000),
  account_id: n.accountId,
  user: n.meta.user ?? null,
  meta: n.meta,
});

const userId = (m: TMembership) => m.accountUser.userId;

/** notification.created / updated / deleted carry the fresh unread and total counts (Chatwoot's payload). */
export const announce = async (
  tx: TExecutor,
  accountId: number,
  owner: number,
  event: 'notification.created' | 'notification.updated' | 'notification.deleted',
  n: repo.TNotificationRow | null,
  /** A new event about its conversation refreshed it: email and push deliver it again. */
  activity = false,
) => {
  const counts = await repo.countNotifications(tx, accountId, owner);
  await appendEvent(
    tx,
    accountId,
    event,
    {
      notification: n ? presentNotification(n) : null,
      unread_count: counts.unread,
      count: counts.count,
      ...(activity ? { activity } : {}),
    },
    { kind: 'user', userId: owner },
  );
};

export const list = async (
  deps: TDeps,
  m: TMembership,
  filters: TNotificationFilters,
  page: number,
  currentPage: string | number = page,
) => {
  const [rows, counts] = await Promise.all([
    repo.listNotifications(deps.db, m.accountId, userId(m), filters, page, NOTIFICATIONS_PER_PAGE),
    repo.countNotifications(deps.db, m.accountId, userId(m), filters),
  ]);
  return {
    data: {
      meta: { unread_count: counts.unread, count: counts.count, current_page: currentPage },
      payload: rows.map(presentNotification),
    },
  };
};

export const unreadCount = async (deps: TDeps, m: TMembership) =>
  (await repo.countNotifications(deps.db, m.accountId, userId(m))).unread;

const change = (deps: TDeps, m: TMembership, id: number, patch: Parameters<typeof repo.updateNotification>[4]) =>
  deps.db.transaction(async (tx) => {
    const n = await repo.updateNotification(tx, m.accountId, userId(m), id, patch);
    if (!n) throw new AppError('not_found', errorText('notificationNotFound'));
    await announce(tx, m.accountId, userId(m), 'notification.updated', n);
    return presentNotification(n);
  });

export const markRead = (deps: TDeps, m: TMembership, id: number) => change(deps, m, id, { readAt: new Date() });
export const markUnread = (deps: TDeps, m: TMembership, id: number) => change(deps, m, id, { readAt: null });
const reopenKey = (id: number) => `notification-snooze:${id}`;

/** Hidden until `until`; then the reopen job brings it back unread and on top. */
export const snooze = (deps: TDeps, m: TMembership, id: number, until: Date) =>
  deps.db.transaction(async (tx) => {
    const n = await repo.updateNotification(tx, m.accountId, userId(m), id, { snoozedUntil: until });
    if (!n) throw new AppError('not_found', errorText('notificationNotFound'));
    await enqueueJob(
      tx,
      notificationReopenJob,
      { id: n.id, accountId: n.accountId, userId: n.userId },
      { accountId: n.accountId, runAt: until, dedupeKey: reopenKey(n.id) },
    );
    await announce(tx, m.accountId, n.userId, 'notification.updated', n);
    return presentNotification(n);
  });

/** Chatwoot's ReopenSnoozedNotificationsJob, per notification: due and still snoozed → unread, on top. */
export const notificationReopenJob = defineJob<{ id: number; accountId: number; userId: number }>(
  'notification.snooze_reopen',
  async ({ id, accountId, userId: owner }, { deps }) => {
    await deps.db.transaction(async (tx) => {
      const n = await repo.reopenSnoozedNotification(tx, id);
      if (n) await announce(tx, accountId, owner, 'notification.updated', n);
    });
  },
);

/** read_all; with a primary actor (a conversation), only the notifications about it, as Chatwoot. */
export const readAll = (deps: TDeps, m: TMembership, actor?: { type: string; id: number }) =>
  deps.db.transaction(async (tx) => {
    await repo.markAllRead(tx, m.accountId, userId(m), actor);
    await announce(tx, m.accountId, userId(m), 'notification.updated', null);
  });

export const remove = (deps: TDeps, m: TMembership, id: number) =>
  deps.db.transaction(async (tx) => {
    const n = await repo.deleteNotification(tx, m.accountId, userId(m), id);
    if (!n) throw new AppError('not_found', errorText('notificationNotFound'));
    await announce(tx, m.accountId, userId(m), 'notification.deleted', n);
  });

export const removeAll = (deps: TDeps, m: TMembership, onlyRead: boolean) =>
  deps.db.transaction(async (tx) => {
    await repo.deleteAllNotifications(tx, m.accountId, userId(m), onlyRead);
    await announce(tx, m.accountId, userId(m), 'notification.deleted', null);
  });

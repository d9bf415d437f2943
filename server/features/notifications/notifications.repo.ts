import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { notificationFilters, type TNotificationFilters } from '../../../common/contracts/notifications.ts';
import { NOTIFICATION_TYPES } from '../../../common/notifications.ts';
import type { TExecutor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type TNotificationRow = typeof notifications.$inferSelect;

const mine = (accountId: number, userId: number) =>
  and(eq(notifications.accountId, accountId), eq(notifications.userId, userId));
/** Snoozed notifications stay hidden until their time comes (the reopen job then clears the snooze). */
const awake = () => or(isNull(notifications.snoozedUntil), lte(notifications.snoozedUntil, sql`now()`));

/** Chatwoot's NotificationFinder: unread and awake ones, unless read / snoozed ones are asked for too. */
const filtered = (accountId: number, userId: number, f: TNotificationFilters) =>
  and(
    mine(accountId, userId),
    f.includeSnoozed ? undefined : awake(),
    f.includeRead ? undefined : isNull(notifications.readAt),
    f.types.length
      ? inArray(
          notifications.notificationType,
          f.types.map((t) => NOTIFICATION_TYPES[t]),
        )
      : undefined,
  );

export const listNotifications = (
  db: TExecutor,
  accountId: number,
  userId: number,
  f: TNotificationFilters,
  page: number,
  perPage: number,
) => {
  const order = f.sort === 'asc' ? asc : desc;
  return db
    .select()
    .from(notifications)
    .where(filtered(accountId, userId, f))
    .orderBy(order(notifications.lastActivityAt), order(notifications.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
};

export const countNotifications = async (
  db: TExecutor,
  accountId: number,
  userId: number,
  f: TNotificationFilters = notificationFilters(),
) => {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
    })
    .from(notifications)
    .where(filtered(accountId, userId, f));
  return { count: row?.count ?? 0, unread: row?.unread ?? 0 };
};

export const updateNotification = async (
  db: TExecutor,
  accountId: number,
  userId: number,
  id: number,
  patch: Partial<typeof notifications.$inferInsert>,
) =>
  (
    await db
      .update(notifications)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(mine(accountId, userId), eq(notifications.id, id)))
      .returning()
  )[0] ?? null;

/** Marks the member's unread notifications read: all of them, or only those about one primary actor. */
export const markAllRead = (db: TExecutor, accountId: number, userId: number, actor?: { type: string; id: number }) =>
  db
    .update(notifications)
    .set({ readAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        mine(accountId, userId),
        isNull(notifications.readAt),
        actor ? eq(notifications.primaryActorType, actor.type) : undefined,
        actor ? eq(notifications.primaryActorId, actor.id) : undefined,
      ),
    );

export const deleteNotification = async (db: TExecutor, accountId: number, userId: number, id: number) =>
  (
    await db
      .delete(notifications)
      .where(and(mine(accountId, userId), eq(notifications.id, id)))
      .returning()
  )[0] ?? null;

export const deleteAllNotifications = (db: TExecutor, accountId: number, userId: number, onlyRead: boolean) =>
  db
    .delete(notifications)
    .where(and(mine(accountId, userId), onlyRead ? isNotNull(notifications.readAt) : undefined))
    .returning({ id: notifications.id });

/**
 * Creates the user's notification of this type about this conversation, or refreshes the one there is:
 * unread again, out of snooze, latest activity now (so it moves to the top). An event not newer than the
 * one that last refreshed it changes nothing (null): a replayed event notifies nobody twice.
 */
export const upsertNotification = async (tx: TExecutor, values: typeof notifications.$inferInsert) =>
  (
    await tx
      .insert(notifications)
      .values(values)
      .onConflictDoUpdate({
        target: [
          notifications.userId,
          notifications.accountId,
          notifications.primaryActorType,
          notifications.primaryActorId,
          notifications.notificationType,
        ],
        set: {
          readAt: null,
          snoozedUntil: null,
          lastActivityAt: sql`now()`,
          updatedAt: sql`now()`,
          secondaryActorType: sql`excluded.secondary_actor_type`,
          secondaryActorId: sql`excluded.secondary_actor_id`,
          meta: sql`excluded.meta`,
          sourceEventId: sql`excluded.source_event_id`,
        },
        setWhere: sql`excluded.source_event_id IS NULL OR ${notifications.sourceEventId} IS NULL
          OR excluded.source_event_id > ${notifications.sourceEventId}`,
      })
      .returning({ ...getTableColumns(notifications), isNew: sql<boolean>`(xmax = 0)` })
  )[0] ?? null;

/** Brings a snoozed notification back when its time has come: unread and on top (null if not due). */
export const reopenSnoozedNotification = async (tx: TExecutor, id: number) =>
  (
    await tx
      .update(notifications)
      .set({ snoozedUntil: null, readAt: null, lastActivityAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(notifications.id, id), lte(notifications.snoozedUntil, sql`now() + interval '1 second'`)))
      .returning()
  )[0] ?? null;

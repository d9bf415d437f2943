import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type TNotificationRow = typeof notifications.$inferSelect;

const mine = (accountId: number, userId: number) =>
  and(eq(notifications.accountId, accountId), eq(notifications.userId, userId));
/** Snoozed notifications stay hidden until their time comes. */
const visible = () => or(isNull(notifications.snoozedUntil), lte(notifications.snoozedUntil, sql`now()`));

export const listNotifications = (db: TExecutor, accountId: number, userId: number, page: number, perPage: number) =>
  db
    .select()
    .from(notifications)
    .where(and(mine(accountId, userId), visible()))
    .orderBy(desc(notifications.lastActivityAt), desc(notifications.id))
    .limit(perPage)
    .offset((page - 1) * perPage);

export const countNotifications = async (db: TExecutor, accountId: number, userId: number) => {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
    })
    .from(notifications)
    .where(and(mine(accountId, userId), visible()));
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
    .where(onlyRead ? and(mine(accountId, userId), sql`${notifications.readAt} is not null`) : mine(accountId, userId));

/** Inserts a notification; one already made from the same event for the same user inserts nothing (null). */
export const insertNotification = async (tx: TExecutor, values: typeof notifications.$inferInsert) =>
  (
    await tx
      .insert(notifications)
      .values(values)
      .onConflictDoNothing({
        target: [notifications.userId, notifications.sourceEventId],
        where: sql`${notifications.sourceEventId} IS NOT NULL`,
      })
      .returning()
  )[0] ?? null;

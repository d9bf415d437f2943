import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { notificationDeliveries } from '../../db/schema/index.ts';

export type TDeliveryChannel = 'email' | 'push';
export interface TDeliveryKey {
  channel: TDeliveryChannel;
  accountId: number;
  userId: number;
  actorType: string;
  actorId: number;
}
export type TDeliveryRow = typeof notificationDeliveries.$inferSelect;

const EPOCH = new Date(0);
const where = (k: TDeliveryKey) =>
  and(
    eq(notificationDeliveries.channel, k.channel),
    eq(notificationDeliveries.accountId, k.accountId),
    eq(notificationDeliveries.userId, k.userId),
    eq(notificationDeliveries.actorType, k.actorType),
    eq(notificationDeliveries.actorId, k.actorId),
  );

/**
 * The key's row, locked until the transaction ends (created empty first, so two nodes handling the
 * same conversation at once take turns on one row instead of racing two inserts).
 */
export const lockDelivery = async (tx: TExecutor, k: TDeliveryKey): Promise<TDeliveryRow> => {
  await tx
    .insert(notificationDeliveries)
    .values({ ...k, sentAt: EPOCH, suppressed: 0, lastActivityAt: EPOCH, recentEventIds: [] })
    .onConflictDoNothing();
  const [row] = await tx.select().from(notificationDeliveries).where(where(k)).for('update');
  if (!row) throw new Error('notification delivery row vanished');
  return row;
};

export const updateDelivery = async (
  tx: TExecutor,
  k: TDeliveryKey,
  patch: Pick<TDeliveryRow, 'sentAt' | 'suppressed' | 'lastActivityAt' | 'recentEventIds'>,
) => {
  await tx.update(notificationDeliveries).set(patch).where(where(k));
};

/** Maintenance: rows whose last delivery is older than `before` have no window or repeat left to guard. */
export const pruneDeliveries = async (db: TExecutor, before: Date) => {
  await db.execute(sql`DELETE FROM notification_deliveries WHERE sent_at < ${before} AND last_activity_at < ${before}`);
};

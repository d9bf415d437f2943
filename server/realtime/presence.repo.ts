import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { TPresenceData } from '../../common/events.ts';
import { AVAILABILITY_VALUE, fromValue } from '../../common/enums.ts';
import { PRESENCE_WINDOW_SECONDS } from '../../common/realtime.ts';
import type { TExecutor } from '../db/client.ts';
import { accountUsers, presences } from '../db/schema/index.ts';

const fresh = () => gt(presences.lastSeenAt, sql`now() - make_interval(secs => ${PRESENCE_WINDOW_SECONDS})`);

export const heartbeat = (
  db: TExecutor,
  accountId: number,
  ownerType: 'User' | 'Contact',
  ownerId: number,
  nodeId: string,
) =>
  db
    .insert(presences)
    .values({ accountId, ownerType, ownerId, nodeId })
    .onConflictDoUpdate({
      target: [presences.accountId, presences.ownerType, presences.ownerId, presences.nodeId],
      set: { lastSeenAt: sql`now()` },
    });

export const removePresence = (
  db: TExecutor,
  accountId: number,
  ownerType: 'User' | 'Contact',
  ownerId: number,
  nodeId: string,
) =>
  db
    .delete(presences)
    .where(
      and(
        eq(presences.accountId, accountId),
        eq(presences.ownerType, ownerType),
        eq(presences.ownerId, ownerId),
        eq(presences.nodeId, nodeId),
      ),
    );

/** Whether the owner still has a live tab on another node. */
export const isOnlineElsewhere = async (db: TExecutor, accountId: number, userId: number, nodeId: string) =>
  (
    await db
      .select({ one: sql`1` })
      .from(presences)
      .where(
        and(
          eq(presences.accountId, accountId),
          eq(presences.ownerType, 'User'),
          eq(presences.ownerId, userId),
          ne(presences.nodeId, nodeId),
          fresh(),
        ),
      )
      .limit(1)
  ).length > 0;

/** presence.update data: users seen within the window with their availability, and online contacts. */
export const presenceSnapshot = async (db: TExecutor, accountId: number): Promise<TPresenceData> => {
  const users = await db
    .selectDistinct({ id: presences.ownerId, availability: accountUsers.availability })
    .from(presences)
    .innerJoin(
      accountUsers,
      and(eq(accountUsers.accountId, presences.accountId), eq(accountUsers.userId, presences.ownerId)),
    )
    .where(and(eq(presences.accountId, accountId), eq(presences.ownerType, 'User'), fresh()));
  const contacts = await db
    .selectDistinct({ id: presences.ownerId })
    .from(presences)
    .where(and(eq(presences.accountId, accountId), eq(presences.ownerType, 'Contact'), fresh()));
  return {
    account_id: accountId,
    users: Object.fromEntries(users.map((u) => [String(u.id), fromValue(AVAILABILITY_VALUE, u.availability)])),
    contacts: Object.fromEntries(contacts.map((c) => [String(c.id), 'online' as const])),
  };
};

export const prunePresences = (db: TExecutor) =>
  db.delete(presences).where(sql`${presences.lastSeenAt} < now() - interval '1 hour'`);

import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { TExecutor } from '../../../db/client.ts';
import { channelInstagram, inboxes } from '../../../db/schema/index.ts';

/** Connected Instagram accounts (not waiting for a reconnect) whose token expires before `before`. */
export const listInstagramTokensDue = (db: TExecutor, before: Date) =>
  db
    .select({ inbox: inboxes, channel: channelInstagram })
    .from(channelInstagram)
    .innerJoin(inboxes, and(eq(inboxes.channelType, 'Channel::Instagram'), eq(inboxes.channelId, channelInstagram.id)))
    .where(
      and(
        isNotNull(channelInstagram.expiresAt),
        lt(channelInstagram.expiresAt, before),
        isNull(channelInstagram.reauthorizationRequiredAt),
      ),
    );

/** Stores a refreshed token (sealed) and its new expiry. */
export const storeInstagramToken = async (db: TExecutor, channelId: number, sealed: string, expiresAt: Date | null) => {
  await db
    .update(channelInstagram)
    .set({ accessToken: sealed, expiresAt, updatedAt: new Date() })
    .where(eq(channelInstagram.id, channelId));
};

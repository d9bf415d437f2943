import { and, asc, eq, gt, lt, notInArray } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { users, userTokens } from '../../db/schema/index.ts';
import { LIMITS } from '../../../common/limits.ts';

export const upsertDeviceToken = async (
  db: TExecutor,
  userId: number,
  client: string,
  tokenHash: string,
  expiresAt: Date,
  impersonatorId: number | null = null,
) => {
  await db
    .insert(userTokens)
    .values({ userId, client, tokenHash, expiresAt, impersonatorId })
    .onConflictDoUpdate({
      target: [userTokens.userId, userTokens.client],
      set: { tokenHash, expiresAt, lastUsedAt: new Date() },
    });
  // Keep the newest devices only, and drop expired ones.
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), lt(userTokens.expiresAt, new Date())));
  const keep = await db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(eq(userTokens.userId, userId))
    .orderBy(asc(userTokens.createdAt))
    .then((rows) => rows.slice(-LIMITS.maxDevices).map((r) => r.id));
  if (keep.length)
    await db.delete(userTokens).where(and(eq(userTokens.userId, userId), notInArray(userTokens.id, keep)));
};

export const findDeviceByClient = async (db: TExecutor, client: string) =>
  (
    await db
      .select({ device: userTokens, user: users })
      .from(userTokens)
      .innerJoin(users, eq(users.id, userTokens.userId))
      .where(eq(userTokens.client, client))
      .limit(1)
  )[0] ?? null;

export const deleteDeviceToken = (db: TExecutor, userId: number, client: string) =>
  db.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.client, client)));

export const deleteAllDeviceTokens = (db: TExecutor, userId: number) =>
  db.delete(userTokens).where(eq(userTokens.userId, userId));

/** How many unexpired device sessions the user still has. */
export const countDeviceTokens = async (db: TExecutor, userId: number) =>
  (
    await db
      .select({ id: userTokens.id })
      .from(userTokens)
      .where(and(eq(userTokens.userId, userId), gt(userTokens.expiresAt, new Date())))
  ).length;

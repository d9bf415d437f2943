import { and, count, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { userMfa, userMfaBackupCodes } from '../../db/schema/index.ts';

export type TMfaRow = typeof userMfa.$inferSelect;

export const findMfa = async (db: TExecutor, userId: number): Promise<TMfaRow | null> =>
  (await db.select().from(userMfa).where(eq(userMfa.userId, userId)))[0] ?? null;

/** A new enrolment (or a fresh secret for one not yet confirmed); never replaces an enabled factor. */
export const upsertPendingMfa = async (db: TExecutor, userId: number, secretSealed: string) => {
  const rows = await db
    .insert(userMfa)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: userMfa.userId,
      set: { secretSealed, lastUsedStep: null, updatedAt: new Date() },
      where: isNull(userMfa.enabledAt),
    })
    .returning({ userId: userMfa.userId });
  return rows.length > 0;
};

/**
 * Records `step` as the last accepted one, only when it is later than the one recorded: two requests with
 * the same code cannot both pass (the row's update is the arbiter). True when this request claimed it.
 */
export const claimTimeStep = async (db: TExecutor, userId: number, step: number, enable = false) => {
  const rows = await db
    .update(userMfa)
    .set({
      lastUsedStep: step,
      updatedAt: new Date(),
      ...(enable ? { enabledAt: sql`coalesce(${userMfa.enabledAt}, now())` } : {}),
    })
    .where(and(eq(userMfa.userId, userId), or(isNull(userMfa.lastUsedStep), lt(userMfa.lastUsedStep, step))))
    .returning({ userId: userMfa.userId });
  return rows.length > 0;
};

export const deleteMfa = async (db: TExecutor, userId: number) => {
  await db.delete(userMfaBackupCodes).where(eq(userMfaBackupCodes.userId, userId));
  await db.delete(userMfa).where(eq(userMfa.userId, userId));
};

/** The user's backup codes become `digests` (every earlier code stops working). */
export const replaceBackupCodes = async (db: TExecutor, userId: number, digests: string[]) => {
  await db.delete(userMfaBackupCodes).where(eq(userMfaBackupCodes.userId, userId));
  if (digests.length) await db.insert(userMfaBackupCodes).values(digests.map((codeHash) => ({ userId, codeHash })));
};

/** Marks an unused backup code used; true when it was one (a code works once, even for concurrent requests). */
export const useBackupCode = async (db: TExecutor, userId: number, digest: string) => {
  const rows = await db
    .update(userMfaBackupCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userMfaBackupCodes.userId, userId),
        eq(userMfaBackupCodes.codeHash, digest),
        isNull(userMfaBackupCodes.usedAt),
      ),
    )
    .returning({ userId: userMfaBackupCodes.userId });
  return rows.length > 0;
};

export const countBackupCodes = async (db: TExecutor, userId: number) => {
  const [row] = await db
    .select({ total: count(), remaining: count(sql`CASE WHEN ${userMfaBackupCodes.usedAt} IS NULL THEN 1 END`) })
    .from(userMfaBackupCodes)
    .where(eq(userMfaBackupCodes.userId, userId));
  return { total: row?.total ?? 0, remaining: row?.remaining ?? 0 };
};

/** The ids among `userIds` whose factor is enabled. */
export const listMfaEnabled = async (db: TExecutor, userIds: number[]) =>
  userIds.length === 0
    ? []
    : (
        await db
          .select({ userId: userMfa.userId })
          .from(userMfa)
          .where(and(inArray(userMfa.userId, userIds), isNotNull(userMfa.enabledAt)))
      ).map((r) => r.userId);

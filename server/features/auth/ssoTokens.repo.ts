import { and, eq, gt, lt } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { ssoLoginTokens, users } from '../../db/schema/index.ts';

/** Stores a one-time sign-in token's hash; expired ones of the user go at the same time. */
export const insertSsoToken = async (db: TExecutor, userId: number, tokenHash: string, expiresAt: Date) => {
  await db
    .delete(ssoLoginTokens)
    .where(and(eq(ssoLoginTokens.userId, userId), lt(ssoLoginTokens.expiresAt, new Date())));
  await db.insert(ssoLoginTokens).values({ userId, tokenHash, expiresAt });
};

/**
 * Uses a one-time token: the row is deleted in the same statement that finds it, so two requests with the
 * same link cannot both sign in. Null when it is unknown, used or expired.
 */
export const consumeSsoToken = async (db: TExecutor, tokenHash: string) => {
  const [row] = await db
    .delete(ssoLoginTokens)
    .where(and(eq(ssoLoginTokens.tokenHash, tokenHash), gt(ssoLoginTokens.expiresAt, new Date())))
    .returning({ userId: ssoLoginTokens.userId });
  if (!row) return null;
  return (await db.select().from(users).where(eq(users.id, row.userId)).limit(1))[0] ?? null;
};

import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accessTokens, users } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';

export type TUserRow = typeof users.$inferSelect;

export const findUserByEmail = async (db: TExecutor, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1)
  )[0] ?? null;

/** False on a fresh installation (no user yet): its first user operates it. */
export const hasUsers = async (db: TExecutor) =>
  (
    await db
      .select({ one: sql<number>`1` })
      .from(users)
      .limit(1)
  ).length > 0;

export const findUserById = async (db: TExecutor, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0] ?? null;

export const insertUser = async (
  db: TExecutor,
  input: {
    name: string;
    email: string;
    encryptedPassword: string | null;
    confirmedAt?: Date | null;
    type?: string | null;
  },
) => {
  const [row] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      encryptedPassword: input.encryptedPassword,
      confirmedAt: input.confirmedAt ?? null,
      type: input.type ?? null,
      pubsubToken: randomToken(18),
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
};

export const updateUser = async (db: TExecutor, id: number, patch: Partial<typeof users.$inferInsert>) => {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
};

export const findUserByTokenHash = async (db: TExecutor, column: 'reset' | 'confirmation', tokenHash: string) => {
  const col = column === 'reset' ? users.resetPasswordTokenHash : users.confirmationTokenHash;
  return (await db.select().from(users).where(eq(col, tokenHash)).limit(1))[0] ?? null;
};

export const findUserByApiToken = async (db: TExecutor, token: string) => {
  const rows = await db
    .select({ user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.ownerId))
    .where(and(eq(accessTokens.ownerType, 'User'), eq(accessTokens.tokenDigest, sha256(token))))
    .limit(1);
  return rows[0]?.user ?? null;
};

/**
 * A new API access token for the user (replacing any earlier one). Only its SHA-256 is stored: the
 * plaintext returned here is the one chance to show it.
 */
export const resetApiAccessToken = async (db: TExecutor, userId: number) => {
  const token = randomToken(18);
  const tokenDigest = sha256(token);
  await db
    .insert(accessTokens)
    .values({ ownerType: 'User', ownerId: userId, tokenDigest })
    .onConflictDoUpdate({
      target: [accessTokens.ownerType, accessTokens.ownerId],
      set: { tokenDigest, updatedAt: new Date() },
    });
  return token;
};

/** The name activity lines use for an agent ("System" when they are gone). */
export const userName = async (db: TExecutor, id: number) => (await findUserById(db, id))?.name ?? 'System';

/** Gives the user a new realtime (pubsub) token; the old one opens no subscription from now on. */
export const rotatePubsubToken = async (db: TExecutor, userId: number) => {
  const [row] = await db
    .update(users)
    .set({ pubsubToken: randomToken(18), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
};

/**
 * Deletes a user: memberships, devices, notifications and the rest go with the row (ON DELETE CASCADE or SET
 * NULL on every reference); the API token, which has no foreign key, is deleted here.
 */
export const deleteUser = async (db: TExecutor, id: number) => {
  await db.delete(accessTokens).where(and(eq(accessTokens.ownerType, 'User'), eq(accessTokens.ownerId, id)));
  return (await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })).length > 0;
};

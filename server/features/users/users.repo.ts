import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accessTokens, users } from '../../db/schema/index.ts';
import { randomToken } from '../../lib/crypto.ts';

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
  await db.insert(accessTokens).values({ ownerType: 'User', ownerId: row.id, token: randomToken(18) });
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

export const getApiAccessToken = async (db: TExecutor, userId: number) =>
  (
    await db
      .select({ token: accessTokens.token })
      .from(accessTokens)
      .where(and(eq(accessTokens.ownerType, 'User'), eq(accessTokens.ownerId, userId)))
      .limit(1)
  )[0]?.token ?? null;

export const findUserByApiToken = async (db: TExecutor, token: string) => {
  const rows = await db
    .select({ user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.ownerId))
    .where(and(eq(accessTokens.ownerType, 'User'), eq(accessTokens.token, token)))
    .limit(1);
  return rows[0]?.user ?? null;
};

export const resetApiAccessToken = async (db: TExecutor, userId: number) => {
  const token = randomToken(18);
  await db
    .update(accessTokens)
    .set({ token, updatedAt: new Date() })
    .where(and(eq(accessTokens.ownerType, 'User'), eq(accessTokens.ownerId, userId)));
  return token;
};

/** The name activity lines use for an agent ("System" when they are gone). */
export const userName = async (db: TExecutor, id: number) => (await findUserById(db, id))?.name ?? 'System';

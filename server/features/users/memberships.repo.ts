import { and, asc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accounts, accountUsers, customRoles, users } from '../../db/schema/index.ts';

export type TAccountRow = typeof accounts.$inferSelect;

export type TAccountUserRow = typeof accountUsers.$inferSelect;

export interface TMembershipRow {
  account: TAccountRow;
  accountUser: TAccountUserRow;
  customRole: typeof customRoles.$inferSelect | null;
}

const membershipQuery = (db: TExecutor) =>
  db
    .select({ account: accounts, accountUser: accountUsers, customRole: customRoles })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .leftJoin(
      customRoles,
      and(eq(customRoles.id, accountUsers.customRoleId), eq(customRoles.accountId, accountUsers.accountId)),
    );

export const listMemberships = (db: TExecutor, userId: number): Promise<TMembershipRow[]> =>
  membershipQuery(db).where(eq(accountUsers.userId, userId)).orderBy(asc(accounts.id));

export const findMembership = async (
  db: TExecutor,
  userId: number,
  accountId: number,
): Promise<TMembershipRow | null> =>
  (
    await membershipQuery(db)
      .where(and(eq(accountUsers.userId, userId), eq(accountUsers.accountId, accountId)))
      .limit(1)
  )[0] ?? null;

export const insertAccountUser = async (
  db: TExecutor,
  input: {
    accountId: number;
    userId: number;
    role: number;
    inviterId?: number | null;
    customRoleId?: number | null;
    availability?: number;
  },
) => {
  const [row] = await db
    .insert(accountUsers)
    .values({
      accountId: input.accountId,
      userId: input.userId,
      role: input.role,
      inviterId: input.inviterId ?? null,
      customRoleId: input.customRoleId ?? null,
      ...(input.availability !== undefined && { availability: input.availability }),
    })
    .returning();
  if (!row) throw new Error('account user insert returned nothing');
  return row;
};

export const updateAccountUser = async (
  db: TExecutor,
  accountId: number,
  userId: number,
  patch: Partial<typeof accountUsers.$inferInsert>,
) => {
  const [row] = await db
    .update(accountUsers)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)))
    .returning();
  return row ?? null;
};

/** Every membership of the user still at availability `from` moves to `to` (an invitee's first sign-in). */
export const moveAvailability = (db: TExecutor, userId: number, from: number, to: number) =>
  db
    .update(accountUsers)
    .set({ availability: to, updatedAt: new Date() })
    .where(and(eq(accountUsers.userId, userId), eq(accountUsers.availability, from)));

export const deleteAccountUser = (db: TExecutor, accountId: number, userId: number) =>
  db
    .delete(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)))
    .returning();

export const listAccountMembers = (db: TExecutor, accountId: number) =>
  db
    .select({ user: users, accountUser: accountUsers })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(eq(accountUsers.accountId, accountId))
    .orderBy(asc(users.name), asc(users.id));

export const countAdministrators = async (db: TExecutor, accountId: number) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.role, 1)));
  return row?.n ?? 0;
};

export const findCustomRole = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(customRoles)
      .where(and(eq(customRoles.accountId, accountId), eq(customRoles.id, id)))
      .limit(1)
  )[0] ?? null;

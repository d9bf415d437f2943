import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accountUsers, customRoles, inboxes, teams } from '../../db/schema/index.ts';

export type TCustomRoleRow = typeof customRoles.$inferSelect;
type TCustomRoleValues = Pick<
  TCustomRoleRow,
  'name' | 'description' | 'permissions' | 'inboxIds' | 'teamIds' | 'reportAreas'
>;

export const listCustomRoles = (db: TExecutor, accountId: number) =>
  db.select().from(customRoles).where(eq(customRoles.accountId, accountId)).orderBy(asc(customRoles.id));

export const findCustomRoleById = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(customRoles)
      .where(and(eq(customRoles.accountId, accountId), eq(customRoles.id, id)))
      .limit(1)
  )[0] ?? null;

/** A role of the account by name, compared without case (two roles "Support" and "support" would confuse). */
export const findCustomRoleByName = async (db: TExecutor, accountId: number, name: string) =>
  (
    await db
      .select()
      .from(customRoles)
      .where(and(eq(customRoles.accountId, accountId), sql`lower(${customRoles.name}) = lower(${name})`))
      .limit(1)
  )[0] ?? null;

export const insertCustomRole = async (db: TExecutor, accountId: number, values: TCustomRoleValues) => {
  const [row] = await db
    .insert(customRoles)
    .values({ accountId, ...values })
    .returning();
  if (!row) throw new Error('custom role insert returned nothing');
  return row;
};

export const updateCustomRole = async (
  db: TExecutor,
  accountId: number,
  id: number,
  values: Partial<TCustomRoleValues>,
) =>
  (
    await db
      .update(customRoles)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(customRoles.accountId, accountId), eq(customRoles.id, id)))
      .returning()
  )[0] ?? null;

export const deleteCustomRole = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .delete(customRoles)
      .where(and(eq(customRoles.accountId, accountId), eq(customRoles.id, id)))
      .returning({ id: customRoles.id })
  ).length > 0;

/** Which of `ids` are inboxes of the account. */
export const accountInboxIds = async (db: TExecutor, accountId: number, ids: number[]) =>
  ids.length
    ? (
        await db
          .select({ id: inboxes.id })
          .from(inboxes)
          .where(and(eq(inboxes.accountId, accountId), inArray(inboxes.id, ids)))
      ).map((r) => r.id)
    : [];

/** Which of `ids` are teams of the account. */
export const accountTeamIds = async (db: TExecutor, accountId: number, ids: number[]) =>
  ids.length
    ? (
        await db
          .select({ id: teams.id })
          .from(teams)
          .where(and(eq(teams.accountId, accountId), inArray(teams.id, ids)))
      ).map((r) => r.id)
    : [];

/** The users of the account who hold the role (their open sockets follow a change of it). */
export const customRoleHolders = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select({ userId: accountUsers.userId })
      .from(accountUsers)
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.customRoleId, id)))
  ).map((r) => r.userId);

/** Moves the role's holders back to the plain agent role (the foreign key would only null the id). */
export const releaseCustomRoleHolders = (db: TExecutor, accountId: number, id: number) =>
  db
    .update(accountUsers)
    .set({ customRoleId: null, updatedAt: new Date() })
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.customRoleId, id)));

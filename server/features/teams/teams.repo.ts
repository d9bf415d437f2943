import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accountUsers, teamMembers, teams, users } from '../../db/schema/index.ts';

export type TTeamRow = typeof teams.$inferSelect;

export const listTeams = (db: TExecutor, accountId: number, userId: number) =>
  db
    .select({
      team: teams,
      // Spelled with an alias: in a one-table select drizzle leaves ${teams.id} unqualified, and inside
      // the subquery a bare "id" would be team_members.id.
      isMember: sql<boolean>`exists (select 1 from ${teamMembers} tm where tm.team_id = ${teams}.id and tm.user_id = ${userId})`,
      // The members the team's members list shows (still in the team's account), in the same statement.
      membersCount: sql<number>`(select count(*)::int from ${teamMembers} tm join ${accountUsers} au
        on au.user_id = tm.user_id and au.account_id = ${teams}.account_id where tm.team_id = ${teams}.id)`,
    })
    .from(teams)
    .where(eq(teams.accountId, accountId))
    .orderBy(asc(sql`lower(${teams.name})`));

export const findTeam = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(teams)
      .where(and(eq(teams.accountId, accountId), eq(teams.id, id)))
      .limit(1)
  )[0] ?? null;

export const findTeamByName = async (db: TExecutor, accountId: number, name: string) =>
  (
    await db
      .select()
      .from(teams)
      .where(and(eq(teams.accountId, accountId), sql`lower(${teams.name}) = lower(${name})`))
      .limit(1)
  )[0] ?? null;

export const insertTeam = async (db: TExecutor, values: typeof teams.$inferInsert) => {
  const [row] = await db.insert(teams).values(values).returning();
  if (!row) throw new Error('team insert returned nothing');
  return row;
};

export const updateTeam = async (
  db: TExecutor,
  accountId: number,
  id: number,
  patch: Partial<typeof teams.$inferInsert>,
) =>
  (
    await db
      .update(teams)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(teams.accountId, accountId), eq(teams.id, id)))
      .returning()
  )[0] ?? null;

export const deleteTeam = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .delete(teams)
      .where(and(eq(teams.accountId, accountId), eq(teams.id, id)))
      .returning()
  )[0] ?? null;

export const listTeamMembers = (db: TExecutor, teamId: number) =>
  db
    .select({ user: users, accountUser: accountUsers })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .innerJoin(accountUsers, and(eq(accountUsers.userId, users.id), eq(accountUsers.accountId, teams.accountId)))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(users.name));

/** Only members of the team's account may join it. */
export const accountMemberIds = async (db: TExecutor, accountId: number, userIds: number[]) =>
  userIds.length
    ? (
        await db
          .select({ id: accountUsers.userId })
          .from(accountUsers)
          .where(and(eq(accountUsers.accountId, accountId), inArray(accountUsers.userId, userIds)))
      ).map((r) => r.id)
    : [];

export const addTeamMembers = async (db: TExecutor, teamId: number, userIds: number[]) => {
  if (userIds.length)
    await db
      .insert(teamMembers)
      .values(userIds.map((userId) => ({ teamId, userId })))
      .onConflictDoNothing();
};

export const removeTeamMembers = async (db: TExecutor, teamId: number, userIds: number[]) => {
  if (userIds.length)
    await db.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, userIds)));
};

export const replaceTeamMembers = async (db: TExecutor, teamId: number, userIds: number[]) => {
  await db.delete(teamMembers).where(eq(teamMembers.teamId, teamId));
  await addTeamMembers(db, teamId, userIds);
};

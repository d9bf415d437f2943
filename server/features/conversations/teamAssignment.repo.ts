import { and, eq, sql } from 'drizzle-orm';
import { STATUS_VALUE } from '../../../common/contracts/conversations.ts';
import { AVAILABILITY_VALUE } from '../../../common/enums.ts';
import { PRESENCE_WINDOW_SECONDS } from '../../../common/realtime.ts';
import type { TExecutor } from '../../db/client.ts';
import { accountUsers, conversations, inboxMembers, presences, teamMembers } from '../../db/schema/index.ts';

export const isTeamMember = async (db: TExecutor, teamId: number, userId: number) =>
  (
    await db
      .select({ one: sql`1` })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
      .limit(1)
  ).length > 0;

/**
 * The member a team's auto-assignment picks: in the team and the inbox, online (a live tab within the
 * presence window and availability online). Among them the one with the fewest open conversations in
 * the account, then the lowest id — a stable stand-in for Chatwoot's round-robin queue.
 */
export const findTeamAssignee = async (db: TExecutor, accountId: number, teamId: number, inboxId: number) => {
  const openCount = sql<number>`(select count(*)::int from ${conversations} c
    where c.account_id = ${accountId} and c.assignee_id = ${teamMembers.userId} and c.status = ${STATUS_VALUE.open})`;
  const [row] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(inboxMembers, and(eq(inboxMembers.userId, teamMembers.userId), eq(inboxMembers.inboxId, inboxId)))
    .innerJoin(accountUsers, and(eq(accountUsers.userId, teamMembers.userId), eq(accountUsers.accountId, accountId)))
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(accountUsers.availability, AVAILABILITY_VALUE.online),
        sql`exists (select 1 from ${presences} p where p.account_id = ${accountId} and p.owner_type = 'User'
          and p.owner_id = ${teamMembers.userId}
          and p.last_seen_at > now() - make_interval(secs => ${PRESENCE_WINDOW_SECONDS}))`,
      ),
    )
    .orderBy(openCount, teamMembers.userId)
    .limit(1);
  return row?.userId ?? null;
};

import { and, count, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { TExecutor } from '../../../db/client.ts';
import { messages, teamMembers, teams, users } from '../../../db/schema/index.ts';

/** Messages of the conversation written since `since` (Chatwoot's flood guard counts a minute). */
export const countRecentMessages = async (db: TExecutor, conversationId: number, since: Date) =>
  (
    await db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), gte(messages.createdAt, since)))
  )[0]?.n ?? 0;

/** The email addresses of the members of the account's given teams, each once. */
export const listTeamMemberEmails = async (db: TExecutor, accountId: number, teamIds: number[]) => [
  ...new Set(
    (
      await db
        .select({ email: users.email })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(and(eq(teams.accountId, accountId), inArray(teams.id, teamIds), isNotNull(users.email)))
    ).map((r) => r.email),
  ),
];

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { accounts, accountUsers, customRoles, inboxes, inboxMembers, users } from '../db/schema/index.ts';

/**
 * What an agent's subscription may hear, read in one statement so all of it comes from one
 * snapshot: the membership (role, custom role's permissions), the account's status, the inboxes the
 * agent belongs to, and the account's last numbered event. An access change committed after that
 * snapshot is numbered above `seq` (the sequencer numbers rows only after they commit), so the hub
 * knows which access.changed events the scope already reflects; and the user's pubsub token as of that
 * snapshot (a rotated token ends subscriptions opened with the old one). One row per member among
 * `userIds` (none for a non-member).
 */
export const findAgentScopes = async (db: TExecutor, accountId: number, userIds: readonly number[]) => {
  if (!userIds.length) return [];
  return db
    .select({
      userId: accountUsers.userId,
      role: accountUsers.role,
      customRoleId: accountUsers.customRoleId,
      customRolePermissions: customRoles.permissions,
      customRoleInboxIds: customRoles.inboxIds,
      customRoleTeamIds: customRoles.teamIds,
      accountStatus: accounts.status,
      seq: accounts.lastEventSeq,
      pubsubToken: users.pubsubToken,
      inboxIds: sql<number[]>`array(select ${inboxMembers.inboxId} from ${inboxMembers}
        join ${inboxes} on ${inboxes.id} = ${inboxMembers.inboxId}
        where ${inboxes.accountId} = ${accountUsers.accountId} and ${inboxMembers.userId} = ${accountUsers.userId})`,
    })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .leftJoin(
      customRoles,
      and(eq(customRoles.id, accountUsers.customRoleId), eq(customRoles.accountId, accountUsers.accountId)),
    )
    .where(and(eq(accountUsers.accountId, accountId), inArray(accountUsers.userId, [...userIds])));
};

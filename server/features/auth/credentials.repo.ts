import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accessTokens, accounts, accountUsers, customRoles, users, userTokens } from '../../db/schema/index.ts';
import type { TMembershipRow } from '../accounts/accounts.repo.ts';

/** The member's account and custom role, left-joined so a non-member still yields the user. */
const membershipColumns = { account: accounts, accountUser: accountUsers, customRole: customRoles };
const memberOf = (accountId: number) => and(eq(accountUsers.userId, users.id), eq(accountUsers.accountId, accountId));
const accountOf = eq(accounts.id, accountUsers.accountId);
const roleOf = and(eq(customRoles.id, accountUsers.customRoleId), eq(customRoles.accountId, accountUsers.accountId));

const membershipFrom = (row: {
  account: TMembershipRow['account'] | null;
  accountUser: TMembershipRow['accountUser'] | null;
  customRole: TMembershipRow['customRole'];
}): TMembershipRow | null =>
  row.account && row.accountUser
    ? { account: row.account, accountUser: row.accountUser, customRole: row.customRole }
    : null;

/**
 * Account-scoped requests resolve the caller and their membership in one round trip: the device
 * (by devise-token-auth `client`) with its user, and that user's membership of `accountId`.
 */
export const findDeviceWithMembership = async (db: TExecutor, client: string, accountId: number) => {
  const [row] = await db
    .select({ device: userTokens, user: users, ...membershipColumns })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .leftJoin(accountUsers, memberOf(accountId))
    .leftJoin(accounts, accountOf)
    .leftJoin(customRoles, roleOf)
    .where(eq(userTokens.client, client))
    .limit(1);
  return row ? { device: row.device, user: row.user, membership: membershipFrom(row) } : null;
};

/** The same for an `api_access_token`. */
export const findApiUserWithMembership = async (db: TExecutor, token: string, accountId: number) => {
  const [row] = await db
    .select({ user: users, ...membershipColumns })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.ownerId))
    .leftJoin(accountUsers, memberOf(accountId))
    .leftJoin(accounts, accountOf)
    .leftJoin(customRoles, roleOf)
    .where(and(eq(accessTokens.ownerType, 'User'), eq(accessTokens.token, token)))
    .limit(1);
  return row ? { user: row.user, membership: membershipFrom(row) } : null;
};

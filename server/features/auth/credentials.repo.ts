import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { accessTokens, accounts, accountUsers, customRoles, users, userTokens } from '../../db/schema/index.ts';
import type { TMembershipRow } from '../accounts/accounts.repo.ts';

/** The member's account and custom role, left-joined so a non-member still yields the user. */
const membershipColumns = { account: accounts, accountUser: accountUsers, customRole: customRoles };
const memberOf = (accountId: ReturnType<typeof sql.placeholder>) =>
  and(eq(accountUsers.userId, users.id), eq(accountUsers.accountId, accountId));
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

const accountIdParam = sql.placeholder('accountId');

/**
 * Account-scoped requests resolve the caller and their membership in one round trip: the device
 * (by devise-token-auth `client`) with its user, and that user's membership of `accountId`. Every
 * request runs one of these two, so each is a prepared statement (built and planned once per
 * connection), kept per database handle.
 */
const prepareDevice = (db: TDb) =>
  db
    .select({ device: userTokens, user: users, ...membershipColumns })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .leftJoin(accountUsers, memberOf(accountIdParam))
    .leftJoin(accounts, accountOf)
    .leftJoin(customRoles, roleOf)
    .where(eq(userTokens.client, sql.placeholder('client')))
    .limit(1)
    .prepare('auth_device_membership');

/** The same for an `api_access_token`. */
const prepareApiUser = (db: TDb) =>
  db
    .select({ user: users, ...membershipColumns })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.ownerId))
    .leftJoin(accountUsers, memberOf(accountIdParam))
    .leftJoin(accounts, accountOf)
    .leftJoin(customRoles, roleOf)
    .where(and(eq(accessTokens.ownerType, 'User'), eq(accessTokens.token, sql.placeholder('token'))))
    .limit(1)
    .prepare('auth_api_user_membership');

const cache = new WeakMap<TDb, { device: ReturnType<typeof prepareDevice>; api: ReturnType<typeof prepareApiUser> }>();
const preparedFor = (db: TDb) => {
  let p = cache.get(db);
  if (!p) cache.set(db, (p = { device: prepareDevice(db), api: prepareApiUser(db) }));
  return p;
};

export const findDeviceWithMembership = async (db: TDb, client: string, accountId: number) => {
  const [row] = await preparedFor(db).device.execute({ client, accountId });
  return row ? { device: row.device, user: row.user, membership: membershipFrom(row) } : null;
};

export const findApiUserWithMembership = async (db: TDb, token: string, accountId: number) => {
  const [row] = await preparedFor(db).api.execute({ token, accountId });
  return row ? { user: row.user, membership: membershipFrom(row) } : null;
};

import { and, eq, sql, type Table } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { Coalescer, perHandle } from '../../db/coalesce.ts';
import { rowsFromJson } from '../../db/jsonRows.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { accessTokens, accounts, accountUsers, customRoles, users, userTokens } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/crypto.ts';
import type { TMembershipRow } from '../users/index.ts';

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
 * request runs one, so the look-ups of requests that arrive together go as one prepared statement
 * (server/db/coalesce.ts): under load the look-up costs a fraction of a query per request.
 */
const DEVICES_SQL = `
SELECT DISTINCT ON (k.n) k.n, row_to_json(ut) AS device, row_to_json(u) AS "user", row_to_json(au) AS account_user,
  row_to_json(a) AS account, row_to_json(cr) AS custom_role
FROM unnest($1::text[], $2::int[]) WITH ORDINALITY k(client, account_id, n)
JOIN user_tokens ut ON ut.client = k.client
JOIN users u ON u.id = ut.user_id
LEFT JOIN account_users au ON au.user_id = u.id AND au.account_id = k.account_id
LEFT JOIN accounts a ON a.id = au.account_id
LEFT JOIN custom_roles cr ON cr.id = au.custom_role_id AND cr.account_id = au.account_id
ORDER BY k.n`;

interface TDeviceRow {
  n: string;
  device: unknown;
  user: unknown;
  account_user: unknown;
  account: unknown;
  custom_role: unknown;
}

const one = <T extends Table>(table: T, json: unknown) => (json ? (rowsFromJson(table, [json])[0] ?? null) : null);

const deviceLoader = perHandle(
  (db: TDb) =>
    new Coalescer<{ client: string; accountId: number }, ReturnType<typeof deviceFrom>>(async (keys) => {
      const { rows } = await queryPrepared<TDeviceRow>(db.$client, {
        sql: DEVICES_SQL,
        params: [keys.map((k) => k.client), keys.map((k) => k.accountId)],
      });
      const byN = new Map(rows.map((r) => [Number(r.n), deviceFrom(r)]));
      return keys.map((_, i) => byN.get(i + 1) ?? null);
    }),
);

const deviceFrom = (r: TDeviceRow) => {
  const device = one(userTokens, r.device);
  const user = one(users, r.user);
  if (!device || !user) return null;
  const membership = membershipFrom({
    account: one(accounts, r.account),
    accountUser: one(accountUsers, r.account_user),
    customRole: one(customRoles, r.custom_role),
  });
  return { device, user, membership };
};

/** The same for an `api_access_token`. */
const prepareApiUser = (db: TDb) =>
  db
    .select({ user: users, ...membershipColumns })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.ownerId))
    .leftJoin(accountUsers, memberOf(accountIdParam))
    .leftJoin(accounts, accountOf)
    .leftJoin(customRoles, roleOf)
    .where(and(eq(accessTokens.ownerType, 'User'), eq(accessTokens.tokenDigest, sql.placeholder('digest'))))
    .limit(1)
    .prepare('auth_api_user_membership');

const apiUserQuery = perHandle(prepareApiUser);

export const findDeviceWithMembership = (db: TDb, client: string, accountId: number) =>
  deviceLoader(db).load({ client, accountId });

export const findApiUserWithMembership = async (db: TDb, token: string, accountId: number) => {
  const [row] = await apiUserQuery(db).execute({ digest: sha256(token), accountId });
  return row ? { user: row.user, membership: membershipFrom(row) } : null;
};

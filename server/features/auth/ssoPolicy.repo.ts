import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accountSsoSettings, accountUsers } from '../../db/schema/index.ts';

/**
 * Whether a password may sign this user in (docs/SSO.md "Enforce SSO"): 'blocked' when an account of theirs
 * enforces single sign-on and they are not its owner (the account's first administrator, the break-glass
 * path); 'break_glass' when only that exception lets them in; 'open' otherwise.
 */
export const passwordPolicyOf = async (db: TExecutor, userId: number): Promise<'open' | 'blocked' | 'break_glass'> => {
  const rows = await db
    .select({
      accountId: accountUsers.accountId,
      isOwner: sql<boolean>`${accountUsers.id} = (
        select min(o.id) from account_users o where o.account_id = ${accountUsers.accountId} and o.role = 1)`,
    })
    .from(accountUsers)
    .innerJoin(accountSsoSettings, eq(accountSsoSettings.accountId, accountUsers.accountId))
    .where(and(eq(accountUsers.userId, userId), eq(accountSsoSettings.enforceSso, true)));
  if (rows.length === 0) return 'open';
  return rows.every((r) => r.isOwner) ? 'break_glass' : 'blocked';
};

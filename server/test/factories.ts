import type { TAuthHeaders } from '../../common/contracts/auth.ts';
import { ACCOUNT_STATUS_VALUE, ROLE_VALUE, type TAccountRole } from '../../common/enums.ts';
import { hashPassword } from '../lib/crypto.ts';
import { insertAccount, updateAccount } from '../features/accounts/accounts.repo.ts';
import { insertAccountUser } from '../features/users/memberships.repo.ts';
import { issueSession } from '../features/auth/auth.service.ts';
import { insertUser, resetApiAccessToken, type TUserRow } from '../features/users/users.repo.ts';
import { customRoles, labels, userMfa } from '../db/schema/index.ts';
import type { TTestContext } from './harness.ts';

let seq = 0;
const next = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;

export const PASSWORD = 'correct-horse-1';
let passwordHash: Promise<string> | null = null;

export const buildUser = async (
  t: TTestContext,
  overrides: { email?: string; name?: string; confirmed?: boolean; type?: string; mfa?: boolean } = {},
) => {
  passwordHash ??= hashPassword(PASSWORD);
  const n = next();
  const user = await insertUser(t.database.db, {
    name: overrides.name ?? `User ${n}`,
    email: overrides.email ?? `user-${n}@example.test`,
    encryptedPassword: await passwordHash,
    confirmedAt: overrides.confirmed === false ? null : new Date(),
    type: overrides.type ?? null,
  });
  // The console requires its SuperAdmin to use two-factor sign-in: a built SuperAdmin has it on unless told
  // otherwise (a placeholder secret: tests that need codes enrol through /profile/mfa).
  if (overrides.mfa ?? overrides.type === 'SuperAdmin')
    await t.database.db
      .insert(userMfa)
      .values({ userId: user.id, secretSealed: 'test-factory', enabledAt: new Date() });
  return user;
};

export const buildAccount = async (t: TTestContext, overrides: { name?: string; suspended?: boolean } = {}) => {
  const account = await insertAccount(t.database.db, { name: overrides.name ?? `Account ${next()}` });
  if (overrides.suspended) return updateAccount(t.database.db, account.id, { status: ACCOUNT_STATUS_VALUE.suspended });
  return account;
};

export interface TMember {
  user: TUserRow;
  accountId: number;
  headers: TAuthHeaders;
  apiToken: string;
}

/** A user with a membership (creating the account when none is given) and a signed-in session. */
export const buildMember = async (
  t: TTestContext,
  opts: { accountId?: number; role?: TAccountRole; customRoleId?: number; user?: TUserRow } = {},
): Promise<TMember> => {
  const accountId = opts.accountId ?? (await buildAccount(t)).id;
  const user = opts.user ?? (await buildUser(t));
  await insertAccountUser(t.database.db, {
    accountId,
    userId: user.id,
    role: ROLE_VALUE[opts.role ?? 'agent'],
    customRoleId: opts.customRoleId ?? null,
  });
  const headers = await issueSession(t.deps, user);
  return { user, accountId, headers, apiToken: await resetApiAccessToken(t.database.db, user.id) };
};

export const buildAdmin = (t: TTestContext, opts: { accountId?: number } = {}) =>
  buildMember(t, { ...opts, role: 'administrator' });

export const buildCustomRole = async (
  t: TTestContext,
  accountId: number,
  permissions: string[],
  scope: { inboxIds?: number[] | null; teamIds?: number[] | null; reportAreas?: string[] | null } = {},
) => {
  const [row] = await t.database.db
    .insert(customRoles)
    .values({ accountId, name: `Role ${next()}`, permissions, ...scope })
    .returning();
  if (!row) throw new Error('custom role insert failed');
  return row;
};

/** The body of Chatwoot's 401 for a signed-in member who may not do something (ours keeps `code`). */
export const REFUSED = { code: 'forbidden', error: 'You are not authorized to do this action' } as const;

/** The account's labels with these titles (setting labels keeps only titles the account has). */
export const buildLabels = async (t: TTestContext, accountId: number, titles: string[]) =>
  titles.length
    ? t.database.db
        .insert(labels)
        .values(titles.map((title) => ({ accountId, title })))
        .onConflictDoNothing()
        .returning()
    : [];

/** Headers that look like a session but carry a token nobody issued. */
export const forgedHeaders = (h: TAuthHeaders): TAuthHeaders => ({ ...h, 'access-token': 'x'.repeat(32) });

/** A member's browser subscribing to web push (POST /api/v1/notification_subscriptions, valid-looking keys). */
export const subscribeBrowserPush = (t: TTestContext, headers: TAuthHeaders, endpoint: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/notification_subscriptions',
    headers,
    payload: {
      subscription_type: 'browser_push',
      subscription_attributes: {
        endpoint,
        p256dh: Buffer.alloc(65, 4).toString('base64url'),
        auth: Buffer.alloc(16, 7).toString('base64url'),
      },
    },
  });

import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  accountSsoSettings,
  accountUsers,
  ssoAssertions,
  ssoIdentities,
  ssoRequests,
  users,
} from '../../db/schema/index.ts';

export type { TSsoRoleMappings } from '../../db/schema/index.ts';
export type TSsoSettingsRow = typeof accountSsoSettings.$inferSelect;
export type TSsoIdentityRow = typeof ssoIdentities.$inferSelect;
export type TSsoRequestRow = typeof ssoRequests.$inferSelect;

export const findSsoSettings = async (db: TExecutor, accountId: number) =>
  (await db.select().from(accountSsoSettings).where(eq(accountSsoSettings.accountId, accountId)).limit(1))[0] ?? null;

/** Creates the account's row on first write, else changes it. */
export const upsertSsoSettings = async (
  db: TExecutor,
  accountId: number,
  patch: Partial<Omit<typeof accountSsoSettings.$inferInsert, 'id' | 'accountId'>>,
) => {
  const [row] = await db
    .insert(accountSsoSettings)
    .values({ accountId, ...patch })
    .onConflictDoUpdate({ target: accountSsoSettings.accountId, set: { ...patch, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('sso settings not written');
  return row;
};

/** The settings of the accounts a user belongs to that have an identity provider on, oldest account first. */
export const ssoSettingsOfMember = (db: TExecutor, userId: number) =>
  db
    .select({ settings: accountSsoSettings })
    .from(accountSsoSettings)
    .innerJoin(accountUsers, eq(accountUsers.accountId, accountSsoSettings.accountId))
    .where(
      and(
        eq(accountUsers.userId, userId),
        sql`(${accountSsoSettings.oidcEnabled} or ${accountSsoSettings.samlEnabled})`,
      ),
    )
    .orderBy(asc(accountSsoSettings.accountId))
    .then((rows) => rows.map((r) => r.settings));

/** The settings that allow just-in-time provisioning for the email's domain, oldest account first. */
export const ssoSettingsOfDomain = (db: TExecutor, domain: string) =>
  db
    .select()
    .from(accountSsoSettings)
    .where(
      and(
        sql`${domain} = any(${accountSsoSettings.allowedDomains})`,
        sql`(${accountSsoSettings.oidcEnabled} or ${accountSsoSettings.samlEnabled})`,
      ),
    )
    .orderBy(asc(accountSsoSettings.accountId));

/** The account's first administrator: its owner, who keeps password sign-in when SSO is enforced. */
export const findAccountOwner = async (db: TExecutor, accountId: number) =>
  (
    await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.role, 1)))
      .orderBy(asc(accountUsers.id))
      .limit(1)
  )[0] ?? null;

export const findIdentity = async (db: TExecutor, issuer: string, subject: string) =>
  (
    await db
      .select()
      .from(ssoIdentities)
      .where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.subject, subject)))
      .limit(1)
  )[0] ?? null;

export const insertIdentity = async (db: TExecutor, row: typeof ssoIdentities.$inferInsert) => {
  const [created] = await db.insert(ssoIdentities).values(row).returning();
  if (!created) throw new Error('identity not written');
  return created;
};

export const touchIdentity = (db: TExecutor, id: number) =>
  db.update(ssoIdentities).set({ lastSignInAt: new Date() }).where(eq(ssoIdentities.id, id));

/** How many accounts the user belongs to. */
export const countMemberships = async (db: TExecutor, userId: number) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(accountUsers)
      .where(eq(accountUsers.userId, userId))
  )[0]?.n ?? 0;

/** A sign-in on its way to the identity provider; expired ones go at the same time. */
export const insertSsoRequest = async (db: TExecutor, row: typeof ssoRequests.$inferInsert) => {
  await db.delete(ssoRequests).where(lt(ssoRequests.expiresAt, new Date()));
  await db.insert(ssoRequests).values(row);
};

/** Uses a pending sign-in: deleted by the statement that finds it, so a state works once. */
export const consumeSsoRequest = async (db: TExecutor, stateHash: string) =>
  (
    await db
      .delete(ssoRequests)
      .where(and(eq(ssoRequests.stateHash, stateHash), gt(ssoRequests.expiresAt, new Date())))
      .returning()
  )[0] ?? null;

export const findSamlRequest = async (db: TExecutor, accountId: number, requestId: string) =>
  (
    await db
      .select()
      .from(ssoRequests)
      .where(
        and(
          eq(ssoRequests.accountId, accountId),
          eq(ssoRequests.requestId, requestId),
          eq(ssoRequests.protocol, 'saml'),
          gt(ssoRequests.expiresAt, new Date()),
        ),
      )
      .limit(1)
  )[0] ?? null;

export const deleteSamlRequest = async (db: TExecutor, accountId: number, requestId: string) =>
  (
    await db
      .delete(ssoRequests)
      .where(and(eq(ssoRequests.accountId, accountId), eq(ssoRequests.requestId, requestId)))
      .returning()
  )[0] ?? null;

/**
 * Remembers a used assertion id until it expires; false when it was seen already (a replay). Expired ids go
 * at the same time.
 */
export const rememberAssertion = async (db: TExecutor, issuer: string, assertionId: string, expiresAt: Date) => {
  await db.delete(ssoAssertions).where(lt(ssoAssertions.expiresAt, new Date()));
  const rows = await db
    .insert(ssoAssertions)
    .values({ issuer, assertionId, expiresAt })
    .onConflictDoNothing()
    .returning({ id: ssoAssertions.id });
  return rows.length > 0;
};

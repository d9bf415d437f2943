import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accessTokens, accounts, agentBots, contacts, inboxes } from '../../db/schema/index.ts';

/**
 * Suspends the account and marks it for deletion on `dueAt` (now for the account's own DELETE, later for the
 * console's grace period); null when it is gone or already marked.
 */
export const markAccountDeleting = async (db: TExecutor, id: number, dueAt: Date) =>
  (
    await db
      .update(accounts)
      .set({
        status: 1,
        customAttributes: sql`${accounts.customAttributes} || jsonb_build_object('marked_for_deletion_at', now(),
          'deletion_due_at', ${dueAt.toISOString()}::text)`,
        updatedAt: new Date(),
      })
      .where(and(eq(accounts.id, id), sql`NOT (${accounts.customAttributes} ? 'marked_for_deletion_at')`))
      .returning({ id: accounts.id })
  )[0] ?? null;

/**
 * Takes back a deletion whose grace period still runs: the marks go and the account is active again. Null when
 * the account is gone, not marked, or already due (its data may be going).
 */
export const unmarkAccountDeleting = async (db: TExecutor, id: number) =>
  (
    await db
      .update(accounts)
      .set({
        status: 0,
        customAttributes: sql`${accounts.customAttributes} - 'marked_for_deletion_at' - 'deletion_due_at'`,
        updatedAt: new Date(),
      })
      .where(and(eq(accounts.id, id), sql`(${accounts.customAttributes} ->> 'deletion_due_at')::timestamptz > now()`))
      .returning({ id: accounts.id })
  )[0] ?? null;

/** The account, if it is marked for deletion and due (the job's own lookup: a taken-back deletion is not). */
export const findAccountForDeletion = async (db: TExecutor, id: number) =>
  (
    await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.id, id),
          sql`${accounts.customAttributes} ? 'marked_for_deletion_at'`,
          sql`coalesce((${accounts.customAttributes} ->> 'deletion_due_at')::timestamptz, now()) <= now()`,
        ),
      )
      .limit(1)
  )[0] ?? null;

/** Deletes up to `limit` of the account's contacts (contact inboxes, notes cascade); their avatar keys. */
export const deleteAccountContactBatch = async (db: TExecutor, accountId: number, limit: number) => {
  const rows = await db
    .delete(contacts)
    .where(
      sql`${contacts.id} IN (SELECT ${contacts.id} FROM ${contacts} WHERE ${contacts.accountId} = ${accountId} LIMIT ${limit})`,
    )
    .returning({ avatarKey: contacts.avatarKey });
  return { count: rows.length, keys: rows.map((r) => r.avatarKey) };
};

/** Upload keys the account's remaining rows hold (inbox and bot avatars), read before the account goes. */
export const listAccountAvatarKeys = async (db: TExecutor, accountId: number) => {
  const [inboxKeys, botKeys] = await Promise.all([
    db
      .select({ key: inboxes.avatarKey })
      .from(inboxes)
      .where(and(eq(inboxes.accountId, accountId), isNotNull(inboxes.avatarKey))),
    db
      .select({ key: agentBots.avatarKey })
      .from(agentBots)
      .where(and(eq(agentBots.accountId, accountId), isNotNull(agentBots.avatarKey))),
  ]);
  return [...inboxKeys, ...botKeys].map((r) => r.key);
};

/**
 * The account row: every other table's rows go by ON DELETE CASCADE (inboxes, channels, members, labels,
 * teams, events …). Agent bots' API tokens are keyed by owner, not by account, so they go first.
 */
export const deleteAccountRow = async (db: TExecutor, accountId: number) => {
  const bots = db.select({ id: agentBots.id }).from(agentBots).where(eq(agentBots.accountId, accountId));
  await db.delete(accessTokens).where(and(eq(accessTokens.ownerType, 'AgentBot'), inArray(accessTokens.ownerId, bots)));
  await db.delete(accounts).where(eq(accounts.id, accountId));
};

import { eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';

export const insertAccount = async (db: TExecutor, input: { name: string; locale?: string }) => {
  const now = Date.now();
  const [row] = await db
    .insert(accounts)
    .values({ name: input.name, locale: input.locale ?? 'en', cacheKeys: { label: now, inbox: now, team: now } })
    .returning();
  if (!row) throw new Error('account insert returned nothing');
  return row;
};

export const findAccountById = async (db: TExecutor, id: number) =>
  (await db.select().from(accounts).where(eq(accounts.id, id)).limit(1))[0] ?? null;

export const findAccountByName = async (db: TExecutor, name: string) =>
  (
    await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`lower(${accounts.name}) = lower(${name})`)
      .limit(1)
  )[0] ?? null;

export const updateAccount = async (db: TExecutor, id: number, patch: Partial<typeof accounts.$inferInsert>) => {
  const [row] = await db
    .update(accounts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning();
  if (!row) throw new Error(`account ${id} vanished`);
  return row;
};

/** Merges keys into the account's settings jsonb in the statement (no read-modify-write race). */
export const mergeAccountSettings = (db: TExecutor, id: number, patch: Record<string, unknown>) =>
  db
    .update(accounts)
    .set({ settings: sql`${accounts.settings} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
    .where(eq(accounts.id, id));

/**
 * What the account uses of its limits: agents (members), inboxes (not being deleted), inboxes that are not
 * a website's, and conversations started this calendar month (UTC).
 */
export const accountUsage = async (db: TExecutor, accountId: number) => {
  const { rows } = await db.execute<{ agents: number; inboxes: number; non_web: number; conversations: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM account_users WHERE account_id = ${accountId}) AS agents,
      (SELECT count(*)::int FROM inboxes WHERE account_id = ${accountId} AND deleting_at IS NULL) AS inboxes,
      (SELECT count(*)::int FROM inboxes WHERE account_id = ${accountId} AND deleting_at IS NULL
         AND channel_type <> 'Channel::WebWidget') AS non_web,
      (SELECT count(*)::int FROM conversations WHERE account_id = ${accountId}
         AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS conversations`);
  const r = rows[0];
  return {
    agents: r?.agents ?? 0,
    inboxes: r?.inboxes ?? 0,
    nonWebInboxes: r?.non_web ?? 0,
    conversation: r?.conversations ?? 0,
  };
};

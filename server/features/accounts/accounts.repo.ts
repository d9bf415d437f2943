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

import { and, asc, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { customFilters } from '../../db/schema/index.ts';

export type TCustomFilterRow = typeof customFilters.$inferSelect;

/** Saved filters are personal: always scoped by account and owner. */
const mine = (accountId: number, userId: number) =>
  and(eq(customFilters.accountId, accountId), eq(customFilters.userId, userId));

export const listCustomFilters = (db: TExecutor, accountId: number, userId: number, filterType?: number) =>
  db
    .select()
    .from(customFilters)
    .where(
      filterType === undefined
        ? mine(accountId, userId)
        : and(mine(accountId, userId), eq(customFilters.filterType, filterType)),
    )
    .orderBy(asc(customFilters.id));

export const countCustomFilters = async (db: TExecutor, accountId: number, userId: number) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(customFilters)
      .where(mine(accountId, userId))
  )[0]?.n ?? 0;

export const findCustomFilter = async (db: TExecutor, accountId: number, userId: number, id: number) =>
  (
    await db
      .select()
      .from(customFilters)
      .where(and(mine(accountId, userId), eq(customFilters.id, id)))
      .limit(1)
  )[0] ?? null;

export const insertCustomFilter = async (db: TExecutor, values: typeof customFilters.$inferInsert) => {
  const [row] = await db.insert(customFilters).values(values).returning();
  if (!row) throw new Error('custom filter insert returned nothing');
  return row;
};

export const updateCustomFilter = async (
  db: TExecutor,
  accountId: number,
  userId: number,
  id: number,
  patch: Partial<typeof customFilters.$inferInsert>,
) =>
  (
    await db
      .update(customFilters)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(mine(accountId, userId), eq(customFilters.id, id)))
      .returning()
  )[0] ?? null;

export const deleteCustomFilter = async (db: TExecutor, accountId: number, userId: number, id: number) =>
  (
    await db
      .delete(customFilters)
      .where(and(mine(accountId, userId), eq(customFilters.id, id)))
      .returning()
  ).length > 0;

import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { cannedResponses } from '../../db/schema/index.ts';
import { escapeLike } from '../contacts/index.ts';

export type TCannedResponseRow = typeof cannedResponses.$inferSelect;

/** Short-code matches first (prefix before substring), then content matches. */
export const listCannedResponses = (db: TExecutor, accountId: number, search?: string) => {
  const like = search ? `%${escapeLike(search)}%` : null;
  return db
    .select()
    .from(cannedResponses)
    .where(
      and(
        eq(cannedResponses.accountId, accountId),
        like ? or(ilike(cannedResponses.shortCode, like), ilike(cannedResponses.content, like)) : undefined,
      ),
    )
    .orderBy(
      ...(search
        ? [
            sql`case when ${cannedResponses.shortCode} ilike ${`${escapeLike(search)}%`} then 0 when ${cannedResponses.shortCode} ilike ${like} then 1 else 2 end`,
          ]
        : []),
      asc(cannedResponses.shortCode),
    )
    .limit(1000);
};

export const findCannedResponse = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .select()
      .from(cannedResponses)
      .where(and(eq(cannedResponses.accountId, accountId), eq(cannedResponses.id, id)))
      .limit(1)
  )[0] ?? null;

export const insertCannedResponse = async (db: TExecutor, values: typeof cannedResponses.$inferInsert) =>
  (await db.insert(cannedResponses).values(values).returning())[0]!;

export const updateCannedResponse = async (
  db: TExecutor,
  accountId: number,
  id: number,
  patch: Partial<typeof cannedResponses.$inferInsert>,
) =>
  (
    await db
      .update(cannedResponses)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(cannedResponses.accountId, accountId), eq(cannedResponses.id, id)))
      .returning()
  )[0] ?? null;

export const deleteCannedResponse = async (db: TExecutor, accountId: number, id: number) =>
  (
    await db
      .delete(cannedResponses)
      .where(and(eq(cannedResponses.accountId, accountId), eq(cannedResponses.id, id)))
      .returning()
  )[0] ?? null;

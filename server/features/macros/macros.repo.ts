import { and, asc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../db/client.ts';
import { macros, users } from '../../db/schema/index.ts';

export type TMacroRow = typeof macros.$inferSelect;
export const GLOBAL = 1;

const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

/** Macros with their author's and last editor's names. */
const selectMacros = (db: TExecutor) =>
  db
    .select({ macro: macros, createdByName: creator.name, updatedByName: updater.name })
    .from(macros)
    .leftJoin(creator, eq(creator.id, macros.createdById))
    .leftJoin(updater, eq(updater.id, macros.updatedById));
export type TMacroWithNames = Awaited<ReturnType<typeof selectMacros>>[number];

/** The account's global macros and the user's own personal ones. */
export const listVisibleMacros = (db: TExecutor, accountId: number, userId: number) =>
  selectMacros(db)
    .where(and(eq(macros.accountId, accountId), or(eq(macros.visibility, GLOBAL), eq(macros.createdById, userId))))
    .orderBy(asc(macros.id));

export const findMacro = async (db: TExecutor, accountId: number, id: number) =>
  (
    await selectMacros(db)
      .where(and(eq(macros.accountId, accountId), eq(macros.id, id)))
      .limit(1)
  )[0] ?? null;

export const insertMacro = async (db: TExecutor, values: typeof macros.$inferInsert) =>
  (await db.insert(macros).values(values).returning({ id: macros.id }))[0]!.id;

export const updateMacro = (db: TExecutor, accountId: number, id: number, patch: Partial<typeof macros.$inferInsert>) =>
  db
    .update(macros)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(macros.accountId, accountId), eq(macros.id, id)));

export const deleteMacro = (db: TExecutor, accountId: number, id: number) =>
  db.delete(macros).where(and(eq(macros.accountId, accountId), eq(macros.id, id)));
